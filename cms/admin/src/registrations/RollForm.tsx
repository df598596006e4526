// Add one roll to the registry: serial, film, length, and the dealer it was shipped to (or stock).
// Checked here first in the CMS's words; the CMS's refusals (a serial already there) show beside
// their field and nothing typed is lost.
import { useForm } from 'react-hook-form';
import { ApiError } from '../lib/api';
import type { Choice } from '../lib/choices';
import { FormField } from '../ui/FormField';
import { MSG, SERIAL_PATTERN, metresOk } from './messages';

export interface RollFields {
  serial: string;
  product_id: string;
  length_m: string;
  shop_id: string;
}

const FIELDS = ['serial', 'product_id', 'length_m', 'shop_id'] as const;

export function RollForm({
  products,
  dealers,
  onSubmit,
  onCancel,
}: {
  products: Choice[];
  dealers: Choice[];
  /** resolves when added; throws the CMS's refusal */
  onSubmit: (v: RollFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<RollFields>({ defaultValues: { serial: '', product_id: '', length_m: '', shop_id: '' } });
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (err) {
      let placed = false;
      for (const f of err instanceof ApiError ? err.fieldErrors : []) {
        const name = f.path.slice(1) as (typeof FIELDS)[number];
        if (!FIELDS.includes(name)) continue;
        setError(name, { message: f.message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setError('root', { message: (err as Error).message });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      {e.root?.message && (
        <p className="note note-error" role="alert">
          {e.root.message}
        </p>
      )}
      <FormField id="roll-serial" label="Serial number" hint="As printed on the roll, e.g. CG85-2502-00871." error={e.serial?.message}>
        {(a11y) => (
          <input
            {...a11y}
            className="mono"
            autoComplete="off"
            spellCheck={false}
            {...register('serial', {
              setValueAs: (s: string) => s.trim().toUpperCase(),
              validate: (s) => SERIAL_PATTERN.test(s) || MSG.serial,
            })}
          />
        )}
      </FormField>
      <FormField id="roll-product" label="Film" error={e.product_id?.message}>
        {(a11y) => (
          <select {...a11y} {...register('product_id', { required: MSG.product })}>
            <option value="">Choose a film…</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="roll-length" label="Length in metres" hint="More than 0, at most two decimals." error={e.length_m?.message}>
        {(a11y) => <input {...a11y} inputMode="decimal" autoComplete="off" {...register('length_m', { validate: (s) => metresOk(s) || MSG.length })} />}
      </FormField>
      <FormField id="roll-dealer" label="Shipped to" hint="Leave “In stock” until the roll leaves the warehouse." error={e.shop_id?.message}>
        {(a11y) => (
          <select {...a11y} {...register('shop_id')}>
            <option value="">In stock (no dealer yet)</option>
            {dealers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Adding…' : 'Add roll'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
