// Admins: the accounts, a new one, role and locking changes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, get } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { TableWrap } from '../ui/TableWrap';

interface User {
  id: number;
  username: string;
  role: 'editor' | 'admin';
  disabled: number | boolean;
  created_at?: string;
  last_login_at?: string | null;
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
  const change = async (u: User, patch: object, what: string) => {
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
        <TableWrap label={'Accounts'}>
          <table>
            <caption className="visually-hidden">Accounts</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((u) => (
                <tr key={u.id}>
                  <td>
                    {u.username}
                    {u.last_login_at ? <span className="muted small"> · last sign-in {when(u.last_login_at)}</span> : null}
                  </td>
                  <td>{u.role}</td>
                  <td>{u.disabled ? 'Locked' : 'Active'}</td>
                  <td className="row-actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void change(u, { role: u.role === 'admin' ? 'editor' : 'admin' }, 'role changed')}
                    >
                      Make {u.role === 'admin' ? 'editor' : 'admin'}
                      <span className="visually-hidden"> : {u.username}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void change(u, { disabled: !u.disabled }, u.disabled ? 'unlocked' : 'locked')}
                    >
                      {u.disabled ? 'Unlock' : 'Lock'}
                      <span className="visually-hidden"> {u.username}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <form className="card" onSubmit={create} noValidate aria-labelledby="new-user-h">
        <h2 id="new-user-h">New user</h2>
        <div className="field">
          <label htmlFor="nu-name">User name</label>
          <input
            id="nu-name"
            aria-invalid={!!e.username}
            aria-describedby={e.username ? 'nu-name-error' : undefined}
            {...register('username', {
              required: 'Enter a user name.',
              pattern: { value: /^[A-Za-z0-9._-]{2,64}$/, message: '2 to 64 letters, digits, dots, dashes or underscores.' },
            })}
          />
          {e.username && (
            <p id="nu-name-error" className="field-error">
              {e.username.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="nu-pass">Password</label>
          <input
            id="nu-pass"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!e.password}
            aria-describedby={e.password ? 'nu-pass-error' : undefined}
            {...register('password', { required: 'Enter a password.' })}
          />
          {e.password && (
            <p id="nu-pass-error" className="field-error">
              {e.password.message}
            </p>
          )}
        </div>
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
