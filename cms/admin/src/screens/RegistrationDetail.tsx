// One registration: the owner, the vehicle, each dated installation with its film, areas and rolls,
// the photos (personal data: fetched uncached), what happened to it, and per warranty: void with a
// reason, or transfer to a new owner.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, get } from '../lib/api';
import { regPaths } from '../lib/registration-paths';
import type { RegisteredWarranty, RegistrationDetail as Detail } from '../lib/types';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { when } from '../ui/StateBadge';
import { Photo } from '../registrations/Photo';
import { VoidForm } from '../registrations/VoidForm';
import { TransferForm, type TransferFields } from '../registrations/TransferForm';
import { WarrantyStateBadge } from '../registrations/WarrantyStateBadge';
import { metres } from '../registrations/messages';
import { REGISTRATIONS_KEY } from './Registrations';

type Open = { kind: 'void' | 'transfer'; warranty: RegisteredWarranty } | null;

export function RegistrationDetail() {
  const id = useParams().id ?? '';
  const qc = useQueryClient();
  const say = useAnnounce();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const q = useQuery({ queryKey: [...REGISTRATIONS_KEY, 'detail', id], queryFn: () => get<Detail>(regPaths.registration(id)) });
  const close = () => setOpen(null);
  const done = async (msg: string) => {
    close();
    setNotice(msg);
    say(msg);
    await qc.invalidateQueries({ queryKey: REGISTRATIONS_KEY });
    await qc.invalidateQueries({ queryKey: ['rolls'] });
  };
  const voidIt = async (w: RegisteredWarranty, reason: string) => {
    await call('POST', regPaths.voidWarranty(w.id), { reason });
    await done(`Warranty ${w.warranty_no} is void.`);
  };
  const transfer = async (w: RegisteredWarranty, v: TransferFields) => {
    await call('POST', regPaths.transferWarranty(w.id), {
      owner: { name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() },
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    });
    await done(`Warranty ${w.warranty_no} now belongs to ${v.name.trim()}; the new owner was mailed its link.`);
  };

  const r = q.data;
  return (
    <>
      <p className="crumbs">
        <Link to="/registrations">Warranty registrations</Link>
      </p>
      <h1>
        {r ? (
          <>
            {r.vehicle.brand} {r.vehicle.model}, <span className="nowrap">{r.installation_date}</span>
          </>
        ) : (
          'Registration'
        )}
      </h1>
      {notice && <p className="note note-ok">{notice}</p>}
      {q.isPending && <p role="status">Loading the registration…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {r && (
        <>
          <section aria-labelledby="reg-warranties" className="card reg-section">
            <h2 id="reg-warranties">Warranties</h2>
            <ul role="list" className="warranty-list">
              {r.warranties.map((w) => (
                <li key={w.id} className="warranty">
                  <div>
                    <span className="mono strong">{w.warranty_no}</span> <WarrantyStateBadge state={w.state} />{' '}
                    <span className="muted">{w.kind === 'ppf' ? 'Paint protection film' : 'Window film'}</span>
                    {w.appended && <span className="muted"> · an installation added to an earlier warranty</span>}
                  </div>
                  {w.state === 'void' && w.void_reason && <p className="wrap void-reason">Void: {w.void_reason}</p>}
                  {w.state === 'live' && (
                    <div className="row-actions">
                      <button type="button" className="btn btn-small" onClick={() => setOpen({ kind: 'transfer', warranty: w })}>
                        {/* one text: the button's flex gap would part "Transfer" and "to a new owner" */}
                        <span>
                          Transfer<span className="visually-hidden"> warranty {w.warranty_no}</span> to a new owner
                        </span>
                      </button>
                      <button type="button" className="btn btn-small btn-danger" onClick={() => setOpen({ kind: 'void', warranty: w })}>
                        Void<span className="visually-hidden"> warranty {w.warranty_no}</span>
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>

          <div className="columns reg-columns">
            <section aria-labelledby="reg-owner" className="card reg-section">
              <h2 id="reg-owner">Owner</h2>
              {/* a transfer changes the owner on the warranty, not on the registration (docs/product/warranty-registration.md#console) */}
              <p className="muted small">As the shop registered it. After a transfer, the new owner is on the warranty and its page.</p>
              <dl className="facts">
                <Fact term="Name">{r.owner.name}</Fact>
                <Fact term="Email">{r.owner.email}</Fact>
                <Fact term="Phone">{r.owner.phone}</Fact>
              </dl>
            </section>
            <section aria-labelledby="reg-vehicle" className="card reg-section">
              <h2 id="reg-vehicle">Vehicle</h2>
              <dl className="facts">
                <Fact term="Brand and model">
                  {r.vehicle.brand} {r.vehicle.model}
                </Fact>
                <Fact term="Plate">{r.vehicle.plate}</Fact>
                <Fact term="VIN" mono>
                  {r.vehicle.vin}
                </Fact>
                <Fact term="Installed by">{r.shop_name}</Fact>
              </dl>
            </section>
          </div>

          <section aria-labelledby="reg-installations">
            <h2 id="reg-installations">Installations</h2>
            <ol role="list" className="installations">
              {r.installations.map((i, n) => (
                <li key={n} className="card reg-section">
                  <h3>
                    {i.product_name} <span className="muted">· warranty {i.warranty_no}</span>
                  </h3>
                  <dl className="facts">
                    <Fact term="Installed on">{r.installation_date}</Fact>
                    <Fact term="Areas">{i.area_labels}</Fact>
                    <Fact term="Valid until">
                      {i.valid_until} ({i.term_years} {i.term_years === 1 ? 'year' : 'years'})
                    </Fact>
                    <Fact term="Rolls">
                      <ul role="list" className="plain-list">
                        {i.rolls.map((u) => (
                          <li key={u.serial}>
                            <Link className="mono" to={`/rolls/${encodeURIComponent(u.serial)}`}>
                              {u.serial}
                            </Link>
                            : {metres(u.metres)}
                          </li>
                        ))}
                      </ul>
                    </Fact>
                  </dl>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="reg-photos">
            <h2 id="reg-photos">Photos</h2>
            {r.photos.length === 0 ? (
              <p className="note">This registration has no photos.</p>
            ) : (
              <ul role="list" className="photos">
                {r.photos.map((p, n) => (
                  <li key={p}>
                    <Photo
                      id={p}
                      alt={`Photo ${n + 1} of ${r.photos.length} of the installation on ${r.vehicle.brand} ${r.vehicle.model} (${r.vehicle.plate})`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="reg-history" className="card reg-section">
            <h2 id="reg-history">History</h2>
            <ol role="list" className="history">
              <li>
                <span className="strong">{when(r.created_at)}</span>: registered by {r.shop_name}.
              </li>
              {r.updated_at !== r.created_at && (
                <li>
                  <span className="strong">{when(r.updated_at)}</span>: last changed.
                </li>
              )}
              {r.warranties
                .filter((w) => w.state === 'void')
                .map((w) => (
                  <li key={w.id}>
                    Warranty {w.warranty_no} voided{w.void_reason ? `: ${w.void_reason}` : '.'}
                  </li>
                ))}
              <li>{r.editable_until ? `The shop may change it until ${when(r.editable_until)}.` : 'The shop can no longer change it (7 days have passed).'}</li>
            </ol>
            <p className="muted small">Every change, void and transfer is in the audit log, with who made it.</p>
          </section>
        </>
      )}

      <Dialog open={open?.kind === 'void'} title="Void this warranty?" onClose={close}>
        {open?.kind === 'void' && <VoidForm warranty={open.warranty} onSubmit={(reason) => voidIt(open.warranty, reason)} onCancel={close} />}
      </Dialog>
      <Dialog open={open?.kind === 'transfer'} title="Transfer to a new owner" onClose={close}>
        {open?.kind === 'transfer' && <TransferForm warranty={open.warranty} onSubmit={(v) => transfer(open.warranty, v)} onCancel={close} />}
      </Dialog>
    </>
  );
}

function Fact({ term, children, mono }: { term: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={mono ? 'mono wrap' : 'wrap'}>{children}</dd>
    </div>
  );
}
