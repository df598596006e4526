// The change feed: what changed in the content tables (or, inside a preview request, their preview
// twins: cms/db/preview-tables.ts) and what was deleted since a time.
import type { Db } from '../database';
import { EDITABLE } from '../../editor/collections';
import { isPageKey } from '../../../contract/routes';

const loose = (db: Db) => db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;

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
  for (const p of pages) if (isPageKey(p.key)) changed.push({ type: 'page', id: p.key, status: p.status, updated_at: p.updated_at });
  const deleted = await db
    .selectFrom('deletions')
    .select(['type', 'cms_id as id', 'deleted_at'])
    .where('deleted_at', '>', since)
    .orderBy('deleted_at')
    .execute();
  changed.sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  return { changed, deleted };
}
