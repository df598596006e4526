// The CMS's SQLite connection (cms/db/dialect.ts): it syncs the disk at WAL checkpoints rather than
// at every commit unless CMS_SQLITE_SYNC=FULL (docs/configuration.md), and prepares each SQL text
// once: a throttled lookup commits a counter, and per-commit syncs and per-query parsing made the
// warranty check the slowest public call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { loadConfig } from '../../cms/config';
import { openDatabase } from '../../cms/db/database';
import { cachedStatements, type SqliteSync } from '../../cms/db/dialect';

const SYNC_LEVEL: Record<number, string> = { 0: 'OFF', 1: 'NORMAL', 2: 'FULL', 3: 'EXTRA' };

async function syncOf(sqliteSync: SqliteSync | undefined): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-sync-'));
  const db = openDatabase({ file: path.join(dir, 'x.sqlite'), sqliteSync });
  try {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    return SYNC_LEVEL[rows[0].synchronous];
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('opens SQLite with synchronous=NORMAL by default and FULL when asked', async () => {
  expect(await syncOf(undefined)).toBe('NORMAL');
  expect(await syncOf('FULL')).toBe('FULL');
});

it('reads CMS_SQLITE_SYNC in any case and refuses another value, naming it', () => {
  expect(loadConfig({}).sqliteSync).toBe('NORMAL');
  expect(loadConfig({ CMS_SQLITE_SYNC: 'full' }).sqliteSync).toBe('FULL');
  expect(() => loadConfig({ CMS_SQLITE_SYNC: 'OFF' })).toThrow('CMS_SQLITE_SYNC must be NORMAL or FULL (got "OFF")');
});

describe('prepared statements', () => {
  it('prepares a SQL text once and hands the same statement back', () => {
    const raw = new SQLite(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const db = cachedStatements(raw);
    const a = db.prepare('select 1 as n');
    expect(db.prepare('select 1 as n')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(1);
    db.close();
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const raw = new SQLite(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const db = cachedStatements(raw, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // used again: select 2 is now the oldest
    db.prepare('select 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });

  it('gives Kysely the same answers through reused statements, reads and writes alike', async () => {
    const db = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: cachedStatements(new SQLite(':memory:')) }) });
    await db.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('v', 'text')
      .execute();
    for (let i = 1; i <= 3; i++)
      await db
        .insertInto('t')
        .values({ id: i, v: `v${i}` })
        .execute();
    const read = (id: number) => db.selectFrom('t').select('v').where('id', '=', id).executeTakeFirst();
    expect(await read(1)).toEqual({ v: 'v1' });
    expect(await read(3)).toEqual({ v: 'v3' });
    expect(await read(9)).toBeUndefined();
    await db.destroy();
  });
});
