// Sign-in: user name and password; a refusal is shown beside the form and announced.
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../lib/api';
import { SESSION_KEY } from '../lib/session';
import type { Me } from '../lib/types';

interface Fields {
  username: string;
  password: string;
}

export function SignIn() {
  const qc = useQueryClient();
  const [refusal, setRefusal] = useState('');
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
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="username">User name</label>
            <input
              id="username"
              autoComplete="username"
              aria-invalid={!!errors.username}
              aria-describedby={errors.username ? 'username-error' : undefined}
              {...register('username', { required: 'Enter your user name.' })}
            />
            {errors.username && (
              <p id="username-error" className="field-error">
                {errors.username.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...register('password', { required: 'Enter your password.' })}
            />
            {errors.password && (
              <p id="password-error" className="field-error">
                {errors.password.message}
              </p>
            )}
          </div>
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
