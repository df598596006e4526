// The actions of one dealer's row; each button's name ends with the dealer's, for screen readers.
import type { DealerLogin } from '../lib/types';

export type Action = 'create' | 'edit' | 'mail' | 'show' | 'disable' | 'enable' | 'end-sessions';

function Btn({ label, shop, onClick, danger }: { label: string; shop: string; onClick: () => void; danger?: boolean }) {
  return (
    <button type="button" className={danger ? 'btn btn-small btn-danger' : 'btn btn-small'} onClick={onClick}>
      {label}
      <span className="visually-hidden">: {shop}</span>
    </button>
  );
}

export function RowActions({ row, act, busy }: { row: DealerLogin; act: (a: Action) => void; busy: boolean }) {
  const shop = row.shop_name;
  if (row.username === null)
    return (
      <span className="row-actions">
        <button type="button" className="btn btn-small" onClick={() => act('create')}>
          Create login<span className="visually-hidden">: {shop}</span>
        </button>
      </span>
    );
  return (
    <span className="row-actions" aria-busy={busy || undefined}>
      <Btn label="Edit" shop={shop} onClick={() => act('edit')} />
      {!row.disabled && (
        <>
          <Btn label="Mail set-password link" shop={shop} onClick={() => act('mail')} />
          <Btn label="Show link once" shop={shop} onClick={() => act('show')} />
        </>
      )}
      {row.disabled ? (
        <Btn label="Enable" shop={shop} onClick={() => act('enable')} />
      ) : (
        <Btn label="Disable" shop={shop} onClick={() => act('disable')} danger />
      )}
      {row.open_sessions > 0 && <Btn label="End sessions" shop={shop} onClick={() => act('end-sessions')} danger />}
    </span>
  );
}
