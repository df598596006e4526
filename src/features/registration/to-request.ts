/**
 * The draft as the register call takes it (contract/registrations.ts RegistrationRequest), with the
 * device's time zone: the form's "today" is the device's, so the server checks the date in it too.
 */
import { checkVin } from '../../../contract/registration-rules';
import type { RegistrationRequest } from '../../../contract/registrations';
import { compactAreas } from './area-selection';
import { deviceTimeZone } from './dates';
import type { RegistrationDraft } from './draft';
import { parseMetres } from './validate-registration';

export function toRequest(d: RegistrationDraft, timeZone: string | undefined = deviceTimeZone()): RegistrationRequest {
  return {
    owner: { name: d.owner.name.trim(), email: d.owner.email.trim(), phone: d.owner.phone.trim() },
    vehicle: { vin: checkVin(d.vehicle.vin).vin, plate: d.vehicle.plate.trim(), brand: d.vehicle.brand.trim(), model: d.vehicle.model.trim() },
    installation_date: d.installation_date.trim(),
    ...(timeZone ? { time_zone: timeZone } : {}),
    installations: d.installations.map((i) => ({
      product_id: Number(i.product_id),
      areas: compactAreas(i.areas),
      rolls: i.rolls.map((r) => ({ serial: r.serial.trim(), metres: parseMetres(r.metres) ?? 0 })),
    })),
    photos: d.photos.map((p) => p.id),
    idempotency_key: d.key,
  };
}
