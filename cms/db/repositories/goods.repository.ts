// Queries for products, product categories, tools, tool categories and plotters.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);

export const findProduct = (db: Db, id: number) =>
  db.selectFrom('products').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

export const allProducts = (db: Db) => db.selectFrom('products').selectAll().where('status', 'in', visible()).orderBy('id').execute();

export async function productsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return inOrder(ids, await db.selectFrom('products').selectAll().where('id', 'in', ids).where('status', 'in', visible()).execute());
}

export const productCategories = (db: Db) => db.selectFrom('product_categories').selectAll().where('status', 'in', visible()).orderBy('id').execute();

/** public tool categories that have at least one public tool, paged */
export async function toolCategoryPage(db: Db, w: PageWindow) {
  const base = db
    .selectFrom('tool_categories')
    .where('status', 'in', visible())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tools')
          .select('tools.id')
          .whereRef('tools.category_id', '=', 'tool_categories.id')
          .where('tools.status', 'in', visible())
          .where('tools.branding', '=', 0),
      ),
    );
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

export const findToolCategory = (db: Db, id: number) =>
  db.selectFrom('tool_categories').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

const publicTools = (db: Db) => db.selectFrom('tools').where('status', 'in', visible()).where('branding', '=', 0);

export const toolsOfCategories = (db: Db, categoryIds: number[]) =>
  categoryIds.length ? publicTools(db).selectAll().where('category_id', 'in', categoryIds).orderBy('id').execute() : Promise.resolve([]);

export async function toolPage(db: Db, categoryId: number, w: PageWindow) {
  const base = publicTools(db).where('category_id', '=', categoryId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
}

export const findPublicTool = (db: Db, id: number) => publicTools(db).selectAll().where('id', '=', id).executeTakeFirst();
export const allPublicTools = (db: Db) => publicTools(db).selectAll().orderBy('id').execute();

/** tools by id whatever their branding flag (a shop's branding elements) */
export async function toolsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return inOrder(ids, await db.selectFrom('tools').selectAll().where('id', 'in', ids).where('status', 'in', visible()).execute());
}

export const allPlotters = (db: Db) => db.selectFrom('plotters').selectAll().where('status', 'in', visible()).orderBy('position').orderBy('id').execute();

export const findPlotter = (db: Db, id: number) =>
  db.selectFrom('plotters').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();
