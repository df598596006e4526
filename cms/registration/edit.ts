// A dealer changes its own registration within 7 days of submission
// (docs/product/warranty-registration.md#the-dealers-own-registrations): the owner, the plate, brand and
// model, the photos. The warranties the registration made follow (their lookup keys too); the VIN
// and the installations do not change (a wrong one is voided by an editor and registered again).
import { REG_MSG, type FieldError, type RegistrationEdit } from '../../contract';
import type { Db } from '../db/database';
import { warrantyKey } from '../db/repositories/warranty.repository';
import type { RegRow } from '../db/repositories/registration.repository';
import { checkOwner, checkPhotoCount, checkVehicleText } from './request-checks';
import { editableUntil } from './views';
import { Refused } from './register';

export interface EditOutcome {
  /** the names of the fields that changed ("owner.email", "photos") for the audit log */
  changed: string[];
  oldEmail: string;
  newEmail: string;
}

export async function editRegistration(db: Db, reg: RegRow, body: RegistrationEdit, now: string): Promise<EditOutcome> {
  if (!editableUntil(reg)) throw new Refused([{ path: '/', message: REG_MSG.editClosed }]);
  const errors: FieldError[] = [];
  const ownerSent = new Set(Object.keys(body.owner ?? {}));
  const vehicleSent = new Set(Object.keys(body.vehicle ?? {}));
  const owner = checkOwner(body.owner ?? {}, '/owner', errors, ownerSent);
  const vehicle = checkVehicleText(body.vehicle ?? {}, errors, vehicleSent);
  const photos = body.photos ? checkPhotoCount(body.photos, errors) : null;
  if (photos?.length) {
    const usable = new Set(
      (
        await db
          .selectFrom('reg_photos')
          .select('public_id')
          .where('public_id', 'in', photos)
          .where('shop_id', '=', reg.shop_id)
          .where((eb) => eb.or([eb('registration_id', 'is', null), eb('registration_id', '=', reg.id)]))
          .execute()
      ).map((p) => p.public_id),
    );
    photos.forEach((id, i) => {
      if (!usable.has(id)) errors.push({ path: `/photos/${i}`, message: REG_MSG.photoUnknown });
    });
  }
  if (errors.length) throw new Refused(errors);

  const next = {
    owner_name: ownerSent.has('name') ? owner.name : reg.owner_name,
    owner_email: ownerSent.has('email') ? owner.email : reg.owner_email,
    owner_phone: ownerSent.has('phone') ? owner.phone : reg.owner_phone,
    plate: vehicleSent.has('plate') ? vehicle.plate : reg.plate,
    brand: vehicleSent.has('brand') ? vehicle.brand : reg.brand,
    model: vehicleSent.has('model') ? vehicle.model : reg.model,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[])
    .filter((k) => next[k] !== reg[k])
    .map((k) => (k.startsWith('owner_') ? `owner.${k.slice(6)}` : `vehicle.${k}`));
  const before = photos
    ? (await db.selectFrom('reg_photos').select('public_id').where('registration_id', '=', reg.id).orderBy('position').execute()).map((p) => p.public_id)
    : [];
  const photosChanged = !!photos && photos.join(',') !== before.join(',');
  if (photosChanged) changed.push('photos');
  if (!changed.length) return { changed, oldEmail: reg.owner_email, newEmail: reg.owner_email };

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reg_registrations')
      .set({ ...next, updated_at: now })
      .where('id', '=', reg.id)
      .execute();
    // the warranties this registration made (not those it added an installation to: their owner is another's record)
    await trx
      .updateTable('reg_warranties')
      .set({
        ...next,
        key_email: warrantyKey(next.owner_email),
        key_phone: warrantyKey(next.owner_phone),
        key_plate: warrantyKey(next.plate),
        updated_at: now,
      })
      .where('registration_id', '=', reg.id)
      .where('state', '=', 'live')
      .execute();
    if (photosChanged && photos) {
      // a photo taken off is personal data no longer needed: deleted, not kept aside
      const drop = before.filter((id) => !photos.includes(id));
      if (drop.length) await trx.deleteFrom('reg_photos').where('public_id', 'in', drop).where('registration_id', '=', reg.id).execute();
      for (const [position, id] of photos.entries()) {
        const taken = await trx
          .updateTable('reg_photos')
          .set({ registration_id: reg.id, position })
          .where('public_id', '=', id)
          .where('shop_id', '=', reg.shop_id)
          .where((eb) => eb.or([eb('registration_id', 'is', null), eb('registration_id', '=', reg.id)]))
          .executeTakeFirst();
        // deleted since the check above (cms/registration/photo-purge.ts, or taken by a registration)
        if (Number(taken.numUpdatedRows) !== 1) throw new Refused([{ path: `/photos/${position}`, message: REG_MSG.photoUnknown }]);
      }
    }
  });
  return { changed, oldEmail: reg.owner_email, newEmail: next.owner_email };
}
