// Admins: the accounts, a new one, role and locking changes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, get } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { FormField } from '../ui/FormField';

interface User {
  id: number;
  username: string;
  role: 'editor' | 'admin';
  disabled: number | boolean;
  created_at?: string;
  last_login_at?: string | null;
}

type Change = (u: User, patch: object, what: string) => Promise<void>;

function UserActions({ u, change }: { u: User; change: Change }) {
  return (
    <span className="row-actions">
      <button type="button" className="btn btn-small" onClick={() => void change(u, { role: u.role === 'admin' ? 'editor' : 'admin' }, 'role changed')}>
        Make {u.role === 'admin' ? 'editor' : 'admin'}
        <span className="visually-hidden"> : {u.username}</span>
      </button>
      <button type="button" className="btn btn-small" onClick={() => void change(u, { disabled: !u.disabled }, u.disabled ? 'unlocked' : 'locked')}>
        {u.disabled ? 'Unlock' : 'Lock'}
        <span className="visually-hidden"> {u.username}</span>
      </button>
    </span>
  );
}

export function Users() {
  return (
    <AdminOnly title="Users">
      <UserAdmin />
    </AdminOnly>
  );
}

function UserAdmin() {
  const qc = useQueryClient();
  const say = useAnnounce();
  const q = useQuery({ queryKey: ['users'], queryFn: () => get<User[]>('/api/editor/users') });
  const [error, setError] = useState('');
  const { register, handleSubmit, reset, setError: setFieldError, formState } = useForm({ defaultValues: { username: '', password: '', role: 'editor' } });
  const create = handleSubmit(async (v) => {
    setError('');
    try {
      await call('POST', '/api/editor/users', v);
      say(`User ${v.username} created.`);
      reset();
      void qc.invalidateQueries({ queryKey: ['users'] });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : [];
      for (const f of fields) if (f.path === '/password' || f.path === '/username') setFieldError(f.path.slice(1) as 'password', { message: f.message });
      setError((err as Error).message);
    }
  });
  const change: Change = async (u, patch, what) => {
    try {
      await call('PATCH', `/api/editor/users/${u.id}`, patch);
      say(`${u.username}: ${what}.`);
      void qc.invalidateQueries({ queryKey: ['users'] });
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const e = formState.errors;
  return (
    <>
      <h1>Users</h1>
      {error && (
        <p className="note note-error" role="alert">
          {error}
        </p>
      )}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <DataTable
          label="Accounts"
          rows={q.data}
          rowKey={(u) => String(u.id)}
          columns={[
            {
              head: 'User',
              cell: (u) => (
                <>
                  {u.username}
                  {u.last_login_at ? <span className="muted small"> · last sign-in {when(u.last_login_at)}</span> : null}
                </>
              ),
            },
            { head: 'Role', cell: (u) => u.role },
            { head: 'Status', cell: (u) => (u.disabled ? 'Locked' : 'Active') },
            { head: 'Actions', cell: (u) => <UserActions u={u} change={change} /> },
          ]}
        />
      )}
      <form className="card" onSubmit={create} noValidate aria-labelledby="new-user-h">
        <h2 id="new-user-h">New user</h2>
        <FormField id="nu-name" label="User name" error={e.username?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('username', {
                required: 'Enter a user name.',
                pattern: { value: /^[A-Za-z0-9._-]{2,64}$/, message: '2 to 64 letters, digits, dots, dashes or underscores.' },
              })}
            />
          )}
        </FormField>
        <FormField id="nu-pass" label="Password" error={e.password?.message}>
          {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('password', { required: 'Enter a password.' })} />}
        </FormField>
        <div className="field">
          <label htmlFor="nu-role">Role</label>
          <select id="nu-role" {...register('role')}>
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Create user
        </button>
      </form>
    </>
  );
}
