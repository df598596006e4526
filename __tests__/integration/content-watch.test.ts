// The content watch behind the public cache (cms/lib/content-watch.ts): it reads the database's
// content version at most every checkMs, moves to a new generation when the version changed or
// could not be read, and after `expire` (a request that may have written) never trusts a reading
// that began before it.
import { createContentWatch } from '../../cms/lib/content-watch';

const silent = { warn: () => undefined } as unknown as Parameters<typeof createContentWatch>[2];

it('reads once per interval and starts a new generation only when the version changed', async () => {
  let version = 1;
  let reads = 0;
  const watch = createContentWatch(
    async () => {
      reads++;
      return version;
    },
    3_600_000,
    silent,
  );
  expect(await watch.fresh()).toBe(true);
  const g = watch.generation;
  await watch.fresh();
  expect(reads).toBe(1);
  watch.expire();
  await watch.fresh();
  expect(reads).toBe(2);
  expect(watch.generation).toBe(g); // same version: the cache stays
  version = 2;
  watch.expire();
  await watch.fresh();
  expect(watch.generation).toBe(g + 1);
});

it('does not trust a reading that began before an expire', async () => {
  let version = 1;
  let release: () => void = () => undefined;
  let reads = 0;
  const watch = createContentWatch(
    async () => {
      reads++;
      const seen = version;
      if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
      return seen;
    },
    3_600_000,
    silent,
  );
  await watch.fresh();
  const g = watch.generation;
  watch.expire();
  const first = watch.fresh(); // reading 2 begins, sees version 1, and waits
  await Promise.resolve();
  version = 2; // a write through this instance commits…
  watch.expire(); // …and its request ends
  release();
  await first;
  expect(reads).toBe(3);
  expect(watch.generation).toBe(g + 1);
});

it('a failed reading empties the caches and is tried again', async () => {
  let fail = true;
  const watch = createContentWatch(
    async () => {
      if (fail) throw new Error('database gone');
      return 7;
    },
    3_600_000,
    silent,
  );
  expect(await watch.fresh()).toBe(false);
  const g = watch.generation;
  fail = false;
  expect(await watch.fresh()).toBe(true);
  expect(watch.generation).toBe(g);
});
