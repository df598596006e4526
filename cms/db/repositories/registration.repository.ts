// Queries of warranty registration (cms/db/tables/registration.table.ts): rolls with what is left,
// registrations with their warranties, installations and photos, as the dealer, the console and
// the public warranty check read them. The registering transaction is cms/registration/register.ts.
import type { Selectable } from 'kysely';
import type { Db } from '../database';
import type { RegWarrantyTable, RegistrationTable, RollTable } from '../tables/registration.table';
import { textContains } from '../dialect';
import { parseJson } from '../../lib/json';
import { warrantyKey } from './warranty.repository';

export type RollRow = Selectable<RollTable> & { product_name: string | null; product_type: number | null; shop_name: string | null };
export type RegRow = Selectable<RegistrationTable>;
export type RegWarrantyRow = Selectable<RegWarrantyTable>;

/** Products as the registry knows them: the published catalogue (the production tables, never a preview). */
export const registrableProducts = (db: Db) =>
  db
    .selectFrom('products')
    .select(['id', 'goods_name', 'product_type', 'warranty_years'])
    .where('status', '=', 'published')
    .orderBy('product_type', 'desc')
    .orderBy('id')
    .execute();

const rollSelect = (db: Db) =>
  db
    .selectFrom('reg_rolls as r')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('dealers as d', 'd.id', 'r.shop_id')
    .selectAll('r')
    .select(['p.goods_name as product_name', 'p.product_type as product_type', 'd.shop_name as shop_name']);

export const rollsOfShop = (db: Db, shopId: number, productId?: number) => {
  let q = rollSelect(db).where('r.shop_id', '=', shopId);
  if (productId) q = q.where('r.product_id', '=', productId);
  return q.orderBy('r.serial').execute() as Promise<RollRow[]>;
};

export const rollsBySerial = (db: Db, serials: string[]) =>
  serials.length ? (rollSelect(db).where('r.serial', 'in', serials).execute() as Promise<RollRow[]>) : Promise.resolve([] as RollRow[]);

export const findRoll = (db: Db, serial: string) => rollSelect(db).where('r.serial', '=', serial).executeTakeFirst() as Promise<RollRow | undefined>;

export interface RollFilter {
  search?: string;
  shopId?: number;
  productId?: number;
}

export async function listRolls(db: Db, f: RollFilter, limit: number, offset: number) {
  let q = rollSelect(db);
  if (f.search) q = q.where(textContains(db, 'r.serial', f.search));
  if (f.shopId) q = q.where('r.shop_id', '=', f.shopId);
  if (f.productId) q = q.where('r.product_id', '=', f.productId);
  const total = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = (await q.orderBy('r.serial').limit(limit).offset(offset).execute()) as RollRow[];
  return { total: Number(total.n), rows };
}

/** The installations that used a roll, with their warranty and registration. */
export const usesOfRoll = (db: Db, rollId: number) =>
  db
    .selectFrom('reg_roll_uses as u')
    .innerJoin('reg_installations as i', 'i.id', 'u.installation_id')
    .innerJoin('reg_warranties as w', 'w.id', 'i.warranty_id')
    .innerJoin('reg_registrations as g', 'g.id', 'i.registration_id')
    .leftJoin('dealers as d', 'd.id', 'i.shop_id')
    .select(['w.public_id as warranty_id', 'w.warranty_no', 'w.state', 'g.public_id as registration_id', 'd.shop_name', 'i.installation_date', 'u.used_cm'])
    .where('u.roll_id', '=', rollId)
    .orderBy('u.id')
    .execute();

export const findRegistration = (db: Db, publicId: string) =>
  db.selectFrom('reg_registrations').selectAll().where('public_id', '=', publicId).executeTakeFirst();

export const findRegistrationByKey = (db: Db, shopId: number, key: string) =>
  db.selectFrom('reg_registrations').selectAll().where('shop_id', '=', shopId).where('idempotency_key', '=', key).executeTakeFirst();

export const installationsOf = (db: Db, registrationIds: number[]) =>
  registrationIds.length
    ? db
        .selectFrom('reg_installations as i')
        .innerJoin('reg_warranties as w', 'w.id', 'i.warranty_id')
        .selectAll('i')
        .select(['w.warranty_no', 'w.public_id as warranty_public_id'])
        .where('i.registration_id', 'in', registrationIds)
        .orderBy('i.id')
        .execute()
    : Promise.resolve([]);

