// Attempt counters per key (client, account, shop), kept in the database so several CMS instances share them.
// Keys are hashed: a counter costs the same whatever the username or email, and none is stored in clear.
import type { Db } from '../db/database';
import { deleteCounter, hitCounter, refundCounter, sweepCounters, type CounterHit } from '../db/repositories/throttle.repository';
import { hashToken, nowSeconds } from './tokens';

/** Failures of one client on one account answered at once; after them the wait doubles each time. */
export const FREE_FAILURES = 5;

export interface Throttle {
  /** counts one attempt on every key; false when any key is over `max` in its window */
  allow(max: number, ...keys: string[]): Promise<boolean>;
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

export function createThrottle(db: Db, windowS: number, now: () => number = nowSeconds): Throttle {
  let lastSweep = now();
  const hit = async (key: string) => {
    const t = now();
    if (t - lastSweep > windowS) {
      lastSweep = t;
      await sweepCounters(db, t - 2 * windowS);
    }
    return hitCounter(db, key, t, windowS);
  };
  return {
    windowS,
    hit,
    async allow(max, ...keys) {
      let ok = true;
      // every key is counted even when an earlier one is over: a refused flood still uses up its attempts
      for (const key of keys) if ((await hit(key)).count > max) ok = false;
      return ok;
    },
    async refund(key) {
      await refundCounter(db, key);
    },
    async clear(key) {
      await deleteCounter(db, key);
    },
  };
}
