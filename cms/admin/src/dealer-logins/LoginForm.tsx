// Create or edit a dealer login: username and email only. A password is never asked for here; the
// dealer chooses it through a set-password link. Refusals of the CMS show beside their field.
import { useForm } from 'react-hook-form';
import { FormField } from '../ui/FormField';
import { ApiError } from '../lib/api';

export interface LoginFields {
  username: string;
  email: string;
}

// the CMS's rules (contract/dealer-logins.ts), checked here first so the message comes at once
const USERNAME = /^[A-Za-z0-9._@-]{2,100}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function LoginForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: LoginFields;
  submitLabel: string;
  /** resolves when saved; throws the CMS's refusal */
  onSubmit: (values: LoginFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<LoginFields>({ defaultValues: initial });
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : [];
      let placed = false;
      for (const f of fields)
        if (f.path === '/username' || f.path === '/email') {
          setError(f.path.slice(1) as keyof LoginFields, { message: f.message }, { shouldFocus: !placed });
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
      <FormField
        id="dl-username"
        label="Username"
        hint="What the dealer signs in with: 2 to 100 letters, digits, dots, dashes, underscores or @."
        error={e.username?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            autoComplete="off"
            spellCheck={false}
            {...register('username', {
              required: 'Enter a username.',
              pattern: { value: USERNAME, message: 'Use 2 to 100 letters, digits, dots, dashes, underscores or @.' },
            })}
          />
        )}
      </FormField>
      <FormField id="dl-email" label="Email" hint="Where set-password links are mailed." error={e.email?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="off"
            {...register('email', { required: 'Enter an email address.', pattern: { value: EMAIL, message: 'Enter an address like name@example.com.' } })}
          />
        )}
      </FormField>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
