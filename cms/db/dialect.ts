// Where the CMS's data lives: an embedded SQLite file by default, or a PostgreSQL server when
// CMS_DATABASE_URL names one (several CMS instances behind a load balancer share it; see
// docs/configuration.md). The few SQL spellings the two disagree on are chosen here, from the
// Kysely instance itself, so repositories stay dialect-neutral.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Pool, types } from 'pg';
import {
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type ColumnDefinitionBuilder,
  type Dialect,
  type QueryExecutorProvider,
  type RawBuilder,
  type SqliteDatabase,
} from 'kysely';

// COUNT(*) and other bigint results arrive as strings from pg; the CMS never holds a number past 2^53.
types.setTypeParser(types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface DatabaseTarget {
  /** postgres://… (or postgresql://…); when set, file is ignored */
  url?: string | null;
  /** SQLite file, or ':memory:' */
  file: string;
  /** connections per instance in the PostgreSQL pool */
  poolSize?: number;
  /** SQLite's `synchronous` setting: NORMAL (the default) or FULL */
  sqliteSync?: SqliteSync;
}

export type SqliteSync = 'NORMAL' | 'FULL';

/** CMS_SQLITE_SYNC as a setting: NORMAL when unset, FULL or NORMAL in any case, else an error naming it. */
export function parseSqliteSync(value: string | undefined): SqliteSync {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '' || v === 'NORMAL') return 'NORMAL';
  if (v === 'FULL') return 'FULL';
  throw new Error(`CMS_SQLITE_SYNC must be NORMAL or FULL (got "${value}")`);
}

export const isPostgresUrl = (url: string | null | undefined): boolean => !!url && /^postgres(ql)?:\/\//i.test(url);

export function createDialect(target: DatabaseTarget): Dialect {
  if (target.url) {
    if (!isPostgresUrl(target.url)) throw new Error(`CMS_DATABASE_URL must start with postgres:// or postgresql:// (got "${target.url.split(':')[0]}:…").`);
    const pool = new Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the
    // pool; unhandled, that would stop the process. The pool replaces it on the next query.
    // Written straight to stderr: a pool some test left open sees its idle connections ended when the
    // test server stops, after jest has closed that test's console (which then fails the run).
    pool.on('error', (err) => process.stderr.write(`PostgreSQL connection lost while idle: ${err.message}\n`));
    return new PostgresDialect({ pool });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs the disk at checkpoints instead of at every commit: the file cannot be
  // corrupted and a crash of the process loses nothing, only a power cut can lose the last commits.
  // FULL syncs every commit, and each throttled lookup commits a counter (docs/configuration.md).
  sqlite.pragma(`synchronous = ${target.sqliteSync === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // statistics for the query planner where tables grew since they were last gathered (SQLite's
  // advice for long-lived connections; the content loader gathers them after a load)
  sqlite.pragma('optimize = 0x10002');
  return new SqliteDialect({ database: cachedStatements(sqlite) });
}

/** Statements kept per instance, most recently used first out of the way last. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query afresh,
 * and on the public calls parsing the SQL cost about as much as running it. A statement is reusable
 * because better-sqlite3 runs it to the end before returning (Kysely's one connection is held
 * while a stream iterates).
 */
export function cachedStatements(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close() {
      cache.clear();
      sqlite.close();
    },
    prepare(text) {
      let stmt = cache.get(text);
      if (stmt) {
        // a Map keeps insertion order: re-inserting marks it as the most recently used
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}

/** true when the instance talks to PostgreSQL */
/** Any Kysely instance or transaction, whatever its tables: only its executor is used. */
export const isPostgres = (db: QueryExecutorProvider) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Escapes LIKE wildcards for a "contains" pattern; used with ESCAPE '\'. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` contains `text`, ignoring case: SQLite's LIKE already ignores ASCII case, PostgreSQL
 * needs ILIKE for the same answer.
 */
export function textContains(db: QueryExecutorProvider, column: string, text: string): RawBuilder<boolean> {
  const op = isPostgres(db) ? sql`ILIKE` : sql`LIKE`;
  return sql<boolean>`${sql.ref(column)} ${op} ${containsPattern(text)} ESCAPE '\\'`;
}

/** The JSON array stored as text in `column` holds `value` (compared as text, as the ids are numbers or strings). */
export function jsonArrayHas(db: QueryExecutorProvider, column: string, value: string | number): RawBuilder<boolean> {
  if (isPostgres(db)) return sql<boolean>`exists (select 1 from json_array_elements_text(${sql.ref(column)}::json) as e(v) where e.v = ${String(value)})`;
  return sql<boolean>`exists (select 1 from json_each(${sql.ref(column)}) where json_each.value = ${value})`;
}

/** Tables whose ids the database hands out (identity columns on PostgreSQL). */
export const GENERATED_ID_TABLES = ['training_addresses', 'contact_requests', 'join_requests', 'outbox', 'deletions'] as const;

/**
 * After rows were written with explicit ids (content loading), moves PostgreSQL's identity
 * sequences past them so the next generated id is free. SQLite picks max(id)+1 by itself.
 */
export async function syncGeneratedIds(db: QueryExecutorProvider, tables: readonly string[] = GENERATED_ID_TABLES): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

/** An integer primary key the database hands out and never reuses: SQLite's autoincrement, PostgreSQL's identity column. */
export const generatedIdColumn =
  (db: QueryExecutorProvider) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

/**
 * The database's clock in unix milliseconds, as an SQL expression: what several CMS instances must
 * compare (the release lease's expiry) is measured by the one clock they share, not by each
 * machine's own.
 */
export const dbNowMs = (db: QueryExecutorProvider): RawBuilder<number> =>
  isPostgres(db)
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
