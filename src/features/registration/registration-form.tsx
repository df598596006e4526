/**
 * Register an installation (docs/product/warranty-registration.md): the owner, the vehicle, the
 * day, one or more installations and 1-6 photos, made for a phone in a workshop. Everything typed
 * is kept in a local draft (a reload or a lost connection loses nothing); the form checks what it
 * can before sending, the server checks everything again, and every refusal is shown beside the
 * field it names. A double tap or a retry sends the same idempotency key: one registration.
 */
import * as React from 'react';
import { REG_LIMITS, checkVin } from '../../../contract/registration-rules';
import type { RegistrationProduct, RegistrationResult, Roll } from '../../../contract/registrations';
import { register } from '../../services/registrations';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { TextField } from '../forms/form-fields';
import { useSubmitGuard } from '../forms/use-submit';
import { dealerCall } from '../dealer/use-dealer-live';
import { earliestDay, todayIn } from './dates';
import { newInstallation, type DraftInstallation } from './draft';
import { ErrorSummary } from './error-summary';
import { errorsOf, fieldId, firstErrorField, placeErrors, withoutErrorsAt, type FieldError } from './field-errors';
import { InstallationFields } from './installation-fields';
import { OwnerFields, type OwnerValues } from './owner-fields';
import { namePhotoErrors } from './photo-errors';
import { PhotoUploads } from './photo-uploads';
import { RegistrationDone } from './registration-done';
import { toRequest } from './to-request';
import { useRegistrationDraft } from './use-registration-draft';
import { VehicleFields, type VehicleValues } from './vehicle-fields';
import { fieldPointers, validateRegistration } from './validate-registration';
import * as formStyles from '../forms/form.module.css';
import * as styles from './registration.module.css';

export interface RegistrationFormProps {
  products: readonly RegistrationProduct[];
  rolls: readonly Roll[];
}

