/**
 * /RegistrationInfo?id=: one of the shop's registrations (owner, vehicle, installations, warranties,
 * photos), and its changes within 7 days of submission: after that it is read-only and says until
 * when it could be changed. Another shop's registration is refused by the server like any other
 * cross-dealer call, and its message is shown.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { FILM_KIND_LABEL, REG_LIMITS } from '../../../contract/registration-rules';
import type { RegistrationDetail } from '../../../contract/registrations';
import { getRegistrationDetail } from '../../services/registrations';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Loading } from '../../components/ui/loading';
import { LoadError, useLive, type LiveState } from '../forms/live-state';
import { dealerCall } from '../dealer/use-dealer-live';
import { formatDay, formatInstant } from './dates';
import { editableUntil, isEditable } from './edit-window';
import { MY_REGISTRATIONS_PATH } from './paths';
import { RegistrationEditForm } from './registration-edit-form';
import { RegistrationPhoto } from './registration-photo';
import { warrantyPagePath } from './registration-done';
import * as styles from './registration.module.css';

export function RegistrationInfo({ search }: { search: string }): JSX.Element {
  const [id, setId] = React.useState<string | null>(null);
  React.useEffect(() => setId((new URLSearchParams(search).get('id') ?? '').trim()), [search]);
  const { state, retry, setState } = useLive<RegistrationDetail>(async (): Promise<LiveState<RegistrationDetail>> => {
    if (id === null) return { status: 'loading' };
    if (!id) return { status: 'refused', msg: 'This address names no registration.' };
    const res = await dealerCall(() => getRegistrationDetail(id));
    if (!res) return { status: 'loading' };
    return res.code === 1 && res.data ? { status: 'ready', data: res.data } : { status: 'refused', msg: res.msg };
  }, [id]);

  if (state.status === 'loading') return <Loading label="Loading the registration…" />;
  if (state.status === 'failed') return <LoadError title="The registration could not be loaded" onRetry={retry} />;
  if (state.status === 'refused') {
    return <EmptyState title="Registration not found" description={state.msg} action={<Button to={MY_REGISTRATIONS_PATH}>My registrations</Button>} />;
  }
  return <RegistrationView detail={state.data} onSaved={(data) => setState({ status: 'ready', data })} />;
}

function Fact({ label, children, mono }: { label: string; children: React.ReactNode; mono?: boolean }): JSX.Element {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{children}</dd>
    </div>
  );
}

export function RegistrationView({ detail, onSaved }: { detail: RegistrationDetail; onSaved: (d: RegistrationDetail) => void }): JSX.Element {
  const [editing, setEditing] = React.useState(false);
  const [saved, setSaved] = React.useState<string | null>(null);
  const [now] = React.useState(() => new Date());
  const editable = isEditable(detail, now);
  const until = editableUntil(detail);
  const heading = React.useRef<HTMLHeadingElement>(null);

  return (
    <div className={styles.detail} data-testid="registration-detail">
      <section className={styles.section} aria-labelledby="reg-title">
        <p className={styles.eyebrow}>Registered {formatInstant(detail.created_at)}</p>
        <h2 id="reg-title" ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {[detail.vehicle.brand, detail.vehicle.model].filter(Boolean).join(' ')} <span className={styles.plate}>{detail.vehicle.plate}</span>
        </h2>
        <p className={styles.editState} data-editable={editable || undefined} data-testid="edit-state">
          {editable
            ? `Can be changed until ${formatInstant(until)}.`
            : `Read-only: a registration can be changed within ${REG_LIMITS.editDays} days of its submission, and this one could be changed until ${formatInstant(until)}.`}
        </p>
        {saved ? (
          <p className={styles.notice} role="status">
            {saved}
          </p>
        ) : null}
        {editing ? (
          <RegistrationEditForm
            detail={detail}
            onCancel={() => {
              setEditing(false);
              heading.current?.focus();
            }}
            onSaved={(next, emailChanged) => {
              onSaved(next);
              setEditing(false);
              setSaved(emailChanged ? 'Changes saved. The owner is told of the new email address.' : 'Changes saved.');
              heading.current?.focus();
            }}
          />
        ) : (
          <>
            <div className={styles.columns}>
              <div>
                <h3 className={styles.subTitle}>Owner</h3>
                <dl className={styles.facts}>
                  <Fact label="Name">{detail.owner.name}</Fact>
                  <Fact label="Email">{detail.owner.email}</Fact>
                  <Fact label="Phone">{detail.owner.phone}</Fact>
                </dl>
              </div>
              <div>
                <h3 className={styles.subTitle}>Vehicle</h3>
                <dl className={styles.facts}>
                  <Fact label="VIN" mono>
                    {detail.vehicle.vin}
                  </Fact>
                  <Fact label="Plate">{detail.vehicle.plate}</Fact>
                  <Fact label="Brand">{detail.vehicle.brand}</Fact>
                  <Fact label="Model">{detail.vehicle.model}</Fact>
                  <Fact label="Installed">{formatDay(detail.installation_date)}</Fact>
                </dl>
              </div>
            </div>
            {editable ? (
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setSaved(null);
                    setEditing(true);
                  }}
                >
                  Change details
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="reg-installs-title">
        <h2 id="reg-installs-title" className={styles.sectionTitle}>
          Installations
        </h2>
        <ul className={styles.installs} role="list">
          {detail.installations.map((ins, i) => (
            <li key={`${ins.warranty_no}-${i}`} className={styles.install}>
              <h3 className={styles.subTitle}>{ins.product_name}</h3>
              <dl className={styles.facts}>
                <Fact label="Film">{FILM_KIND_LABEL[ins.kind]}</Fact>
                <Fact label="Areas">{ins.area_labels}</Fact>
                <Fact label="Rolls">{ins.rolls.map((r) => `${r.serial} (${r.metres} m)`).join(', ')}</Fact>
                <Fact label="Warranty">
                  {ins.warranty_no}, {ins.term_years} years, valid until {formatDay(ins.valid_until)}
                </Fact>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="reg-warranties-title">
        <h2 id="reg-warranties-title" className={styles.sectionTitle}>
          Warranties
        </h2>
        <ul className={styles.warrantyList} role="list">
          {detail.warranties.map((w) => (
            <li key={w.id} className={styles.warranty}>
              <p className={styles.eyebrow}>{FILM_KIND_LABEL[w.kind]}</p>
              <p className={styles.warrantyNo}>
                Warranty <strong>{w.warranty_no}</strong>{' '}
                {w.state === 'void' ? <span className={styles.voidNote}>void{w.void_reason ? `: ${w.void_reason}` : ''}</span> : null}
              </p>
              <Link to={warrantyPagePath(w, detail.vehicle.vin)} className={styles.linkStrong}>
                Warranty page <span className="visually-hidden">of {w.warranty_no}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {!editing ? (
        <section className={styles.section} aria-labelledby="reg-photos-title">
          <h2 id="reg-photos-title" className={styles.sectionTitle}>
            Photos
          </h2>
          {detail.photos.length === 0 ? (
            <p className={styles.note}>No photos.</p>
          ) : (
            <ul className={styles.photoList} role="list">
              {detail.photos.map((p, i) => (
                <li key={p} className={styles.photo}>
                  <RegistrationPhoto id={p} alt={`Photo ${i + 1} of ${detail.photos.length}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <div className={styles.actions}>
        <Button to={MY_REGISTRATIONS_PATH} variant="ghost">
          Back to my registrations
        </Button>
      </div>
    </div>
  );
}
