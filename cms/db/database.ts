// Opens the SQLite file (WAL mode) behind a typed Kysely instance and migrates it to the latest schema.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteAdapter, SqliteDialect, sql, type MigrationResultSet } from 'kysely';
import type { Database } from './tables';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Migrates to the latest schema. Kysely takes no lock on SQLite, so two instances starting on one
 * new file would both create the same tables and fail; the whole run is one IMMEDIATE transaction
 * instead (SQLite's DDL is transactional), so a second instance waits, then finds nothing to do.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite) return report(await migrator.migrateToLatest());
  await sql`begin immediate`.execute(db);
  let result: MigrationResultSet;
  try {
    result = await migrator.migrateToLatest();
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
  await sql.raw(result.error ? 'rollback' : 'commit').execute(db);
  report(result);
}

function report({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
