// Queries for cases: paged list, one by id, several by id, related cases by context.
import { visible } from '../../lib/visibility';
import { sql } from 'kysely';
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

const published = (db: Db) => db.selectFrom('cases').where('status', 'in', visible());

export async function casePage(db: Db, w: PageWindow) {
  const total = await published(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await published(db).selectAll().orderBy('id', 'desc').limit(w.perPage).offset(w.offset).execute();
  return { rows, total: Number(total.n) };
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

export function relatedCases(db: Db, c: RelatedContext) {
  let q = published(db).selectAll();
  if (c.exceptId) q = q.where('id', '!=', c.exceptId);
  if (c.type === 1) q = q.where('ppf', '=', 1);
  else if (c.type === 2) q = q.where('collection', '=', 1);
  else if (c.type === 3 && c.trainId) {
    // sql.ref, not raw text: a preview request renames the table (cms/db/preview-tables.ts)
    q = q.where(sql<boolean>`exists (select 1 from json_each(${sql.ref('cases.train_ids')}) where json_each.value = ${c.trainId})`);
    if (c.shopId) q = q.where(sql<boolean>`exists (select 1 from json_each(${sql.ref('cases.shop_ids')}) where json_each.value = ${c.shopId})`);
  }
  return q.orderBy('id', 'desc').limit(c.limit).execute();
}
