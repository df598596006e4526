// One's own account: who is signed in, and changing one's own password (docs/product/editing.md,
// "People and roles"): the current password is asked for, the new one follows the same rules as
// every account's, and the CMS ends the other sessions of this user.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import { ApiError, call } from '../lib/api';
import type { Me } from '../lib/types';
import { useAnnounce } from '../ui/announce';
import { FormField } from '../ui/FormField';

interface Fields {
  current: string;
  password: string;
  repeat: string;
}

export function Account() {
  const me = useOutletContext<Me>();
  const say = useAnnounce();
  const [done, setDone] = useState('');
  const [refusal, setRefusal] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ defaultValues: { current: '', password: '', repeat: '' } });

  const onSubmit = handleSubmit(async (f) => {
    setDone('');
    setRefusal('');
    try {
      const { msg } = await call('PUT', '/api/editor/session/password', { current: f.current, password: f.password });
      reset();
      setDone(msg);
      say(msg);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : [];
      for (const e of fields)
        if (e.path === '/current' || e.path === '/password') setError(e.path.slice(1) as keyof Fields, { message: e.message }, { shouldFocus: true });
      if (!fields.length) setRefusal((err as Error).message);
    }
  });

  return (
    <>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{me.username}</strong> ({me.role}).
      </p>
      <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="pw-h">
        <h2 id="pw-h">Change your password</h2>
        <FormField id="pw-current" label="Current password" error={errors.current?.message}>
          {(a11y) => <input {...a11y} type="password" autoComplete="current-password" {...register('current', { required: 'Enter your current password.' })} />}
        </FormField>
        <FormField
          id="pw-new"
          label="New password"
          hint="At least 8 characters (a few words make a good one); not a common password or your user name."
          error={errors.password?.message}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="password"
              autoComplete="new-password"
              {...register('password', {
                required: 'Enter a new password.',
                minLength: { value: 8, message: 'Use at least 8 characters.' },
                maxLength: { value: 128, message: 'Use at most 128 characters.' },
              })}
            />
          )}
        </FormField>
        <FormField id="pw-repeat" label="New password again" error={errors.repeat?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="password"
              autoComplete="new-password"
              {...register('repeat', { validate: (v) => v === getValues('password') || 'The two new passwords differ.' })}
            />
          )}
        </FormField>
        {refusal && (
          <p className="note note-error" role="alert">
            {refusal}
          </p>
        )}
        {done && <p className="note note-ok">{done}</p>}
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </>
  );
}
