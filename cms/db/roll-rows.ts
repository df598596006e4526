// The roll registry's starting rows from a content directory's rolls.json (cms/content/FORMAT.md#rollsjson).
// Rolls are records, not content: a load adds the rolls it does not know yet and leaves the others
// (and what registrations used of them) as they are.
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from './tables';
import { ROLL_SERIAL_PATTERN } from '../../contract/registrations';

export interface RollSeed {
  serial: string;
  product_id: number;
  length_cm: number;
  shop_id: number | null;
}

/** rolls.json's rows, each checked; an error names the file and the row. */
export function readRolls(dir: string): RollSeed[] {
  const file = path.join(dir, 'rolls.json');
  if (!fs.existsSync(file)) return [];
  const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${file}: expected an array`);
  const serial = new RegExp(ROLL_SERIAL_PATTERN);
  return list.map((r: Record<string, unknown>, i) => {
    const bad = (what: string) => new Error(`${file}: row ${i + 1}: ${what}`);
    if (typeof r.serial !== 'string' || !serial.test(r.serial)) throw bad('serial must be upper-case letters, digits and dashes');
    if (!Number.isInteger(r.product_id) || (r.product_id as number) < 1) throw bad('product_id must be a product id');
    const cm = Math.round(Number(r.length_m) * 100);
    if (!Number.isFinite(cm) || cm <= 0) throw bad('length_m must be more than 0');
    const shop = r.shop_id === null || r.shop_id === undefined ? null : Number(r.shop_id);
    if (shop !== null && !(Number.isInteger(shop) && shop > 0)) throw bad('shop_id must be a dealer id or null');
    return { serial: r.serial, product_id: r.product_id as number, length_cm: cm, shop_id: shop };
  });
}

export async function insertNewRolls(trx: Transaction<Database>, rolls: RollSeed[], now: string): Promise<number> {
  let added = 0;
  for (const r of rolls) {
    const res = await trx
      .insertInto('reg_rolls')
      .values({ ...r, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('serial').doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
