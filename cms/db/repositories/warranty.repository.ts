// Queries for warranties: lookup by any of the five keys, and by opaque id.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';

export const warrantyKey = (s: string) => s.trim().toLowerCase();

export function findWarranties(db: Db, filter: string) {
  const k = warrantyKey(filter);
  return db
    .selectFrom('warranties')
    .selectAll()
    .where('status', 'in', visible())
    .where((eb) => eb.or([eb('key_no', '=', k), eb('key_email', '=', k), eb('key_plate', '=', k), eb('key_phone', '=', k), eb('key_vin', '=', k)]))
    .orderBy('warranty_no')
    .limit(100)
    .execute();
}

export const findWarranty = (db: Db, publicId: string) =>
  db.selectFrom('warranties').selectAll().where('public_id', '=', publicId).where('status', 'in', visible()).executeTakeFirst();
