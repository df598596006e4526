// Indexes for the public lists read under load: each serves its list's filter and order from the
// index alone (published cases newest first, dealers of a place by stars, blog cards by date).
import type { Kysely } from 'kysely';

const INDEXES: [string, string, string[]][] = [
  ['cases_list', 'cases', ['status', 'id']],
  ['dealers_search', 'dealers', ['nation_id', 'city_id', 'status', 'stars']],
  ['blogs_list', 'blogs', ['status', 'createtime', 'id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
