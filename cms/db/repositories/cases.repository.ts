// Queries for cases: paged list, one by id, several by id, related cases by context.
import { visible } from '../../lib/visibility';
import { jsonArrayHas } from '../dialect';
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

const published = (db: Db) => db.selectFrom('cases').where('status', 'in', visible());

/**
 * One page of case cards: only the card columns, and the total from the same scan (a window
 * count); a page past the end has no row to carry it, so only then a count of its own.
 */
export async function casePage(db: Db, w: PageWindow) {
  const rows = await published(db)
    .select(['id', 'title', 'image'])
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .orderBy('id', 'desc')
    .limit(w.perPage)
    .offset(w.offset)
    .execute();
  if (rows.length) return { rows, total: Number(rows[0].total) };
  const n = await published(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n.n) };
}

export const findCase = (db: Db, id: number) => published(db).selectAll().where('id', '=', id).executeTakeFirst();
export const allCases = (db: Db) => published(db).selectAll().orderBy('id', 'desc').execute();

export async function casesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await published(db).selectAll().where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}

export interface RelatedContext {
  /** 1 ppf, 2 collection, 3 training */
  type?: number;
  trainId?: number;
  shopId?: number;
  exceptId?: number;
  limit: number;
}

/** Related case cards (card columns only). */
export function relatedCases(db: Db, c: RelatedContext) {
  let q = published(db).select(['id', 'title', 'image']);
  if (c.exceptId) q = q.where('id', '!=', c.exceptId);
  if (c.type === 1) q = q.where('ppf', '=', 1);
  else if (c.type === 2) q = q.where('collection', '=', 1);
  else if (c.type === 3 && c.trainId) {
    q = q.where(jsonArrayHas(db, 'cases.train_ids', c.trainId));
    if (c.shopId) q = q.where(jsonArrayHas(db, 'cases.shop_ids', c.shopId));
  }
  return q.orderBy('id', 'desc').limit(c.limit).execute();
}
