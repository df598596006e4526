// Writes one item's (or page's) rows into either version of the content: the production tables or
// their preview twins (cms/db/preview-tables.ts). The editing workflow decides which and when.
import type { Kysely } from 'kysely';
import { COLLECTIONS } from '../content-rows';
import { previewTable } from '../preview-tables';
import type { EditableType } from '../../editor/collections';

export type Target = 'public' | 'preview';
type Loose = Kysely<Record<string, Record<string, unknown>>>;
export const loose = (db: unknown) => db as Loose;
const name = (table: string, target: Target) => (target === 'preview' ? previewTable(table) : table);

/** The rows of a FORMAT.md item; throws (with the mapper's reason) when the item cannot be mapped. */
export function rowsOf(type: EditableType, id: number, item: Record<string, unknown>, status: 'published' | 'draft', now: string) {
  const rows = COLLECTIONS[type.file]([{ ...item, status, id }], now) as Record<string, Record<string, unknown>[]>;
  if (!rows[type.table]?.[0]) throw new Error('the item maps to no row');
  return rows;
}

export async function writeItemRows(
  trx: Loose,
  type: EditableType,
  id: number,
  item: Record<string, unknown>,
  status: 'published' | 'draft',
  position: number,
  now: string,
  target: Target,
) {
  const rows = rowsOf(type, id, item, status, now);
  const main = { ...rows[type.table][0] };
  if (type.ordered) main.position = position;
  await trx.deleteFrom(name(type.table, target)).where('id', '=', id).execute();
  await trx.insertInto(name(type.table, target)).values(main).execute();
  if (type.owned) {
    const owned = name(type.owned.table, target);
    await trx.deleteFrom(owned).where(type.owned.column, '=', id).execute();
    // regions keep their ids (referenced by dealers); training addresses get fresh ones
    const list = (rows[type.owned.table] ?? []).map(({ id: given, ...r }) => (type.owned!.table === 'regions' ? { ...r, id: given } : r));
    if (list.length) await trx.insertInto(owned).values(list).execute();
  }
}

export async function setItemStatus(trx: Loose, type: EditableType, id: number, status: 'published' | 'draft', now: string, target: Target) {
  await trx.updateTable(name(type.table, target)).set({ status, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteItemRows(trx: Loose, type: EditableType, id: number, target: Target) {
  await trx.deleteFrom(name(type.table, target)).where('id', '=', id).execute();
  if (type.owned) await trx.deleteFrom(name(type.owned.table, target)).where(type.owned.column, '=', id).execute();
}

export async function setPositions(trx: Loose, type: EditableType, ids: number[], now: string, target: Target) {
  for (const [position, id] of ids.entries()) await trx.updateTable(name(type.table, target)).set({ position, updated_at: now }).where('id', '=', id).execute();
}

export async function writePageRow(trx: Loose, key: string, data: unknown, status: 'published' | 'draft', now: string, target: Target) {
  const table = name('pages', target);
  await trx.deleteFrom(table).where('key', '=', key).execute();
  await trx
    .insertInto(table)
    .values({ key, data: JSON.stringify(data), status, updated_at: now })
    .execute();
}
