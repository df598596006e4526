// Queries for the shared throttle counters: one atomic upsert per attempt, portable to SQLite and PostgreSQL.
import type { Db } from '../database';

export interface CounterHit {
  /** attempts in the current window, this one included */
  count: number;
  /** unix seconds of the attempt before this one (any window), null for the first */
  prevAt: number | null;
}

/**
 * Counts one attempt on `key` in a single statement, so concurrent requests (and other instances)
 * never read the same count: a window older than `windowS` restarts at 1.
 */
export async function hitCounter(db: Db, key: string, now: number, windowS: number): Promise<CounterHit> {
  const row = await db
    .insertInto('throttle_counters')
    .values({ key, window_start: now, count: 1, last_at: now, prev_at: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('throttle_counters.window_start', '<=', now - windowS);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('throttle_counters.count', '+', 1))
            .end(),
          window_start: eb.case().when(expired).then(now).else(eb.ref('throttle_counters.window_start')).end(),
          prev_at: eb.ref('throttle_counters.last_at'),
          last_at: now,
        };
      }),
    )
    .returning(['count', 'prev_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), prevAt: row.prev_at === null ? null : Number(row.prev_at) };
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
