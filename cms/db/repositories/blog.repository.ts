// Queries for blogs: the paged, searchable list, the latest ones, one by id, several by id.
import { visible } from '../../lib/visibility';
import { jsonArrayHas, textContains } from '../dialect';
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

export interface BlogFilter {
  keywords?: string;
  tag?: string;
}

/** Escapes LIKE wildcards; used with ESCAPE '\'. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, f: BlogFilter) {
  let q = db.selectFrom('blogs').where('status', 'in', visible());
  const kw = f.keywords?.trim();
  if (kw) {
    q = q.where((eb) => eb.or([textContains(db, 'title', kw), textContains(db, 'desc', kw)]));
  }
  if (f.tag) q = q.where(jsonArrayHas(db, 'blogs.label_arr', f.tag));
  return q;
}

export async function listBlogs(db: Db, f: BlogFilter, w: PageWindow) {
  const total = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, f).selectAll().orderBy('createtime', 'desc').orderBy('id', 'desc').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

export const latestBlogs = (db: Db, n: number) =>
  db.selectFrom('blogs').selectAll().where('status', 'in', visible()).orderBy('createtime', 'desc').orderBy('id', 'desc').limit(n).execute();

export const allBlogs = (db: Db) =>
  db.selectFrom('blogs').selectAll().where('status', 'in', visible()).orderBy('createtime', 'desc').orderBy('id', 'desc').execute();

export const findBlog = (db: Db, id: number) => db.selectFrom('blogs').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

export async function blogsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('blogs').selectAll().where('id', 'in', ids).where('status', 'in', visible()).execute();
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}
