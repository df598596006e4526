// A content version the database itself keeps: one row whose number grows with every write to a
// table public answers are read from, by triggers, so every CMS instance (and `npm run cms:load` in
// another process) sees a change with one cheap query. The public answer cache compares it
// (cms/plugins/public-cache.ts, docs/decisions/0012-cms-throughput.md).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** The tables public answers read. Frozen with this migration: a later public table adds its own trigger with `watchContentTable`. */
const PUBLIC_TABLES = [
  'pages',
  'articles',
  'page_meta',
  'about_us',
  'core_values',
  'categories',
  'faqs',
  'downloads',
  'blogs',
  'product_categories',
  'products',
  'tool_categories',
  'tools',
  'plotters',
  'cases',
  'countries',
  'regions',
  'partner_categories',
  'dealers',
  'accounts',
  'trainers',
  'trainings',
  'training_addresses',
  'warranties',
  'deletions',
];

const BUMP = 'update content_version set version = version + 1 where id = 1';

/**
 * Makes every write to `table` raise the content version. PostgreSQL: once per statement, BEFORE it
 * runs, so a transaction takes the version row's lock before any content row's and two writers
 * cannot deadlock over it; SQLite (one writer at a time) has only row triggers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function watchContentTable(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create trigger ${table}_content_version before insert or update or delete or truncate on ${table} for each statement execute function bump_content_version()`,
      )
      .execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete'])
    await sql.raw(`create trigger ${table}_content_version_${op} after ${op} on ${table} begin ${BUMP}; end`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 0 }).execute();
  if (isPostgres(db))
    await sql.raw(`create or replace function bump_content_version() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`).execute(db);
  for (const table of PUBLIC_TABLES) await watchContentTable(db, table);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of PUBLIC_TABLES) {
    if (pg) await sql.raw(`drop trigger if exists ${table}_content_version on ${table}`).execute(db);
    else for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${table}_content_version_${op}`).execute(db);
  }
  if (pg) await sql.raw('drop function if exists bump_content_version()').execute(db);
  await db.schema.dropTable('content_version').ifExists().execute();
}
