// Throttle counters written in batches (cms/lib/throttle.ts, docs/decisions/0012-cms-throughput.md):
// attempts that arrive together share one statement, and each is still told its own exact count, so
// a limit lets exactly `max` attempts through. Runs on SQLite and, in the integration-pg project, on PostgreSQL.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createThrottle, throttleKey } from '../../../cms/lib/throttle';
import { isPostgres } from '../../../cms/db/dialect';
import type { Db } from '../../../cms/db/database';
import { startCms, type TestCms } from './helpers';

/**
 * Counts the statements run through it (only the throttle uses its database here). Results, not
 * compilations: the upsert is compiled once per batch size and then run with new values.
 */
class CountingPlugin implements KyselyPlugin {
  inserts = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.inserts++;
    return result;
  }
}

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ warrantyMax: 10, warrantyMaxAll: 1_000_000 });
});
afterAll(() => cms.close());

it('counts concurrent attempts in a few statements, each with its own exact count', async () => {
  const counting = new CountingPlugin();
  const throttle = createThrottle(cms.app.cms.db.withPlugin(counting), 600);
  const a = throttleKey('test:a');
  const b = throttleKey('test:b');
  const hits = await Promise.all([...Array.from({ length: 60 }, () => throttle.hit(a)), ...Array.from({ length: 40 }, () => throttle.hit(b))]);
  expect(hits.slice(0, 60).map((h) => h.count)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  expect(hits.slice(60).map((h) => h.count)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  expect(counting.inserts).toBeGreaterThan(0);
  expect(counting.inserts).toBeLessThan(10);
  // a later attempt continues from what the batch stored
  expect((await throttle.hit(a)).count).toBe(61);
});

it('runs the compiled statement of a batch size again with new keys and counts', async () => {
  const throttle = createThrottle(cms.app.cms.db, 600);
  const keys = ['c', 'd', 'e', 'f'].map((k) => throttleKey(`test:${k}`));
  // two batches of two keys each: the second reuses the first's statement
  await Promise.all([throttle.hit(keys[0]), throttle.hit(keys[1]), throttle.hit(keys[1])]);
  const second = await Promise.all([throttle.hit(keys[2]), throttle.hit(keys[3]), throttle.hit(keys[3]), throttle.hit(keys[3])]);
  expect(second.map((h) => h.count)).toEqual([1, 1, 2, 3]);
  const third = await Promise.all([throttle.hit(keys[1]), throttle.hit(keys[0])]);
  expect(third.map((h) => h.count)).toEqual([3, 2]);
  const rows = await cms.app.cms.db.selectFrom('throttle_counters').select(['key', 'count']).where('key', 'in', keys).execute();
  expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.count)]))).toEqual({ [keys[0]]: 2, [keys[1]]: 3, [keys[2]]: 1, [keys[3]]: 3 });
});

it('restarts a window that ended, whatever the batch size', async () => {
  let t = 1_000;
  const throttle = createThrottle(cms.app.cms.db, 600, () => t);
  const k = throttleKey('test:window');
  await Promise.all(Array.from({ length: 5 }, () => throttle.hit(k)));
  t += 600;
  const again = await Promise.all(Array.from({ length: 3 }, () => throttle.hit(k)));
  expect(again.map((h) => h.count)).toEqual([1, 2, 3]);
  expect(again[0].prevAt).toBe(1_000);
});

it('lets exactly the limit through when a flood of warranty lookups arrives at once', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => cms.app.inject({ method: 'GET', url: '/api/Warranty/checkWarranty?filter=NO-SUCH', remoteAddress: '10.7.7.7' })),
  );
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  // both counters are written together; the 30 the client's limit refused were given back on everyone's
  const total = await cms.app.cms.db.selectFrom('throttle_counters').select('count').where('key', '=', throttleKey('warranty:all')).executeTakeFirst();
  expect(Number(total?.count)).toBe(10);
});

it('counts two keys in one statement and gives back, batched, what the first key refused', async () => {
  const counting = new CountingPlugin();
  const throttle = createThrottle(cms.app.cms.db.withPlugin(counting), 600);
  const client = throttleKey('test:client');
  const all = throttleKey('test:all');
  const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.allowInTurn([5, client], [1000, all])));
  expect(answers.filter(Boolean)).toHaveLength(5);
  // one upsert for all 60 hits and one give-back of 25
  expect(counting.inserts).toBe(2);
  const rows = await cms.app.cms.db.selectFrom('throttle_counters').select(['key', 'count']).where('key', 'in', [client, all]).execute();
  expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.count)]))).toEqual({ [client]: 30, [all]: 5 });
  // refused by the second key: counted on both, nothing given back
  expect(await throttle.allowInTurn([1000, throttleKey('test:other')], [5, all])).toBe(false);
});

/**
 * The database with a count of the statements running at once through `executeQuery` (the
 * throttle's upserts), each held 20 ms before it runs: the next waves then arrive while a statement
 * is running whatever the machine's load (on a busy machine a statement could end before the next
 * wave, and the test saw one at a time).
 */
function watchConcurrency(db: Db) {
  const seen = { active: 0, most: 0 };
  const watched = new Proxy(db, {
    get(target, prop) {
      if (prop === 'executeQuery') {
        return async (...args: Parameters<Db['executeQuery']>) => {
          seen.most = Math.max(seen.most, ++seen.active);
          try {
            await new Promise((resolve) => setTimeout(resolve, 20));
            return await target.executeQuery(...args);
          } finally {
            seen.active--;
          }
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { watched, seen };
}

it('keeps every count exact while attempts arrive in waves during running statements (two at once on PostgreSQL)', async () => {
  const { watched, seen } = watchConcurrency(cms.app.cms.db);
  const throttle = createThrottle(watched, 600);
  const keys = ['wave:x', 'wave:y', 'wave:z'].map((k) => throttleKey(k));
  const pending: Promise<number>[] = [];
  for (let wave = 0; wave < 20; wave++) {
    // the keys in a different order in each wave: statements running at once must not deadlock
    for (let i = 0; i < 10; i++) pending.push(throttle.hit(keys[(wave + i) % 3]).then((h) => h.count));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const counts = await Promise.all(pending);
  for (const [k, key] of keys.entries()) {
    const mine = counts.filter((_, j) => (Math.floor(j / 10) + (j % 10)) % 3 === k).sort((a, b) => a - b);
    // each attempt on a key got its own number, none twice, none skipped
    expect(mine).toEqual(Array.from({ length: mine.length }, (_, i) => i + 1));
    const row = await cms.app.cms.db.selectFrom('throttle_counters').select('count').where('key', '=', key).executeTakeFirst();
    expect(Number(row?.count)).toBe(mine.length);
  }
  expect(seen.most).toBe(isPostgres(cms.app.cms.db) ? 2 : 1);
});
