// Registers an installation visit (docs/product/warranty-registration.md#register): checks the
// request against the catalogue, the dealer's rolls and the VIN's live warranties, then stores the
// registration, its warranties (new, or the VIN's live one of the same kind of film, appended to),
// installations, roll uses and photos in one transaction.
//
// Concurrency (PostgreSQL with several instances, or SQLite): a roll's metres are spent by a
// conditional update (used + n <= length), so the database refuses an overspend however the
// requests interleave; a VIN's live warranty of a kind is unique (live_key), and is locked by an
// update before its areas are read, so two registrations never cover one panel twice; the
// idempotency key is unique per shop. A transaction that loses such a race (unique violation,
// deadlock, serialization failure) is run again from the start, seeing what the winner stored.
import type { FieldError, RegistrationRequest } from '../../contract';
import { FILM_KIND_LABEL, REG_MSG, AREA_BY_ID, kindOfProductType, overlappingAreas, type RegisteredWarranty, type RegistrationResult } from '../../contract';
import type { Db } from '../db/database';
import { newOpaqueId } from '../lib/tokens';
import { newWarrantyNo } from '../lib/warranty-number';
import { parseJson } from '../lib/json';
import { warrantyKey } from '../db/repositories/warranty.repository';
import {
  findRegistrationByKey,
  registrableProducts,
  rollsBySerial,
  warrantiesOfRegistrations,
  type RegRow,
  type RegWarrantyRow,
} from '../db/repositories/registration.repository';
import { addYears } from './calendar';
import { checkRequest, cmToMetres, type CheckedRequest } from './request-checks';

/** A refusal with each problem beside its field; nothing was stored. */
export class Refused extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'refused');
  }
}

export const warrantyLink = (publicId: string) => `/WarrantyInfo?id=${encodeURIComponent(publicId)}`;

export const liveKey = (vin: string, productType: number) => `${vin.toLowerCase()}|${productType}`;

export function warrantyView(w: RegWarrantyRow, registrationId: number): RegisteredWarranty {
  return {
    id: w.public_id,
    warranty_no: w.warranty_no,
    kind: kindOfProductType(w.product_type),
    state: w.state,
    appended: w.registration_id !== registrationId,
    link: warrantyLink(w.public_id),
    void_reason: w.void_reason,
  };
}

/** The answer of a stored registration (a repeat of its idempotency key answers it again). */
export async function resultOf(db: Db, reg: RegRow, repeated: boolean): Promise<RegistrationResult> {
  const ws = await warrantiesOfRegistrations(db, [reg.id]);
  return { id: reg.public_id, warranties: ws.map((w) => warrantyView(w, reg.id)), warnings: parseJson<string[]>(reg.warnings, []), repeated };
}

interface Plan {
  checked: CheckedRequest;
  products: Map<number, { name: string; type: number; years: number }>;
  rollIds: Map<string, number>;
}

/** Everything that can be checked before writing; the writes check the racy parts again. */
async function plan(db: Db, shopId: number, body: RegistrationRequest, brandZone: string): Promise<Plan> {
  const checked = checkRequest(body, brandZone);
  const errors = [...checked.errors];
  const catalogue = new Map((await registrableProducts(db)).map((p) => [p.id, p]));
  const products = new Map<number, { name: string; type: number; years: number }>();
  checked.installations.forEach((inst, i) => {
    const at = `/installations/${i}`;
    if (!inst.product_id) return;
    const p = catalogue.get(inst.product_id);
    if (!p) return errors.push({ path: `${at}/product_id`, message: REG_MSG.productUnknown });
    if (!p.warranty_years || p.warranty_years < 1) return errors.push({ path: `${at}/product_id`, message: REG_MSG.productNoTerm });
    products.set(p.id, { name: p.goods_name, type: p.product_type, years: p.warranty_years });
    const kind = kindOfProductType(p.product_type);
    inst.areas.forEach((id, j) => {
      const node = AREA_BY_ID.get(id);
      if (node && node.kind !== kind) errors.push({ path: `${at}/areas/${j}`, message: REG_MSG.areaKind(node.label, kind) });
    });
  });

  // rolls: the dealer's own, of the installation's film, with the metres left for every use in this request
  const serials = [...new Set(checked.installations.flatMap((i) => i.rolls.map((r) => r.serial)).filter(Boolean))];
  const rolls = new Map((await rollsBySerial(db, serials)).map((r) => [r.serial, r]));
  const asked = new Map<string, number>();
  checked.installations.forEach((inst, i) =>
    inst.rolls.forEach((use, j) => {
      if (!use.serial) return;
      const at = `/installations/${i}/rolls/${j}`;
      const roll = rolls.get(use.serial);
      // another dealer's roll is refused as an unknown one: a dealer learns nothing of others' stock
      if (!roll || roll.shop_id !== shopId) return errors.push({ path: `${at}/serial`, message: REG_MSG.rollUnknown(use.serial) });
      const product = products.get(inst.product_id);
      if (product && roll.product_id !== inst.product_id) return errors.push({ path: `${at}/serial`, message: REG_MSG.rollProduct(use.serial, product.name) });
      const total = (asked.get(use.serial) ?? 0) + use.cm;
      asked.set(use.serial, total);
      if (use.cm && total > roll.length_cm - roll.used_cm)
        errors.push({ path: `${at}/metres`, message: REG_MSG.metresBeyond(use.serial, cmToMetres(roll.length_cm - roll.used_cm)) });
    }),
  );

  // photos: uploaded by this dealer and not yet taken by a registration
  if (checked.photos.length) {
    const mine = new Set(
      (
        await db
          .selectFrom('reg_photos')
          .select('public_id')
          .where('public_id', 'in', checked.photos)
          .where('shop_id', '=', shopId)
          .where('registration_id', 'is', null)
          .execute()
      ).map((p) => p.public_id),
    );
    checked.photos.forEach((id, i) => {
      if (!mine.has(id)) errors.push({ path: `/photos/${i}`, message: REG_MSG.photoUnknown });
    });
  }

  // areas already under a live warranty of the same kind on this VIN (checked again under a lock below)
  if (!errors.length) errors.push(...(await overlapProblems(db, checked, products)));
  if (errors.length) throw new Refused(errors);
  return { checked, products, rollIds: new Map([...rolls].map(([s, r]) => [s, r.id])) };
}

