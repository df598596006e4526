/**
 * Change a registration within its 7 days: the owner, the plate, brand and model, and the photos
 * (the VIN, the day and the installations stay as registered). The same checks as the register form,
 * the server's refusals beside their fields; each change is audited by the server.
 */
import * as React from 'react';
import type { RegistrationDetail } from '../../../contract/registrations';
import { editRegistration } from '../../services/registrations';
import { Button } from '../../components/ui/button';
import { useSubmitGuard } from '../forms/use-submit';
import { dealerCall } from '../dealer/use-dealer-live';
import type { DraftPhoto } from './draft';
import { ErrorSummary } from './error-summary';
import { errorsOf, fieldId, firstErrorField, placeErrors, withoutErrorsAt, type FieldError } from './field-errors';
import { namePhotoErrors } from './photo-errors';
import { OwnerFields, type OwnerValues } from './owner-fields';
import { PhotoUploads } from './photo-uploads';
import { validateOwnerVehicle, validatePhotos } from './validate-registration';
import { VehicleFields, type VehicleTextValues } from './vehicle-fields';
import * as formStyles from '../forms/form.module.css';
import * as styles from './registration.module.css';

const FIELDS = ['/owner/name', '/owner/email', '/owner/phone', '/vehicle/plate', '/vehicle/brand', '/vehicle/model', '/photos'];

export function RegistrationEditForm({
  detail,
  onSaved,
  onCancel,
}: {
  detail: RegistrationDetail;
  onSaved: (next: RegistrationDetail, emailChanged: boolean) => void;
  onCancel: () => void;
}): JSX.Element {
  const [owner, setOwnerState] = React.useState<OwnerValues>({ ...detail.owner });
  const [vehicle, setVehicleState] = React.useState<VehicleTextValues>({
    plate: detail.vehicle.plate,
    brand: detail.vehicle.brand,
    model: detail.vehicle.model,
  });
  const [photos, setPhotos] = React.useState<DraftPhoto[]>(() => detail.photos.map((id, i) => ({ id, name: `Photo ${i + 1}` })));
  const [errors, setErrors] = React.useState<FieldError[]>([]);
  const [focusTo, setFocusTo] = React.useState<string | null>(null);
  const { busy, submit } = useSubmitGuard();
  const placed = React.useMemo(() => placeErrors(errors, FIELDS), [errors]);
  const errorAt = (p: string) => placed.byField.get(p)?.join(' ') ?? null;

  React.useEffect(() => {
    if (!focusTo) return;
    document.getElementById(focusTo)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const setOwner = (k: keyof OwnerValues, v: string) => {
    setOwnerState((o) => ({ ...o, [k]: v }));
    setErrors((l) => withoutErrorsAt(l, `/owner/${k}`));
  };
  const setVehicle = (k: keyof VehicleTextValues, v: string) => {
    setVehicleState((o) => ({ ...o, [k]: v }));
    setErrors((l) => withoutErrorsAt(l, `/vehicle/${k}`));
  };
  const show = (list: FieldError[]) => {
    setErrors(list);
    const first = firstErrorField(placeErrors(list, FIELDS), FIELDS);
    setFocusTo(first ? fieldId(first) : 'reg-edit-summary');
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void submit(async () => {
      const problems = [...validateOwnerVehicle({ owner, vehicle: { ...vehicle, vin: detail.vehicle.vin } }, false), ...validatePhotos(photos.length)];
      if (problems.length > 0) return show(problems);
      const body = {
        id: detail.id,
        owner: { name: owner.name.trim(), email: owner.email.trim(), phone: owner.phone.trim() },
        vehicle: { plate: vehicle.plate.trim(), brand: vehicle.brand.trim(), model: vehicle.model.trim() },
        photos: photos.map((p) => p.id),
      };
      const res = await dealerCall(() => editRegistration(body));
      if (!res) return;
      if (res.code === 1 && res.data) return onSaved(res.data, body.owner.email.toLowerCase() !== detail.owner.email.toLowerCase());
      const list = namePhotoErrors(errorsOf(res.data), photos);
      show(list.length > 0 ? list : [{ path: '', message: res.msg || 'The change was refused.' }]);
    });
  };

  return (
    <form className={`${formStyles.form} ${styles.editForm}`} onSubmit={onSubmit} noValidate aria-label="Change the registration">
      <ErrorSummary id="reg-edit-summary" placed={placed} order={FIELDS} />
      <OwnerFields variant="edit" owner={owner} errorAt={errorAt} onChange={setOwner} />
      <VehicleFields variant="edit" vehicle={vehicle} vin={detail.vehicle.vin} errorAt={errorAt} onChange={setVehicle} />
      <PhotoUploads
        id={fieldId('/photos')}
        photos={photos}
        error={errorAt('/photos')}
        onAdd={(p) => {
          setPhotos((l) => [...l, p]);
          setErrors((l) => withoutErrorsAt(l, '/photos'));
        }}
        onRemove={(id) => setPhotos((l) => l.filter((x) => x.id !== id))}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