export function RegistrationForm({ products, rolls }: RegistrationFormProps): JSX.Element {
  const [today] = React.useState(() => todayIn());
  const { draft, restored, notKept, update, reset, discard } = useRegistrationDraft(today);
  const [errors, setErrors] = React.useState<FieldError[]>([]);
  const [vinWarning, setVinWarning] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<{ result: RegistrationResult; vin: string } | null>(null);
  const [focusTo, setFocusTo] = React.useState<string | null>(null);
  const { busy, submit } = useSubmitGuard();

  const pointers = React.useMemo(() => (draft ? fieldPointers(draft) : []), [draft]);
  const placed = React.useMemo(() => placeErrors(errors, pointers), [errors, pointers]);
  const errorAt = React.useCallback((p: string) => placed.byField.get(p)?.join(' ') ?? null, [placed]);

  // focus the first refused field once it is rendered with its message
  React.useEffect(() => {
    if (!focusTo) return;
    document.getElementById(focusTo)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  React.useEffect(() => {
    if (draft) setVinWarning(checkVin(draft.vehicle.vin).warning ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for a restored VIN
  }, [draft === null]);

  if (done) {
    return (
      <RegistrationDone
        result={done.result}
        vin={done.vin}
        onAnother={() => {
          setDone(null);
          setErrors([]);
          reset();
        }}
      />
    );
  }
  if (!draft) return <Loading label="Opening your draft…" />;

  const edited = (pointer: string) => setErrors((list) => withoutErrorsAt(list, pointer));
  const setOwner = (k: keyof OwnerValues, v: string) => {
    update((d) => ({ ...d, owner: { ...d.owner, [k]: v } }));
    edited(`/owner/${k}`);
  };
  const setVehicle = (k: keyof VehicleValues, v: string) => {
    update((d) => ({ ...d, vehicle: { ...d.vehicle, [k]: v } }));
    edited(`/vehicle/${k}`);
  };
  const setInstallation = (i: number, next: DraftInstallation) => {
    const before = draft.installations[i]!;
    update((d) => ({ ...d, installations: d.installations.map((x, k) => (k === i ? next : x)) }));
    if (next.product_id !== before.product_id) edited(`/installations/${i}/product_id`);
    if (next.areas !== before.areas) edited(`/installations/${i}/areas`);
    next.rolls.forEach((r, j) => {
      const was = before.rolls[j];
      if (was?.serial !== r.serial) edited(`/installations/${i}/rolls/${j}/serial`);
      if (was?.metres !== r.metres) edited(`/installations/${i}/rolls/${j}/metres`);
    });
    if (next.rolls.length !== before.rolls.length) edited(`/installations/${i}/rolls`);
  };

  const showErrors = (list: FieldError[]) => {
    setErrors(list);
    const p = placeErrors(list, fieldPointers(draft));
    const first = firstErrorField(p, fieldPointers(draft));
    setFocusTo(first ? fieldId(first) : 'reg-summary');
  };

  const onVinBlur = () => {
    const typed = draft.vehicle.vin;
    if (!typed.trim()) return setVinWarning(null);
    const check = checkVin(typed);
    if (check.vin !== typed) update((d) => ({ ...d, vehicle: { ...d.vehicle, vin: check.vin } }));
    setVinWarning(check.warning ?? null);
    setErrors((list) => [...withoutErrorsAt(list, '/vehicle/vin'), ...(check.ok ? [] : [{ path: '/vehicle/vin', message: check.error! }])]);
  };

  const send = () =>
    submit(async () => {
      const problems = validateRegistration(draft, { products, rolls, today });
      if (problems.length > 0) return showErrors(problems);
      setErrors([]);
      // marked before it goes: if no answer comes (the connection drops, the tab closes), the form offers to send it again
      update((d) => ({ ...d, unsent: true }));
      let res;
      try {
        res = await dealerCall(() => register(toRequest(draft)));
      } catch {
        setFocusTo('reg-unsent');
        return; // the client showed the toast; the draft keeps everything, marked unsent
      }
      if (!res) return update((d) => ({ ...d, unsent: false })); // asked to log in again: nothing was stored
      if (res.code === 1 && res.data) {
        discard();
        setDone({ result: res.data, vin: checkVin(draft.vehicle.vin).vin });
        return;
      }
      update((d) => ({ ...d, unsent: false }));
      const list = namePhotoErrors(errorsOf(res.data), draft.photos);
      showErrors(list.length > 0 ? list : [{ path: '', message: res.msg || 'The registration was refused.' }]);
    });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label="Register an installation" data-testid="registration-form">
      {restored ? (
        <div className={styles.notice} role="status">
          <p>Your unfinished registration from this device is back, as you left it.</p>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              if (window.confirm('Start a new registration? What this draft holds will be deleted from this device.')) {
                setErrors([]);
                reset();
              }
            }}
          >
            Start over
          </button>
        </div>
      ) : null}
      {notKept ? (
        <p className={styles.notice} role="alert">
          This browser does not keep a draft (private mode or full storage): a reload would lose what is typed.
        </p>
      ) : null}
      {draft.unsent && !busy ? (
        <div id="reg-unsent" className={styles.unsent} role="alert" tabIndex={-1} data-testid="registration-unsent">
          <p className={styles.unsentTitle}>The registration was not confirmed</p>
          <p>No answer came back (the connection may be lost). Everything you typed is kept on this device. Sending it again registers it once, never twice.</p>
          <Button type="button" onClick={() => void send()}>
            Send again
          </Button>
        </div>
      ) : null}
      <ErrorSummary id="reg-summary" placed={placed} order={pointers} />

      <OwnerFields variant="register" owner={draft.owner} errorAt={errorAt} onChange={setOwner} />

      <VehicleFields
        variant="register"
        vehicle={draft.vehicle}
        errorAt={errorAt}
        onChange={setVehicle}
        vinHint={vinWarning ? <span className={styles.warning}>{vinWarning}</span> : '17 characters, without I, O or Q'}
        onVinBlur={onVinBlur}
      >
        <TextField
          id={fieldId('/installation_date')}
          label="Installation date"
          requiredMark
          type="date"
          min={earliestDay(today)}
          max={today}
          value={draft.installation_date}
          hint={`Today or up to ${REG_LIMITS.daysBack} days back`}
          error={errorAt('/installation_date')}
          onChange={(e) => {
            const v = e.target.value;
            update((d) => ({ ...d, installation_date: v }));
            edited('/installation_date');
          }}
        />
      </VehicleFields>

      <section className={styles.installations} aria-labelledby="reg-installations-title">
        <h2 id="reg-installations-title" className={styles.sectionTitle}>
          Installations
        </h2>
        {errorAt('/installations') ? (
          <p id={fieldId('/installations')} className={styles.error} role="alert" tabIndex={-1}>
            {errorAt('/installations')}
          </p>
        ) : null}
        {draft.installations.map((ins, i) => (
          <InstallationFields
            key={ins.uid}
            index={i}
            count={draft.installations.length}
            installations={draft.installations}
            products={products}
            rolls={rolls}
            errorAt={errorAt}
            onChange={(next) => setInstallation(i, next)}
            onRemove={() => {
              update((d) => ({ ...d, installations: d.installations.filter((_, k) => k !== i) }));
              setErrors([]);
            }}
          />
        ))}
        {draft.installations.length < REG_LIMITS.installationsMax ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => update((d) => ({ ...d, installations: [...d.installations, newInstallation()] }))}>
            Add another installation
          </Button>
        ) : null}
      </section>

      <div className={styles.section}>
        <PhotoUploads
          id={fieldId('/photos')}
          photos={draft.photos}
          error={errorAt('/photos')}
          onAdd={(p) => {
            update((d) => ({ ...d, photos: [...d.photos, p] }));
            edited('/photos');
          }}
          onRemove={(id) => update((d) => ({ ...d, photos: d.photos.filter((x) => x.id !== id) }))}
        />
      </div>

      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy} data-testid="register-submit">
          {busy ? 'Registering…' : 'Register warranty'}
        </Button>
        <p className={styles.note}>
          Your draft is kept on this device until it is registered or you log out. Its photos are kept on the server for {REG_LIMITS.unusedPhotoDays} days:
          after that, choose them again.
        </p>
      </div>
    </form>
  );
}
