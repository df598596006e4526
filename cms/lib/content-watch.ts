// Knowing when public content changed, on any instance: the database's content version (raised by
// triggers on every write to a public table, migration 2026-11-25-cms-content-version), read again
// when the last reading is older than `checkMs`. Every change, or failed reading, starts a new
// generation; caches drop what they hold from an older one (docs/decisions/0012-cms-throughput.md).
import type { FastifyBaseLogger } from 'fastify';

export interface ContentWatch {
  /** resolves once the version is at most `checkMs` old; false when it could not be read */
  fresh(): Promise<boolean>;
  /** true when the version was read less than `checkMs` ago (no need to wait for `fresh`) */
  isFresh(): boolean;
  /** grows with every change seen (and every failed reading) */
  readonly generation: number;
  /** makes the next `fresh` read the version again (a request through this instance may have written) */
  expire(): void;
}

export function createContentWatch(readVersion: () => Promise<number>, checkMs: number, log: FastifyBaseLogger): ContentWatch {
  let version: number | null = null;
  let checkedAt = -Infinity;
  /** the reading under way; it resolves true when no expire came while it ran */
  let reading: Promise<boolean> | null = null;
  let generation = 0;
  /** grows with every expire: a reading that began before one may not count as fresh */
  let expiries = 0;
  const read = async (): Promise<boolean> => {
    // the time the read starts: a change committed after it is seen by the next read
    const started = Date.now();
    const expiriesBefore = expiries;
    try {
      const v = await readVersion();
      if (version !== null && v !== version) generation++;
      version = v;
      if (expiries !== expiriesBefore) return false;
      checkedAt = started;
      return true;
    } catch (err) {
      // without the version a cached answer could be stale: drop everything and read again next time
      version = null;
      generation++;
      log.warn({ err: { message: (err as Error).message } }, 'reading the content version failed');
      return true;
    } finally {
      reading = null;
    }
  };
  const isFresh = () => version !== null && Date.now() - checkedAt < checkMs;
  return {
    async fresh() {
      // twice at most: a reading already under way may have begun before this instance's last write
      if (!isFresh() && !(await (reading ??= read()))) await (reading ??= read());
      return version !== null;
    },
    isFresh,
    get generation() {
      return generation;
    },
    expire() {
      checkedAt = -Infinity;
      expiries++;
    },
  };
}
