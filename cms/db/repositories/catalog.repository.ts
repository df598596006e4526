// Queries for FAQ and download categories, questions and downloads.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

export const topCategories = (db: Db, type: number) =>
  db
    .selectFrom('categories')
    .selectAll()
    .where('type', '=', type)
    .where('level', '=', 1)
    .where('status', 'in', visible())
    .orderBy('position')
    .orderBy('id')
    .execute();

export const subCategories = (db: Db, type: number, parentIds: number[]) =>
  parentIds.length
    ? db
        .selectFrom('categories')
        .selectAll()
        .where('type', '=', type)
        .where('level', '=', 2)
        .where('parent_id', 'in', parentIds)
        .where('status', 'in', visible())
        .orderBy('position')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export async function faqPage(db: Db, categoryId: number, secondId: number | undefined, w: PageWindow) {
  let base = db.selectFrom('faqs').where('status', 'in', visible()).where('category_id', '=', categoryId);
  if (secondId) base = base.where('second_id', '=', secondId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

export async function downloadPage(db: Db, categoryId: number, w: PageWindow) {
  const base = db.selectFrom('downloads').where('status', 'in', visible()).where('category_id', '=', categoryId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

export const allFaqs = (db: Db) => db.selectFrom('faqs').selectAll().where('status', 'in', visible()).orderBy('id').execute();
export const allDownloads = (db: Db) => db.selectFrom('downloads').selectAll().where('status', 'in', visible()).orderBy('id').execute();