async function overlapProblems(db: Db, checked: CheckedRequest, products: Plan['products'], lockedIds?: Map<number, number>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const live = await db
    .selectFrom('reg_warranties as w')
    .innerJoin('reg_installations as i', 'i.warranty_id', 'w.id')
    .select(['w.id', 'w.warranty_no', 'w.product_type', 'i.areas'])
    .where('w.key_vin', '=', checked.vehicle.vin.toLowerCase())
    .where('w.state', '=', 'live')
    .execute();
  checked.installations.forEach((inst, i) => {
    const type = products.get(inst.product_id)?.type;
    if (type === undefined) return;
    for (const w of live.filter((l) => l.product_type === type && (!lockedIds || lockedIds.get(type) === l.id))) {
      for (const id of overlappingAreas(inst.areas, parseJson<string[]>(w.areas, []))) {
        const j = inst.areas.indexOf(id);
        errors.push({ path: `/installations/${i}/areas/${j}`, message: REG_MSG.areaTaken(AREA_BY_ID.get(id)?.label ?? id, w.warranty_no) });
      }
    }
  });
  // one message per field
  return errors.filter((e, k) => errors.findIndex((o) => o.path === e.path) === k);
}

const RETRYABLE = new Set(['23505', '40P01', '40001', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const isRetryable = (err: unknown) => RETRYABLE.has(String((err as { code?: string }).code));

async function write(db: Db, shopId: number, p: Plan, key: string, now: string): Promise<number> {
  const { checked: c, products } = p;
  return db.transaction().execute(async (trx) => {
    // first: a second submission with this key waits here for the first one's commit, then fails as a repeat
    const reg = await trx
      .insertInto('reg_registrations')
      .values({
        public_id: newOpaqueId(),
        shop_id: shopId,
        idempotency_key: key,
        owner_name: c.owner.name,
        owner_email: c.owner.email,
        owner_phone: c.owner.phone,
        vin: c.vehicle.vin,
        plate: c.vehicle.plate,
        brand: c.vehicle.brand,
        model: c.vehicle.model,
        installation_date: c.date,
        warnings: JSON.stringify(c.warnings),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // one warranty per kind of film: the VIN's live one (locked by this update), or a new one
    const types = [...new Set(c.installations.map((i) => products.get(i.product_id)!.type))].sort();
    const warrantyOf = new Map<number, number>();
    for (const type of types) {
      const lk = liveKey(c.vehicle.vin, type);
      const touched = await trx.updateTable('reg_warranties').set({ updated_at: now }).where('live_key', '=', lk).returning('id').executeTakeFirst();
      if (touched) {
        warrantyOf.set(type, touched.id);
        continue;
      }
      const no = newWarrantyNo(type === 1 ? 1 : 0);
      const w = await trx
        .insertInto('reg_warranties')
        .values({
          public_id: newOpaqueId(),
          warranty_no: no,
          product_type: type,
          shop_id: shopId,
          registration_id: reg.id,
          owner_name: c.owner.name,
          owner_email: c.owner.email,
          owner_phone: c.owner.phone,
          vin: c.vehicle.vin,
          plate: c.vehicle.plate,
          brand: c.vehicle.brand,
          model: c.vehicle.model,
          key_no: warrantyKey(no),
          key_email: warrantyKey(c.owner.email),
          key_phone: warrantyKey(c.owner.phone),
          key_plate: warrantyKey(c.vehicle.plate),
          key_vin: warrantyKey(c.vehicle.vin),
          state: 'live',
          live_key: lk,
          void_reason: null,
          voided_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      warrantyOf.set(type, w.id);
    }
    // the areas again, now that the VIN's live warranties are locked: a registration committed meanwhile is seen
    const overlap = await overlapProblems(trx, c, products, warrantyOf);
    if (overlap.length) throw new Refused(overlap);

    // the metres, roll by roll in serial order (the same lock order everywhere: no deadlock between two shops' rolls)
    const spend = new Map<string, number>();
    for (const inst of c.installations) for (const r of inst.rolls) spend.set(r.serial, (spend.get(r.serial) ?? 0) + r.cm);
    for (const serial of [...spend.keys()].sort()) {
      const cm = spend.get(serial)!;
      const done = await trx
        .updateTable('reg_rolls')
        .set((eb) => ({ used_cm: eb('used_cm', '+', cm), updated_at: now }))
        .where('serial', '=', serial)
        .where('shop_id', '=', shopId)
        .where((eb) => eb(eb('used_cm', '+', cm), '<=', eb.ref('length_cm')))
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) {
        const roll = await trx.selectFrom('reg_rolls').select(['length_cm', 'used_cm', 'shop_id']).where('serial', '=', serial).executeTakeFirst();
        const errors: FieldError[] = [];
        c.installations.forEach((inst, i) =>
          inst.rolls.forEach((r, j) => {
            if (r.serial !== serial) return;
            if (!roll || roll.shop_id !== shopId) errors.push({ path: `/installations/${i}/rolls/${j}/serial`, message: REG_MSG.rollUnknown(serial) });
            else
              errors.push({ path: `/installations/${i}/rolls/${j}/metres`, message: REG_MSG.metresBeyond(serial, cmToMetres(roll.length_cm - roll.used_cm)) });
          }),
        );
        throw new Refused(errors);
      }
    }

    for (const inst of c.installations) {
      const product = products.get(inst.product_id)!;
      const row = await trx
        .insertInto('reg_installations')
        .values({
          registration_id: reg.id,
          warranty_id: warrantyOf.get(product.type)!,
          product_id: inst.product_id,
          product_name: product.name,
          product_type: product.type,
          areas: JSON.stringify(inst.areas),
          installation_date: c.date,
          term_years: product.years,
          valid_until: addYears(c.date, product.years),
          shop_id: shopId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const r of inst.rolls)
        await trx
          .insertInto('reg_roll_uses')
          .values({ installation_id: row.id, roll_id: p.rollIds.get(r.serial)!, used_cm: r.cm })
          .execute();
    }

    for (const [position, id] of c.photos.entries()) {
      const taken = await trx
        .updateTable('reg_photos')
        .set({ registration_id: reg.id, position })
        .where('public_id', '=', id)
        .where('shop_id', '=', shopId)
        .where('registration_id', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new Refused([{ path: `/photos/${position}`, message: REG_MSG.photoUnknown }]);
    }
    return reg.id;
  });
}

export interface Registered {
  result: RegistrationResult;
  registration: RegRow;
  /** false for a repeat of an idempotency key */
  created: boolean;
}

/**
 * Registers, or answers the registration this idempotency key already made. Throws Refused. The
 * installation date is checked in the shop's zone (`body.time_zone`), else in `brandZone`.
 */
export async function register(db: Db, shopId: number, body: RegistrationRequest, brandZone: string, now: () => string): Promise<Registered> {
  const key = body.idempotency_key;
  const repeat = async () => {
    const reg = await findRegistrationByKey(db, shopId, key);
    return reg ? { result: await resultOf(db, reg, true), registration: reg, created: false } : null;
  };
  const before = await repeat();
  if (before) return before;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await write(db, shopId, await plan(db, shopId, body, brandZone), key, now());
    } catch (err) {
      // a repeat sent at the same moment as the first may be refused for what the first just took
      // (its photos, its metres): it answers the first registration instead
      if (err instanceof Refused) {
        const again = await repeat();
        if (again) return again;
        throw err;
      }
      if (isRetryable(err)) {
        const again = await repeat();
        if (again) return again;
        if (attempt < 8) continue;
      }
      throw err;
    }
    const reg = (await findRegistrationByKey(db, shopId, key))!;
    return { result: await resultOf(db, reg, false), registration: reg, created: true };
  }
}

/** The owner's email after a registration: the warranty numbers and their pages. */
export function registrationMail(siteUrl: string, ownerEmail: string, result: RegistrationResult, shopName: string) {
  const lines = result.warranties.map((w) => `${w.warranty_no} (${FILM_KIND_LABEL[w.kind]}): ${siteUrl}${w.link}`);
  const text = [
    'Hello,',
    '',
    `${shopName} has registered the film installed on your vehicle with Car Film Master. Your warranty:`,
    '',
    ...lines,
    '',
    'Each page shows the installation, its areas and its validity, and prints your certificate.',
    'You can also find it at any time on the warranty check page with this email address, your plate number or your VIN.',
  ].join('\n');
  return { to: ownerEmail, subject: 'Your Car Film Master warranty', text, redacted: text };
}
