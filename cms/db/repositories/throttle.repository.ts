// Queries for the shared throttle counters: one atomic upsert per batch of attempts, portable to SQLite and PostgreSQL.
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

/**
 * Counts `n` attempts on each key in one statement (a multi-row upsert), so concurrent requests (and
 * other instances) never read the same count; a window older than `windowS` restarts at `n`. The
 * returned count includes all `n`, so the caller can number them. Keys must be distinct.
 */
export async function hitCounters(db: Db, hits: readonly CounterHits[], now: number, windowS: number): Promise<Map<string, CounterHit>> {
  const out = new Map<string, CounterHit>();
  for (let i = 0; i < hits.length; i += MAX_KEYS_PER_STATEMENT) {
    const rows = await db
      .insertInto('throttle_counters')
      .values(hits.slice(i, i + MAX_KEYS_PER_STATEMENT).map(({ key, n }) => ({ key, window_start: now, count: n, last_at: now, prev_at: null })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const expired = eb('throttle_counters.window_start', '<=', now - windowS);
          return {
            count: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.count'))
              .else(eb('throttle_counters.count', '+', eb.ref('excluded.count')))
              .end(),
            window_start: eb.case().when(expired).then(now).else(eb.ref('throttle_counters.window_start')).end(),
            prev_at: eb.ref('throttle_counters.last_at'),
            last_at: now,
          };
        }),
      )
      .returning(['key', 'count', 'prev_at'])
      .execute();
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

/** Drops counters whose window and delay ended long ago. */
export const sweepCounters = (db: Db, before: number) => db.deleteFrom('throttle_counters').where('last_at', '<', before).execute();
