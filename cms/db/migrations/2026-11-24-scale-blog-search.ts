// Blog keyword search at size: a trigram full-text index over title and desc (substring matches,
// like the LIKE '%…%' it replaces, without a scan of every row), kept in step with the blogs
// table by triggers. The list's order has its index in 2026-11-24-production-read-indexes.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** The full-text index is SQLite's FTS5; another dialect gets its own variant here. */
const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`CREATE VIRTUAL TABLE blogs_fts USING fts5(title, "desc", content='blogs', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER blogs_fts_ai AFTER INSERT ON blogs BEGIN
    INSERT INTO blogs_fts(rowid, title, "desc") VALUES (new.id, new.title, new."desc");
  END`.execute(db);
  await sql`CREATE TRIGGER blogs_fts_ad AFTER DELETE ON blogs BEGIN
    INSERT INTO blogs_fts(blogs_fts, rowid, title, "desc") VALUES ('delete', old.id, old.title, old."desc");
  END`.execute(db);
  await sql`CREATE TRIGGER blogs_fts_au AFTER UPDATE OF title, "desc" ON blogs BEGIN
    INSERT INTO blogs_fts(blogs_fts, rowid, title, "desc") VALUES ('delete', old.id, old.title, old."desc");
    INSERT INTO blogs_fts(rowid, title, "desc") VALUES (new.id, new.title, new."desc");
  END`.execute(db);
  await sql`INSERT INTO blogs_fts(blogs_fts) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const t of ['blogs_fts_ai', 'blogs_fts_ad', 'blogs_fts_au']) await sql`DROP TRIGGER IF EXISTS ${sql.ref(t)}`.execute(db);
    await sql`DROP TABLE IF EXISTS blogs_fts`.execute(db);
  }
}
