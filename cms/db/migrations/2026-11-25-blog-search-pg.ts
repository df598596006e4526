// Blog keyword search at size on PostgreSQL: trigram indexes (the pg_trgm extension, shipped with
// PostgreSQL) over title and desc, so the case-insensitive substring match (ILIKE '%…%') reads an
// index instead of every post, as SQLite's FTS5 trigram index does (2026-11-24-scale-blog-search).
// pg_trgm is a trusted extension: the database's owner may create it. Where it cannot be created,
// the search still answers by reading every post; the CMS says so in its log at start
// (cms/db/search/blog-keywords.ts).
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  // a failed statement would end the migration's transaction: try the extension in a savepoint
  await sql`SAVEPOINT blog_search_pg`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT blog_search_pg`.execute(db);
    return;
  }
  await sql`RELEASE SAVEPOINT blog_search_pg`.execute(db);
  await sql`CREATE INDEX blogs_title_trgm ON blogs USING gin (title gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX blogs_desc_trgm ON blogs USING gin ("desc" gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`DROP INDEX IF EXISTS blogs_title_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS blogs_desc_trgm`.execute(db);
}
