// Queries for the shared throttle counters: one atomic upsert per batch of attempts, portable to SQLite and PostgreSQL.
import type { CompiledQuery } from 'kysely';
import type { Db } from '../database';

export interface CounterHit {
  /** attempts in the current window, this one included */
  count: number;
  /** unix seconds of the attempt before this one (any window), null for the first */
  prevAt: number | null;
}

/** Attempts on one key counted together: `n` of them at once. */
export interface CounterHits {
  key: string;
  n: number;
}

/** How many keys one statement counts at most (SQLite allows 32,766 parameters; each key takes a few). */
export const MAX_KEYS_PER_STATEMENT = 500;

/** Marker values the statement is compiled with; each batch's values replace them (see `upsert`). */
const NOW = -1;
const CUTOFF = -2;
const FIRST_COUNT = -10;
const KEY = '\u0000throttle-key:';

/** The upsert of `rows` keys, written with the markers above in place of values. */
const template = (db: Db, rows: number): CompiledQuery<{ key: string; count: number; prev_at: number | null }> =>
  db
    .insertInto('throttle_counters')
    .values(Array.from({ length: rows }, (_, i) => ({ key: KEY + i, window_start: NOW, count: FIRST_COUNT - i, last_at: NOW, prev_at: null })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('throttle_counters.window_start', '<=', CUTOFF);
        return {
          count: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.count'))
            .else(eb('throttle_counters.count', '+', eb.ref('excluded.count')))
            .end(),
          window_start: eb.case().when(expired).then(NOW).else(eb.ref('throttle_counters.window_start')).end(),
          prev_at: eb.ref('throttle_counters.last_at'),
          last_at: NOW,
        };
      }),
    )
    .returning(['key', 'count', 'prev_at'])
    .compile();

/** Batch sizes whose statement is kept compiled (larger batches, rare, are compiled each time). */
const KEPT_SIZES = 128;
const templates = new WeakMap<Db, Map<number, ReturnType<typeof template>>>();

/**
 * The upsert for these hits: compiled once per database and batch size, then only its values
 * change. Building and compiling it through Kysely cost about as much as running it, and a
 * throttled lookup pays for one or two of them (docs/decisions/0012-cms-throughput.md).
 */
function upsert(db: Db, hits: readonly CounterHits[], now: number, windowS: number): ReturnType<typeof template> {
  let kept = templates.get(db);
  if (!kept) templates.set(db, (kept = new Map()));
  let t = kept.get(hits.length);
  if (!t) {
    t = template(db, hits.length);
    if (hits.length <= KEPT_SIZES) kept.set(hits.length, t);
  }
  const cutoff = now - windowS;
  const parameters = t.parameters.map((p) => {
    if (p === NOW) return now;
    if (p === CUTOFF) return cutoff;
    if (typeof p === 'number' && p <= FIRST_COUNT) return hits[FIRST_COUNT - p].n;
    if (typeof p === 'string' && p.startsWith(KEY)) return hits[Number(p.slice(KEY.length))].key;
    return p;
  });
  return { ...t, parameters };
}

/**
 * Counts `n` attempts on each key in one statement (a multi-row upsert), so concurrent requests (and
 * other instances) never read the same count; a window older than `windowS` restarts at `n`. The
 * returned count includes all `n`, so the caller can number them. Keys must be distinct.
 */
export async function hitCounters(db: Db, hits: readonly CounterHits[], now: number, windowS: number): Promise<Map<string, CounterHit>> {
  const out = new Map<string, CounterHit>();
  for (let i = 0; i < hits.length; i += MAX_KEYS_PER_STATEMENT) {
    const { rows } = await db.executeQuery(upsert(db, hits.slice(i, i + MAX_KEYS_PER_STATEMENT), now, windowS));
    for (const r of rows) out.set(r.key, { count: Number(r.count), prevAt: r.prev_at === null ? null : Number(r.prev_at) });
  }
  return out;
}

/** Gives one attempt back (a success is not a guess). */
export const refundCounter = (db: Db, key: string) =>
  db
    .updateTable('throttle_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();

export const deleteCounter = (db: Db, key: string) => db.deleteFrom('throttle_counters').where('key', '=', key).execute();

/** Gives `n` attempts back at once (never below zero): attempts another limit refused. */
export const giveBackCounter = (db: Db, key: string, n: number) =>
  db
    .updateTable('throttle_counters')
    .set((eb) => ({
      count: eb
        .case()
        .when('count', '>', n)
        .then(eb('count', '-', n))
        .else(0)
        .end(),
    }))
    .where('key', '=', key)
    .execute();

/** Drops counters whose window and delay ended long ago. */
export const sweepCounters = (db: Db, before: number) => db.deleteFrom('throttle_counters').where('last_at', '<', before).execute();
