// The editors' media library: uploaded files with their alt text, and which documents use a file.
import type { Db } from '../database';
import type { EditorMediaTable } from '../tables';
import type { Insertable } from 'kysely';

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export async function addMedia(db: Db, row: Insertable<EditorMediaTable>) {
  const r = await db.insertInto('editor_media').values(row).executeTakeFirst();
  return Number(r.insertId);
}

export const findMedia = (db: Db, id: number) => db.selectFrom('editor_media').selectAll().where('id', '=', id).executeTakeFirst();

export const setAlt = (db: Db, id: number, alt: string) => db.updateTable('editor_media').set({ alt }).where('id', '=', id).executeTakeFirst();

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
