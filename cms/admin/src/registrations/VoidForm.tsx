// Void a warranty: a reason is required; the public warranty page then says it is void and why.
import { useState } from 'react';
import { ApiError } from '../lib/api';
import type { RegisteredWarranty } from '../lib/types';
import { FormField } from '../ui/FormField';
import { MSG } from './messages';

export function VoidForm({
  warranty,
  onSubmit,
  onCancel,
}: {
  warranty: RegisteredWarranty;
  /** resolves when voided; throws the CMS's refusal */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(MSG.voidReason);
      document.getElementById('void-reason')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      await onSubmit(reason.trim());
    } catch (err) {
      setError((err instanceof ApiError && err.fieldErrors[0]?.message) || (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>
        Warranty <span className="mono strong">{warranty.warranty_no}</span> will show as void on the public warranty page, with the reason you give. This
        cannot be undone here.
      </p>
      <FormField id="void-reason" label="Reason" hint="Shown to the owner on the warranty page; at most 500 characters." error={error}>
        {(a11y) => <textarea {...a11y} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </FormField>
      <div className="row-actions">
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Voiding…' : 'Void warranty'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
