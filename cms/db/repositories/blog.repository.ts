// Queries for blogs: the paged, searchable list, the latest ones, one by id, several by id.
import { previewing, visible } from '../../lib/visibility';
import { jsonArrayHas } from '../dialect';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../tables';
import { blogKeywordMatch } from '../search/blog-keywords';
import type { PageWindow } from '../../lib/paging';

export interface BlogFilter {
  keywords?: string;
  tag?: string;
}

/** Blogs with this tag, from the tag index (blog_labels) instead of each blog's JSON. */
export const taggedWith = (tag: string) => (eb: ExpressionBuilder<Database, 'blogs'>) =>
  eb('blogs.id', 'in', eb.selectFrom('blog_labels').select('blog_id').where('label', '=', tag));

function filtered(db: Db, f: BlogFilter) {
  let q = db.selectFrom('blogs').where('status', 'in', visible());
  const kw = f.keywords?.trim();
  if (kw) q = q.where(blogKeywordMatch(db, kw));
  if (f.tag) {
    const tag = f.tag;
    // preview reads the drafts' twin table, which blog_labels does not follow (migration 2026-11-25-blog-labels)
    q = q.where(previewing() ? jsonArrayHas(db, 'blogs.label_arr', tag) : taggedWith(tag));
  }
  return q;
}

/** The columns a blog card shows (lists, the home page, related posts): never the body. */
export const CARD_COLUMNS = ['id', 'image', 'title', 'desc', 'createtime', 'label_arr'] as const;

/** One page of every visible blog, newest first, and how many there are. */
export async function listBlogs(db: Db, w: PageWindow) {
  const total = await filtered(db, {})
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, {}).select(CARD_COLUMNS).orderBy('createtime', 'desc').orderBy('id', 'desc').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

/**
 * The ids of the visible blogs a search or tag matches, newest first: the keyword index is read
 * once for the count and the page (a count and a page query would each read it), and the list
 * can be kept for the other pages of the same search.
 */
export async function matchingBlogIds(db: Db, f: BlogFilter): Promise<number[]> {
  const rows = await filtered(db, f).select('id').orderBy('createtime', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

export const cardsQuery = (db: Db, ids: number[]) => db.selectFrom('blogs').select(CARD_COLUMNS).where('id', 'in', ids).where('status', 'in', visible());

/** The cards of these visible blogs, in the order of `ids`. */
export async function blogCards(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await cardsQuery(db, ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => !!r);
}

export const latestBlogs = (db: Db, n: number) =>
  db.selectFrom('blogs').select(CARD_COLUMNS).where('status', 'in', visible()).orderBy('createtime', 'desc').orderBy('id', 'desc').limit(n).execute();

export const allBlogs = (db: Db) =>
  db.selectFrom('blogs').selectAll().where('status', 'in', visible()).orderBy('createtime', 'desc').orderBy('id', 'desc').execute();

export const findBlog = (db: Db, id: number) => db.selectFrom('blogs').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

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
