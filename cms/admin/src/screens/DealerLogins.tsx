// Admins: dealer logins (docs/product/editing.md#dealer-logins). Every dealer with its login state;
// create a login (no password: the dealer sets it through a link), edit it, mail or show once a
// set-password link, disable or enable it, end its sessions. The CMS audits each of these.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, get } from '../lib/api';
import type { DealerLogin, ShownLink } from '../lib/types';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { when } from '../ui/StateBadge';
import { LoginForm, type LoginFields } from '../dealer-logins/LoginForm';
import { ShownLinkView } from '../dealer-logins/ShownLinkView';
import { RowActions, type Action } from '../dealer-logins/RowActions';
import { LoginStateBadge, loginState } from '../dealer-logins/login-state';

const KEY = ['dealer-logins'];
const URL = '/api/editor/dealer-logins';

type Open = { kind: 'create' | 'edit' | 'disable' | 'end-sessions'; row: DealerLogin } | { kind: 'shown'; row: DealerLogin; shown: ShownLink } | null;

export function DealerLogins() {
  return (
    <AdminOnly title="Dealer logins">
      <DealerLoginAdmin />
    </AdminOnly>
  );
}

function DealerLoginAdmin() {
  const qc = useQueryClient();
  const say = useAnnounce();
  const q = useQuery({ queryKey: KEY, queryFn: () => get<DealerLogin[]>(URL) });
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const close = () => setOpen(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });

  /** one call for a row; its message is shown and spoken, a refusal shown as an error */
  const run = async <T,>(row: DealerLogin, method: 'POST' | 'PATCH', url: string, body?: object): Promise<T | null> => {
    setError('');
    setNotice('');
    setBusy(row.shop_id);
    try {
      const res = await call<T>(method, url, body);
      setNotice(`${row.shop_name}: ${res.msg}`);
      say(`${row.shop_name}: ${res.msg}`);
      return res.data;
    } catch (err) {
      setError(`${row.shop_name}: ${(err as Error).message}`);
      return null;
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const act = async (row: DealerLogin, a: Action) => {
    if (a === 'create' || a === 'edit' || a === 'disable' || a === 'end-sessions') return setOpen({ kind: a, row });
    if (a === 'enable') return void (await run(row, 'PATCH', `${URL}/${row.shop_id}`, { disabled: false }));
    if (a === 'mail') return void (await run(row, 'POST', `${URL}/${row.shop_id}/password-link`, { deliver: 'mail' }));
    const shown = await run<ShownLink>(row, 'POST', `${URL}/${row.shop_id}/password-link`, { deliver: 'show' });
    if (shown) setOpen({ kind: 'shown', row, shown });
  };

  /** create and edit throw the refusal back to the form, which shows it beside its field */
  const saveLogin = async (row: DealerLogin, v: LoginFields) => {
    const creating = row.username === null;
    const res = creating ? await call('POST', URL, { shop_id: row.shop_id, ...v }) : await call('PATCH', `${URL}/${row.shop_id}`, v);
    setError('');
    setNotice(`${row.shop_name}: ${res.msg}`);
    say(`${row.shop_name}: ${res.msg}`);
    close();
    refresh();
  };

  const confirm = async () => {
    if (!open || (open.kind !== 'disable' && open.kind !== 'end-sessions')) return;
    const { row, kind } = open;
    close();
    if (kind === 'disable') await run(row, 'PATCH', `${URL}/${row.shop_id}`, { disabled: true });
    else await run(row, 'POST', `${URL}/${row.shop_id}/end-sessions`);
  };

  return (
    <>
      <h1>Dealer logins</h1>
      <p className="muted lead">
        A dealer signs in to the dealer portal with a login made here. It has no password until the dealer chooses one through a set-password link, mailed to
        the login’s email or shown to you once. A new link ends any earlier one. Passwords are never shown or typed here.
      </p>
      {error && (
        <p className="note note-error" role="alert">
          {error}
        </p>
      )}
      {notice && !error && <p className="note note-ok">{notice}</p>}
      {q.isPending && <p role="status">Loading the dealers…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && q.data.length === 0 && <p className="note">There are no dealers yet: add one under Content, Dealers.</p>}
      {q.data && q.data.length > 0 && (
        <div className="dealer-logins">
          <DataTable
            label="Dealers and their logins"
            rows={q.data}
            rowKey={(d) => String(d.shop_id)}
            columns={[
              {
                head: 'Dealer',
                cell: (d) => (
                  <>
                    <span className="strong">{d.shop_name}</span>
                    {d.dealer_status === 'draft' && <span className="badge badge-draft">Draft</span>}
                  </>
                ),
              },
              {
                head: 'Login',
                cell: (d) =>
                  d.username === null ? (
                    <LoginStateBadge state="none" />
                  ) : (
                    <div className="login-cell">
                      <LoginStateBadge state={loginState(d)} />
                      <span className="mono">{d.username}</span>
                      <span className="muted">{d.email}</span>
                    </div>
                  ),
              },
              {
                head: 'Sessions',
                className: 'col-num',
                cell: (d) =>
                  d.username === null ? (
                    <span className="muted dash">–</span>
                  ) : (
                    <>
                      {/* the column head is hidden on a phone: the count says what it is */}
                      <span className="cell-label muted">Open sessions: </span>
                      {d.open_sessions}
                    </>
                  ),
              },
              { head: 'Changed', className: 'col-when', cell: (d) => (d.updated_at ? when(d.updated_at) : <span className="muted">–</span>) },
              { head: 'Actions', cell: (d) => <RowActions row={d} busy={busy === d.shop_id} act={(a) => void act(d, a)} /> },
            ]}
          />
        </div>
      )}

      <Dialog open={open?.kind === 'create' || open?.kind === 'edit'} title={open?.kind === 'create' ? 'Create a login' : 'Edit the login'} onClose={close}>
        {open && (open.kind === 'create' || open.kind === 'edit') && (
          <>
            <p className="muted">{open.row.shop_name}</p>
            <LoginForm
              initial={{ username: open.row.username ?? '', email: open.row.email ?? '' }}
              submitLabel={open.kind === 'create' ? 'Create login' : 'Save login'}
              onSubmit={(v) => saveLogin(open.row, v)}
              onCancel={close}
            />
          </>
        )}
      </Dialog>

      <Dialog open={open?.kind === 'shown'} title="Set-password link" onClose={close}>
        {open?.kind === 'shown' && <ShownLinkView shown={open.shown} username={open.row.username ?? ''} onDone={close} />}
      </Dialog>

      <Dialog
        open={open?.kind === 'disable' || open?.kind === 'end-sessions'}
        title={open?.kind === 'disable' ? 'Disable this login?' : 'End all sessions?'}
        onClose={close}
      >
        {open && (open.kind === 'disable' || open.kind === 'end-sessions') && (
          <>
            <p>
              {open.kind === 'disable'
                ? `${open.row.shop_name} (${open.row.username}) can no longer sign in; open sessions and set-password links end now. You can enable the login again later.`
                : `${open.row.shop_name} (${open.row.username}) is signed out everywhere (${open.row.open_sessions} session${open.row.open_sessions === 1 ? '' : 's'}) and can sign in again.`}
            </p>
            <div className="row-actions">
              <button type="button" className="btn btn-danger" onClick={() => void confirm()}>
                {open.kind === 'disable' ? 'Disable login' : 'End sessions'}
              </button>
              <button type="button" className="btn" onClick={close}>
                Cancel
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
