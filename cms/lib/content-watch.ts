// Knowing when public content changed, on any instance: the database's content version (raised by
// triggers on every write to a public table, migration 2026-11-24-cms-content-version), read again
// when the last reading is older than `checkMs`. Every change, or failed reading, starts a new
// generation; caches drop what they hold from an older one (docs/decisions/0012-cms-throughput.md).
import type { FastifyBaseLogger } from 'fastify';

export interface ContentWatch {
  /** resolves once the version is at most `checkMs` old; false when it could not be read */
  fresh(): Promise<boolean>;
  /** true when the version was read less than `checkMs` ago (no need to wait for `fresh`) */
  isFresh(): boolean;
  /** grows with every change seen (and every invalidate) */
  readonly generation: number;
  /** starts a new generation at once (a write through this instance) */
  invalidate(): void;
}

export function createContentWatch(readVersion: () => Promise<number>, checkMs: number, log: FastifyBaseLogger): ContentWatch {
  let version: number | null = null;
  let checkedAt = -Infinity;
  let reading: Promise<void> | null = null;
  let generation = 0;
  const read = async () => {
    // the time the read starts: a change committed after it is seen by the next read
    const started = Date.now();
    try {
      const v = await readVersion();
      if (version !== null && v !== version) generation++;
      version = v;
      checkedAt = started;
    } catch (err) {
      // without the version a cached answer could be stale: drop everything and read again next time
      version = null;
      generation++;
      log.warn({ err: { message: (err as Error).message } }, 'reading the content version failed');
    } finally {
      reading = null;
    }
  };
  const isFresh = () => version !== null && Date.now() - checkedAt < checkMs;
  return {
    async fresh() {
      if (!isFresh()) await (reading ??= read());
      return version !== null;
    },
    isFresh,
    get generation() {
      return generation;
    },
    invalidate() {
      generation++;
    },
  };
}