export const rollUsesOf = (db: Db, installationIds: number[]) =>
  installationIds.length
    ? db
        .selectFrom('reg_roll_uses as u')
        .innerJoin('reg_rolls as r', 'r.id', 'u.roll_id')
        .select(['u.installation_id', 'r.serial', 'u.used_cm'])
        .where('u.installation_id', 'in', installationIds)
        .orderBy('u.id')
        .execute()
    : Promise.resolve([]);

/** The warranties each registration made or added an installation to. */
export const warrantiesOfRegistrations = (db: Db, registrationIds: number[]) =>
  registrationIds.length
    ? db
        .selectFrom('reg_warranties as w')
        .innerJoin('reg_installations as i', 'i.warranty_id', 'w.id')
        .selectAll('w')
        .select('i.registration_id as via')
        .where('i.registration_id', 'in', registrationIds)
        .distinct()
        .orderBy('w.id')
        .execute()
    : Promise.resolve([]);

export const photosOf = (db: Db, registrationId: number) =>
  db.selectFrom('reg_photos').select('public_id').where('registration_id', '=', registrationId).orderBy('position').orderBy('id').execute();

export const findPhoto = (db: Db, publicId: string) => db.selectFrom('reg_photos').selectAll().where('public_id', '=', publicId).executeTakeFirst();

export interface RegistrationFilter {
  shopId?: number;
  productId?: number;
  from?: string;
  to?: string;
  state?: 'live' | 'void';
  search?: string;
}

/** Registrations matching the filter, newest first. */
export async function listRegistrations(db: Db, f: RegistrationFilter, limit: number, offset: number) {
  let q = db.selectFrom('reg_registrations as g');
  if (f.shopId) q = q.where('g.shop_id', '=', f.shopId);
  if (f.from) q = q.where('g.installation_date', '>=', f.from);
  if (f.to) q = q.where('g.installation_date', '<=', f.to);
  if (f.productId)
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('reg_installations as i').select('i.id').whereRef('i.registration_id', '=', 'g.id').where('i.product_id', '=', f.productId!)),
    );
  if (f.state)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('reg_installations as i')
          .innerJoin('reg_warranties as w', 'w.id', 'i.warranty_id')
          .select('i.id')
          .whereRef('i.registration_id', '=', 'g.id')
          .where('w.state', '=', f.state!),
      ),
    );
  if (f.search) {
    const s = f.search;
    const key = warrantyKey(s);
    q = q.where((eb) =>
      eb.or([
        textContains(db, 'g.vin', s),
        textContains(db, 'g.plate', s),
        textContains(db, 'g.owner_name', s),
        textContains(db, 'g.owner_email', s),
        eb.exists(
          eb
            .selectFrom('reg_installations as i')
            .innerJoin('reg_warranties as w', 'w.id', 'i.warranty_id')
            .select('i.id')
            .whereRef('i.registration_id', '=', 'g.id')
            .where('w.key_no', '=', key),
        ),
      ]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll('g').orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(total.n), rows };
}

export const shopNames = async (db: Db, ids: number[]) =>
  new Map(
    ids.length
      ? (
          await db
            .selectFrom('dealers')
            .select(['id', 'shop_name', 'address'])
            .where('id', 'in', [...new Set(ids)])
            .execute()
        ).map((d) => [d.id, d])
      : [],
  );

/** Registered warranties found by one of the five public keys (never memoized: they change at any time). */
export function findRegisteredWarranties(db: Db, filter: string) {
  const k = warrantyKey(filter);
  return db
    .selectFrom('reg_warranties')
    .selectAll()
    .where((eb) => eb.or([eb('key_no', '=', k), eb('key_email', '=', k), eb('key_plate', '=', k), eb('key_phone', '=', k), eb('key_vin', '=', k)]))
    .orderBy('warranty_no')
    .limit(100)
    .execute();
}

export const findRegisteredWarranty = (db: Db, publicId: string) =>
  db.selectFrom('reg_warranties').selectAll().where('public_id', '=', publicId).executeTakeFirst();

/** A warranty's installations, oldest first, with their rolls. */
export async function installationsOfWarranty(db: Db, warrantyId: number) {
  const list = await db.selectFrom('reg_installations').selectAll().where('warranty_id', '=', warrantyId).orderBy('installation_date').orderBy('id').execute();
  const uses = await rollUsesOf(
    db,
    list.map((i) => i.id),
  );
  return list.map((i) => ({ ...i, areaIds: parseJson<string[]>(i.areas, []), serials: uses.filter((u) => u.installation_id === i.id).map((u) => u.serial) }));
}
