// Queries for blogs: the paged, searchable list, the latest ones, one by id, several by id.
import { visible } from '../../lib/visibility';
import { jsonArrayHas } from '../dialect';
import type { Db } from '../database';
import { blogKeywordMatch } from '../search/blog-keywords';
import type { PageWindow } from '../../lib/paging';

export interface BlogFilter {
  keywords?: string;
  tag?: string;
}

function filtered(db: Db, f: BlogFilter) {
  let q = db.selectFrom('blogs').where('status', 'in', visible());
  const kw = f.keywords?.trim();
  if (kw) q = q.where(blogKeywordMatch(db, kw));
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

/** Where an export batch resumes: after this (createtime, id) in newest-first order. */
export interface BlogKey {
  createtime: string;
  id: number;
}

/** One keyset batch of visible blogs, newest first (the list's order), and the total. */
export async function exportBlogs(db: Db, after: BlogKey | null, limit: number) {
  let q = db.selectFrom('blogs').selectAll().where('status', 'in', visible());
  if (after) {
    q = q.where((eb) => eb.or([eb('createtime', '<', after.createtime), eb.and([eb('createtime', '=', after.createtime), eb('id', '<', after.id)])]));
  }
  const rows = await q.orderBy('createtime', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const total = await db
    .selectFrom('blogs')
    .where('status', 'in', visible())
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
