// The editors' media library: uploaded files with their alt text, and which documents use a file.
import type { Db } from '../database';
import type { EditorMediaTable } from '../tables';
import type { Insertable } from 'kysely';
import { appendPublish } from './publish-log.repository';

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export async function addMedia(db: Db, row: Insertable<EditorMediaTable>) {
  // RETURNING, not insertId: PostgreSQL's driver has no insert id
  const r = await db.insertInto('editor_media').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export const findMedia = (db: Db, id: number) => db.selectFrom('editor_media').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Changes a file's alt text. Builds give it to published content images that have no alt of their
 * own (plugins/gatsby-source-carfilm/media-alts.ts), so when published content uses the file the
 * change is logged for the release service in the same transaction; an unchanged alt logs nothing.
 */
export async function setAlt(db: Db, id: number, alt: string, by: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('editor_media').set({ alt }).where('id', '=', id).where('alt', '!=', alt).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return;
    const file = await trx.selectFrom('editor_media').select(['path', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    const p = `%${escapeLike(file.path)}%`;
    const published = await trx
      .selectFrom('editor_docs')
      .select('doc_id')
      .where('published', 'like', p)
      .where('state', 'in', ['published', 'changed'])
      .limit(1)
      .executeTakeFirst();
    if (published) await appendPublish(trx, { type: 'media', id: String(id), title: file.name, action: 'publish', by });
  });
}

export async function listMedia(db: Db, q: { search?: string; kind?: string; page: number; perPage: number }) {
  let base = db.selectFrom('editor_media');
  if (q.kind) base = base.where('kind', '=', q.kind as EditorMediaTable['kind']);
  if (q.search) {
    const p = `%${escapeLike(q.search)}%`;
    base = base.where((eb) => eb.or([eb('name', 'like', p), eb('alt', 'like', p), eb('path', 'like', p)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  return { total: Number(total.n), list };
}

/** The documents (draft or published version, deleted ones aside) whose content mentions `path`. */
export async function usersOf(db: Db, path: string) {
  const p = `%${escapeLike(path)}%`;
  const rows = await db
    .selectFrom('editor_docs')
    .select(['type', 'doc_id', 'title'])
    .where('state', '!=', 'deleted')
    .where((eb) => eb.or([eb('draft', 'like', p), eb('published', 'like', p)]))
    .execute();
  return rows.map((r) => ({ type: r.type, id: r.type === 'page' ? r.doc_id : Number(r.doc_id), title: r.title }));
}

export const removeMedia = (db: Db, id: number) => db.deleteFrom('editor_media').where('id', '=', id).execute();
