// One roll: its film, dealer, length, metres used and left, and the warranties that used it (each
// opens its registration). Admins assign it to a dealer here too.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, get } from '../lib/api';
import { useChoices } from '../lib/choices';
import { useMe } from '../lib/me';
import { regPaths } from '../lib/registration-paths';
import type { Roll, RollDetail as Detail } from '../lib/types';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { AssignForm } from '../registrations/AssignForm';
import { WarrantyStateBadge } from '../registrations/WarrantyStateBadge';
import { metres } from '../registrations/messages';
import { ROLLS_KEY } from './Rolls';

export function RollDetail() {
  const serial = useParams().serial ?? '';
  const me = useMe();
  const qc = useQueryClient();
  const say = useAnnounce();
  const [assigning, setAssigning] = useState(false);
  const [notice, setNotice] = useState('');
  const dealers = useChoices('dealers');
  const q = useQuery({ queryKey: [...ROLLS_KEY, 'detail', serial], queryFn: () => get<Detail>(regPaths.roll(serial)) });

  const assign = async (shopId: number | null) => {
    const { data } = await call<Roll>('PATCH', regPaths.roll(serial), { shop_id: shopId });
    setAssigning(false);
    const msg = data.shop_name ? `Roll ${data.serial} is now with ${data.shop_name}.` : `Roll ${data.serial} is back in stock.`;
    setNotice(msg);
    say(msg);
    await qc.invalidateQueries({ queryKey: ROLLS_KEY });
  };

  return (
    <>
      <p className="crumbs">
        <Link to="/rolls">Rolls</Link>
      </p>
      <div className="title-row">
        <h1>
          Roll <span className="mono">{serial}</span>
        </h1>
        {me.role === 'admin' && q.data && (
          <button type="button" className="btn" onClick={() => setAssigning(true)} disabled={!dealers.data}>
            {q.data.roll.shop_id === null ? 'Assign to a dealer' : 'Reassign'}
          </button>
        )}
      </div>
      {notice && <p className="note note-ok">{notice}</p>}
      {q.isPending && <p role="status">Loading the roll…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <dl className="facts card reg-section">
            <div>
              <dt>Film</dt>
              <dd>{q.data.roll.product_name}</dd>
            </div>
            <div>
              <dt>Shipped to</dt>
              <dd>{q.data.roll.shop_name ?? 'In stock (no dealer yet)'}</dd>
            </div>
            <div>
              <dt>Length</dt>
              <dd>{metres(q.data.roll.length_m)}</dd>
            </div>
            <div>
              <dt>Used</dt>
              <dd>{metres(q.data.roll.used_m)}</dd>
            </div>
            <div>
              <dt>Left</dt>
              <dd>{metres(q.data.roll.remaining_m)}</dd>
            </div>
          </dl>
          <h2>Warranties that used this roll</h2>
          {q.data.uses.length === 0 ? (
            <p className="note">No warranty has used this roll yet.</p>
          ) : (
            <div className="stacked-table">
              <DataTable
                label="Warranties that used this roll"
                rows={q.data.uses}
                rowKey={(u, i) => `${u.warranty_id}-${i}`}
                columns={[
                  {
                    head: 'Warranty',
                    cell: (u) => (
                      <Link className="mono strong nowrap" to={`/registrations/${encodeURIComponent(u.registration_id)}`}>
                        {u.warranty_no}
                      </Link>
                    ),
                  },
                  { head: 'State', cell: (u) => <WarrantyStateBadge state={u.state} /> },
                  { head: 'Installed by', cell: (u) => <span className="cell-text">{u.shop_name}</span> },
                  { head: 'Installed on', cell: (u) => u.installation_date },
                  {
                    head: 'Metres',
                    className: 'col-num',
                    cell: (u) => (
                      <>
                        <span className="cell-label muted">Metres: </span>
                        {metres(u.metres)}
                      </>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </>
      )}
      <Dialog open={assigning} title="Assign the roll to a dealer" onClose={() => setAssigning(false)}>
        {assigning && q.data && <AssignForm roll={q.data.roll} dealers={dealers.data ?? []} onSubmit={assign} onCancel={() => setAssigning(false)} />}
      </Dialog>
    </>
  );
}
