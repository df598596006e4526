// Attempt counters per key (client, account, shop), kept in the database so several CMS instances share them.
// Keys are hashed: a counter costs the same whatever the username or email, and none is stored in clear.
// Attempts that arrive together are counted together: while one statement runs, the next attempts
// queue and are then written in one multi-row upsert, each told its own exact count (see
// docs/decisions/0012-cms-throughput.md). The counts stay in the database, so several
// instances still share them, and no attempt is answered before it is counted.
import type { Db } from '../db/database';
import { deleteCounter, giveBackCounter, hitCounters, refundCounter, sweepCounters, type CounterHit } from '../db/repositories/throttle.repository';
import { isPostgres } from '../db/dialect';
import { hashToken, nowSeconds } from './tokens';

/** Failures of one client on one account answered at once; after them the wait doubles each time. */
export const FREE_FAILURES = 5;

export interface Throttle {
  /** counts one attempt on every key; false when any key is over `max` in its window */
  allow(max: number, ...keys: string[]): Promise<boolean>;
  /**
   * Counts one attempt on each key at once (in one statement), each against its own limit; false when
   * one is over. An attempt refused by a key is given back on the keys after it before this resolves,
   * so only attempts a key let through stay counted on the next (a client's refused flood does not
   * use up everyone's total).
   */
  allowInTurn(...limits: [max: number, key: string][]): Promise<boolean>;
  /** counts one attempt on a key and returns its counter */
  hit(key: string): Promise<CounterHit>;
  /** gives the attempt back */
  refund(key: string): Promise<void>;
  /** forgets the key */
  clear(key: string): Promise<void>;
  /** the window in seconds */
  readonly windowS: number;
}

/** The stored form of a logical key such as `login:ip:1.2.3.4`. */
export const throttleKey = (...parts: string[]) => hashToken(parts.join('\u0000'));

/** Seconds a client must wait after `failures` failures on one account: 0 for the first few, then 1, 2, 4 … up to the window. */
export const delayAfter = (failures: number, windowS: number) => (failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), windowS));

interface Waiter {
  resolve(hit: CounterHit): void;
  reject(err: unknown): void;
}

/**
 * Statements counting attempts that may run at once. One on SQLite, whose statements run one after
 * another anyway (a second would only split the batches). Two on PostgreSQL: the server's row lock
 * still orders them, so every count stays exact, but attempts that arrive while a statement travels
 * no longer wait for its answer before theirs is sent (on a busy machine one round trip took
 * 5 ms at the median and 38 ms at p99, see docs/decisions/0012-cms-throughput.md).
 */
const maxStatements = (db: Db) => (isPostgres(db) ? 2 : 1);

export function createThrottle(db: Db, windowS: number, now: () => number = nowSeconds, maxInFlight = maxStatements(db)): Throttle {
  let lastSweep = now();
  /** attempts waiting for the next statement, by key, in arrival order */
  let queued = new Map<string, Waiter[]>();
  /** attempts to give back, by key, with the promises waiting for it */
  let givingBack = new Map<string, (() => void)[]>();

  const writeBatch = async (batch: Map<string, Waiter[]>) => {
    const t = now();
    try {
      if (t - lastSweep > windowS) {
        lastSweep = t;
        await sweepCounters(db, t - 2 * windowS);
      }
      const counted = await hitCounters(
        db,
        // in key order: statements running at once (or on other instances) then lock shared rows in
        // the same order and cannot deadlock
        [...batch].map(([key, waiters]) => ({ key, n: waiters.length })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
        t,
        windowS,
      );
      for (const [key, waiters] of batch) {
        const total = counted.get(key);
        if (!total) throw new Error(`throttle counter ${key.slice(0, 8)}… was not returned`);
        // the k-th of n attempts counted together saw the count before the batch plus k
        waiters.forEach((w, k) => w.resolve({ count: total.count - waiters.length + 1 + k, prevAt: k === 0 ? total.prevAt : t }));
      }
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };

  /** statements running now, and whether a pump of the queues is already due */
  let inFlight = 0;
  let pumpDue = false;

  const run = (job: () => Promise<void>) => {
    inFlight++;
    void job().finally(() => {
      inFlight--;
      schedule();
    });
  };

  /** gives back queued attempts first, then counts the queued ones, while statements may start */
  const pump = () => {
    pumpDue = false;
    if (givingBack.size && inFlight < maxInFlight) {
      const back = givingBack;
      givingBack = new Map();
      run(async () => {
        for (const [key, done] of back) {
          // a failed give-back leaves the attempt counted: the safe side of a limit
          await giveBackCounter(db, key, done.length).catch(() => undefined);
          for (const d of done) d();
        }
      });
    }
    if (queued.size && inFlight < maxInFlight) {
      const batch = queued;
      queued = new Map();
      run(() => writeBatch(batch));
    }
  };

  // attempts parsed in the same turn of the event loop join the same statement
  const schedule = () => {
    if (pumpDue || inFlight >= maxInFlight || !(queued.size || givingBack.size)) return;
    pumpDue = true;
    setImmediate(pump);
  };

  const hit = (key: string) =>
    new Promise<CounterHit>((resolve, reject) => {
      const waiters = queued.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else queued.set(key, [{ resolve, reject }]);
      schedule();
    });

  const giveBack = (key: string) =>
    new Promise<void>((resolve) => {
      const done = givingBack.get(key);
      if (done) done.push(resolve);
      else givingBack.set(key, [resolve]);
      schedule();
    });

  return {
    windowS,
    hit,
    async allowInTurn(...limits) {
      const hits = await Promise.all(limits.map(([, key]) => hit(key)));
      const refusedBy = hits.findIndex((h, i) => h.count > limits[i][0]);
      if (refusedBy < 0) return true;
      await Promise.all(limits.slice(refusedBy + 1).map(([, key]) => giveBack(key)));
      return false;
    },
    async allow(max, ...keys) {
      // one key (every throttled lookup's case) needs no array of promises
      if (keys.length === 1) return (await hit(keys[0])).count <= max;
      // every key is counted even when an earlier one is over: a refused flood still uses up its attempts
      const hits = await Promise.all(keys.map(hit));
      return hits.every((h) => h.count <= max);
    },
    async refund(key) {
      await refundCounter(db, key);
    },
    async clear(key) {
      await deleteCounter(db, key);
    },
  };
}
