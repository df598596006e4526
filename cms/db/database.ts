// Opens the database (SQLite file in WAL mode, or PostgreSQL when a URL is given) behind a typed
// Kysely instance and migrates it to the latest schema. The one place a Kysely instance is made.
import { Kysely, Migrator, type KyselyPlugin } from 'kysely';
import type { Database } from './tables';
import { migrationProvider } from './migrations';
import { createDialect, type DatabaseTarget } from './dialect';

export type Db = Kysely<Database>;

export interface OpenOptions extends DatabaseTarget {
  /** Kysely plugins applied to every query (for example change tracking) */
  plugins?: KyselyPlugin[];
}

/** Opens a SQLite file (a string, the old form) or the target described by the options. */
export function openDatabase(target: string | OpenOptions): Db {
  const o: OpenOptions = typeof target === 'string' ? { file: target } : target;
  return new Kysely<Database>({ dialect: createDialect(o), plugins: o.plugins });
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
