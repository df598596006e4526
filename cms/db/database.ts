// Opens the database (SQLite file in WAL mode, or PostgreSQL when a URL is given) behind a typed
// Kysely instance and migrates it to the latest schema. The one place a Kysely instance is made.
import { Kysely, Migrator, SqliteAdapter, sql, type KyselyPlugin, type MigrationResultSet } from 'kysely';
import type { Database } from './tables';
import { migrationProvider } from './migrations';
import { createDialect, type DatabaseTarget } from './dialect';
import { PreviewTablesPlugin } from './preview-tables';

export type Db = Kysely<Database>;

export interface OpenOptions extends DatabaseTarget {
  /** Kysely plugins applied to every query (for example change tracking) */
  plugins?: KyselyPlugin[];
}

/** Opens a SQLite file (a string, the old form) or the target described by the options. */
export function openDatabase(target: string | OpenOptions): Db {
  const o: OpenOptions = typeof target === 'string' ? { file: target } : target;
  return new Kysely<Database>({
    dialect: createDialect(o),
    // Preview requests read the `preview_` twins of the content tables (drafts over published); every
    // connection gets this plugin, whatever the dialect, or the preview silently shows production.
    plugins: [new PreviewTablesPlugin(), ...(o.plugins ?? [])],
  });
}

/**
 * Migrates to the latest schema. Kysely takes no lock on SQLite, so two instances starting on one
 * new file would both create the same tables and fail; the whole run is one IMMEDIATE transaction
 * instead (SQLite's DDL is transactional), so a second instance waits, then finds nothing to do.
 */
// Kysely's Migrator takes a database of any schema: migrations must not depend on today's tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely runs migrations in name order, and names are dated and then named after their area, so a
  // new one can sort before one a database already ran: it runs then, after them. The content
  // version's triggers are dated last so that on a fresh database they see every public table.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
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
