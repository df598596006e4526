// Writes of the editing API: upsert, publish state, delete with a tombstone, and the change feed.
import type { Db } from '../database';
import { COLLECTIONS } from '../content-rows';
import { EDITABLE, PAGE_KEYS, type EditableType } from '../../editor/collections';
import { nowIso } from '../../lib/tokens';

const loose = (db: Db) => db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;

export async function findItem(db: Db, type: EditableType, id: number) {
  return loose(db).selectFrom(type.table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates or replaces item `id` of a type from a FORMAT.md item; new items are drafts unless said otherwise. */
export async function upsertItem(db: Db, type: EditableType, id: number, item: Record<string, unknown>) {
  const now = nowIso();
  const rows = COLLECTIONS[type.file]([{ status: 'draft', ...item, id }], now) as Record<string, Record<string, unknown>[]>;
  const main = rows[type.table]?.[0];
  if (!main) throw new Error('no row');
  await loose(db)
    .transaction()
    .execute(async (trx) => {
      const existing = await trx.selectFrom(type.table).selectAll().where('id', '=', id).executeTakeFirst();
      if (type.ordered) {
        if (existing) main.position = existing.position;
        else {
          const max = await trx
            .selectFrom(type.table)
            .select((eb) => eb.fn.max('position').as('m'))
            .executeTakeFirst();
          main.position = Number(max?.m ?? -1) + 1;
        }
      }
      await trx.deleteFrom(type.table).where('id', '=', id).execute();
      await trx.insertInto(type.table).values(main).execute();
      if (type.owned) {
        await trx.deleteFrom(type.owned.table).where(type.owned.column, '=', id).execute();
        // regions keep their ids (referenced by dealers); training addresses get fresh ones
        const owned = (rows[type.owned.table] ?? []).map(({ id: given, ...r }) => (type.owned!.table === 'regions' ? { ...r, id: given } : r));
        if (owned.length) await trx.insertInto(type.owned.table).values(owned).execute();
      }
    });
  return now;
}

export async function setStatus(db: Db, type: EditableType, id: number, status: 'published' | 'draft') {
  const r = await loose(db).updateTable(type.table).set({ status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteItem(db: Db, typeName: string, type: EditableType, id: number) {
  return loose(db)
    .transaction()
    .execute(async (trx) => {
      const r = await trx.deleteFrom(type.table).where('id', '=', id).executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) return false;
      if (type.owned) await trx.deleteFrom(type.owned.table).where(type.owned.column, '=', id).execute();
      await trx
        .insertInto('deletions')
        .values({ type: typeName, cms_id: String(id), deleted_at: nowIso() })
        .execute();
      return true;
    });
}

export async function upsertPage(db: Db, key: string, data: unknown, status: 'published' | 'draft') {
  const now = nowIso();
  await db
    .insertInto('pages')
    .values({ key, data: JSON.stringify(data), status, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ data: JSON.stringify(data), status, updated_at: now }))
    .execute();
  return now;
}

export interface Change {
  type: string;
  id: string;
  status: string;
  updated_at: string;
}

/** Everything changed (created, updated, published, unpublished) or deleted after `since`. */
export async function changesSince(db: Db, since: string) {
  const changed: Change[] = [];
  for (const [name, type] of Object.entries(EDITABLE)) {
    const rows = await loose(db).selectFrom(type.table).select(['id', 'status', 'updated_at']).where('updated_at', '>', since).execute();
    for (const r of rows) changed.push({ type: name, id: String(r.id), status: String(r.status), updated_at: String(r.updated_at) });
  }
  const pages = await db.selectFrom('pages').select(['key', 'status', 'updated_at']).where('updated_at', '>', since).execute();
  for (const p of pages)
    if ((PAGE_KEYS as readonly string[]).includes(p.key)) changed.push({ type: 'page', id: p.key, status: p.status, updated_at: p.updated_at });
  const deleted = await db
    .selectFrom('deletions')
    .select(['type', 'cms_id as id', 'deleted_at'])
    .where('deleted_at', '>', since)
    .orderBy('deleted_at')
    .execute();
  changed.sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  return { changed, deleted };
}
