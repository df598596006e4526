// Queries for singleton pages, articles, page meta, about us and core values.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';
import { parseJson } from '../../lib/json';

export async function getPage<T>(db: Db, key: string): Promise<T | null> {
  const row = await db.selectFrom('pages').select('data').where('key', '=', key).where('status', 'in', visible()).executeTakeFirst();
  return row ? parseJson<T | null>(row.data, null) : null;
}

export const findArticle = (db: Db, title: string) =>
  db.selectFrom('articles').selectAll().where('title', '=', title).where('status', 'in', visible()).executeTakeFirst();

export const findPageMeta = (db: Db, title: string) =>
  db.selectFrom('page_meta').selectAll().where('title', '=', title).where('status', 'in', visible()).executeTakeFirst();

export const listAboutUs = (db: Db) => db.selectFrom('about_us').selectAll().where('status', 'in', visible()).orderBy('position').orderBy('id').execute();

export const listCoreValues = (db: Db) => db.selectFrom('core_values').selectAll().where('status', 'in', visible()).orderBy('position').orderBy('id').execute();
