// Assign a roll to a dealer, move it to another, or take it back to stock. A refusal of the CMS
// (a dealer that is gone) shows beside the choice.
import { useState } from 'react';
import { ApiError } from '../lib/api';
import type { Choice } from '../lib/choices';
import type { Roll } from '../lib/types';
import { FormField } from '../ui/FormField';

export function AssignForm({
  roll,
  dealers,
  onSubmit,
  onCancel,
}: {
  roll: Roll;
  dealers: Choice[];
  /** resolves when saved; throws the CMS's refusal */
  onSubmit: (shopId: number | null) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(roll.shop_id === null ? '' : String(roll.shop_id));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const same = value === (roll.shop_id === null ? '' : String(roll.shop_id));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      await onSubmit(value ? Number(value) : null);
    } catch (err) {
      setError((err instanceof ApiError && err.fieldErrors[0]?.message) || (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">
        Roll <span className="mono">{roll.serial}</span>, {roll.product_name}. {roll.used_m > 0 && 'Warranties already registered with it stay as they are.'}
      </p>
      <FormField id="assign-dealer" label="Shipped to" error={error}>
        {(a11y) => (
          <select {...a11y} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">In stock (no dealer)</option>
            {dealers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || same}>
          {busy ? 'Saving…' : 'Save dealer'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
