// Sign-in: user name and password; a refusal is shown beside the form and announced.
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../lib/api';
import { SESSION_KEY } from '../lib/session';
import type { EditorSetup, Me } from '../lib/types';
import { FormField } from '../ui/FormField';

interface Fields {
  username: string;
  password: string;
}

export function SignIn() {
  const qc = useQueryClient();
  const [refusal, setRefusal] = useState('');
  // a new instance outside demo mode has no account: say how its operator makes the first one
  const setup = useQuery({ queryKey: ['setup'], queryFn: async () => (await call<EditorSetup>('GET', '/api/editor/setup')).data, staleTime: Infinity });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (f) => {
    setRefusal('');
    try {
      const { data } = await call<Me>('POST', '/api/editor/session', f);
      qc.setQueryData(SESSION_KEY, data);
    } catch (err) {
      setRefusal((err as Error).message);
    }
  });

  return (
    <main id="main" className="page-center">
      <div className="card signin">
        <h1>Editors’ console</h1>
        <p className="muted">Car Film Master · sign in to write, preview and publish.</p>
        {setup.data?.first_admin_needed && (
          <div className="note" role="status">
            <p>
              <strong>No account yet.</strong> This CMS is new and has no editor account. Whoever runs it creates the first admin on its machine, with the same
              database settings as the CMS, and is asked for a password there:
            </p>
            <pre className="command">
              <code>{setup.data.command}</code>
            </pre>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate>
          <FormField id="username" label="User name" error={errors.username?.message}>
            {(a11y) => <input {...a11y} autoComplete="username" {...register('username', { required: 'Enter your user name.' })} />}
          </FormField>
          <FormField id="password" label="Password" error={errors.password?.message}>
            {(a11y) => <input {...a11y} type="password" autoComplete="current-password" {...register('password', { required: 'Enter your password.' })} />}
          </FormField>
          {refusal && (
            <p className="note note-error" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
