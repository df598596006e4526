// One release service per site (issue 36): two CMS instances on one PostgreSQL database answer
// lease requests at the same moment, and exactly one service gets the lease, whichever instance it
// asked. The lease is one conditional UPDATE (cms/db/repositories/releases.repository.ts takeLease).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../cms/app';
import { startCms, type TestCms } from '../integration/cms/helpers';
import { releasePaths } from '../../contract/releases';

const TOKEN = 'release-token-for-tests-0123456789';
let first: TestCms;
let second: FastifyInstance;

beforeAll(async () => {
  if (!process.env.CMS_TEST_PG_URL)
    throw new Error('CMS_TEST_PG_URL is not set: run this test in the integration-pg jest project (its global setup starts PostgreSQL).');
  first = await startCms({ releaseToken: TOKEN });
  // a second instance with its own connection pool on the same database
  second = await buildApp({ ...first.config });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const ask = (app: FastifyInstance, holder: string) =>
  app.inject({ method: 'POST', url: releasePaths.lease, headers: { authorization: `Bearer ${TOKEN}` }, payload: { holder, ttl_ms: 60_000 } });

it('concurrent lease requests through two instances grant the lease to exactly one service, round after round', async () => {
  for (let round = 0; round < 5; round++) {
    // the lease has expired: everyone may take it
    await first.app.cms.db.updateTable('release_lease').set({ expires_at: 0 }).where('id', '=', 1).execute();
    const holders = Array.from({ length: 12 }, (_, i) => `svc-${round}-${i}`);
    const answers = await Promise.all(holders.map((h, i) => ask(i % 2 ? second : first.app, h)));
    const leases = answers.map((r) => {
      expect(r.statusCode).toBe(200);
      return r.json().data as { held: boolean; holder: string };
    });
    const winners = leases.filter((l) => l.held);
    expect(winners).toHaveLength(1);
    // every loser was told who holds it
    for (const l of leases) expect(l.holder).toBe(winners[0].holder);
    const row = await first.app.cms.db.selectFrom('release_lease').selectAll().executeTakeFirstOrThrow();
    expect(row.holder).toBe(winners[0].holder);
  }
});

it('the holder renews through either instance; the others keep waiting', async () => {
  const holder = (await first.app.cms.db.selectFrom('release_lease').select('holder').executeTakeFirstOrThrow()).holder;
  expect((await ask(second, holder)).json().data.held).toBe(true);
  expect((await ask(first.app, holder)).json().data.held).toBe(true);
  expect((await ask(second, 'svc-late')).json().data).toMatchObject({ held: false, holder });
});
