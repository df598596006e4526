// Transfer a warranty to a new owner on resale: name, email, phone (the new owner is mailed the
// link), and a note for the audit log. Refusals show beside their field; nothing typed is lost.
import { useForm } from 'react-hook-form';
import { ApiError } from '../lib/api';
import type { RegisteredWarranty } from '../lib/types';
import { FormField } from '../ui/FormField';
import { EMAIL_PATTERN, MSG, phoneOk } from './messages';

export interface TransferFields {
  name: string;
  email: string;
  phone: string;
  note: string;
}

const PLACES: Record<string, keyof TransferFields> = { '/owner/name': 'name', '/owner/email': 'email', '/owner/phone': 'phone', '/note': 'note' };

export function TransferForm({
  warranty,
  onSubmit,
  onCancel,
}: {
  warranty: RegisteredWarranty;
  /** resolves when transferred; throws the CMS's refusal */
  onSubmit: (v: TransferFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<TransferFields>({ defaultValues: { name: '', email: '', phone: '', note: '' } });
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (err) {
      let placed = false;
      for (const f of err instanceof ApiError ? err.fieldErrors : []) {
        const name = PLACES[f.path];
        if (!name) continue;
        setError(name, { message: f.message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setError('root', { message: (err as Error).message });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <p>
        The new owner of the vehicle becomes the owner of warranty <span className="mono strong">{warranty.warranty_no}</span> and is mailed its link. The
        earlier owner’s details are replaced.
      </p>
      {e.root?.message && (
        <p className="note note-error" role="alert">
          {e.root.message}
        </p>
      )}
      <FormField id="tr-name" label="New owner’s name" error={e.name?.message}>
        {(a11y) => <input {...a11y} autoComplete="off" maxLength={200} {...register('name', { validate: (s) => s.trim() !== '' || MSG.ownerName })} />}
      </FormField>
      <FormField id="tr-email" label="Email" error={e.email?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="off"
            maxLength={254}
            {...register('email', { validate: (s) => (s.trim() === '' ? MSG.ownerEmail : EMAIL_PATTERN.test(s.trim()) || MSG.correctEmail) })}
          />
        )}
      </FormField>
      <FormField id="tr-phone" label="Phone" error={e.phone?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="tel"
            autoComplete="off"
            maxLength={40}
            {...register('phone', { validate: (s) => (s.trim() === '' ? MSG.ownerPhone : phoneOk(s) || MSG.correctPhone) })}
          />
        )}
      </FormField>
      <FormField id="tr-note" label="Note (optional)" hint="Why, for the audit log: e.g. “sold on 12 Nov, the new owner’s request”." error={e.note?.message}>
        {(a11y) => <textarea {...a11y} rows={2} maxLength={500} {...register('note')} />}
      </FormField>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Transferring…' : 'Transfer warranty'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
