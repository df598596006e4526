// Scheduled publishing with two CMS instances on one PostgreSQL database, as behind a load balancer
// (docs/product/scheduling.md): both instances' runners look for due schedules every second and are
// also made to run at the same moment again and again; each schedule still runs exactly once: one
// audit entry, one publish revision, one state change, attempts 1. And one that fell due while the
// CMS was down runs when it starts again.
import { buildApp } from '../../cms/app';
import { call, startCms, type TestCms } from '../integration/cms/helpers';
import { BLOG, signIn, type EditorClient } from '../integration/editor/helpers';
import type { FastifyInstance } from 'fastify';
import type { Schedule } from '../../contract/releases';

let a: TestCms;
let b: FastifyInstance;
let edA: EditorClient;
let edB: EditorClient;

beforeAll(async () => {
  if (!process.env.CMS_TEST_PG_URL)
    throw new Error('CMS_TEST_PG_URL is not set: run this test in the integration-pg jest project (its global setup starts PostgreSQL).');
  a = await startCms({ schedulePollS: 1 });
  // the second instance: its own app and connection pool on the same database
  b = await buildApp({ ...a.config });
  await b.ready();
  edA = await signIn(a.app);
  edB = await signIn(b);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('runs each of several due schedules exactly once across both instances', async () => {
  const db = a.app.cms.db;
  expect(b.cms.config.databaseUrl).toBe(a.config.databaseUrl);
  const at = new Date(Date.now() + 2500).toISOString();
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) {
    const ed = i % 2 ? edB : edA;
    const id = (await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: `Scheduled ${i}` } })).json().data.id as number;
    const set = await ed.call('PUT', `/api/editor/items/blogs/${id}/schedule`, { action: 'publish', at });
    expect(set.statusCode).toBe(200);
    ids.push(id);
  }
  // two published posts go off the site at the same time
  for (const id of [1, 2]) {
    const doc = (await edA.call('GET', `/api/editor/items/blogs/${id}`)).json().data;
    if (doc.state !== 'published' && doc.state !== 'changed') await edA.call('POST', `/api/editor/items/blogs/${id}/publish`);
    expect((await edB.call('PUT', `/api/editor/items/blogs/${id}/schedule`, { action: 'unpublish', at })).statusCode).toBe(200);
  }

  // both timers run; on top, both instances are made to look at the same moment until all ran
  const t0 = Date.now();
  let open = 10;
  while (open > 0 && Date.now() - t0 < 30_000) {
    await Promise.all([a.app.scheduleRunner!.runNow(), b.scheduleRunner!.runNow()]);
    open = ((await edA.call('GET', '/api/editor/schedules')).json().data as Schedule[]).length;
    if (open) await new Promise((r) => setTimeout(r, 100));
  }
  expect(open).toBe(0);

  const rows = await db.selectFrom('schedules').selectAll().orderBy('id').execute();
  expect(rows).toHaveLength(10);
  for (const r of rows) expect(r).toMatchObject({ state: 'done', attempts: 1, error: null });
  const byTarget = new Map<string, string[]>();
  for (const e of await db.selectFrom('editor_audit').select(['target', 'action']).where('username', '=', 'schedule').execute())
    byTarget.set(e.target, [...(byTarget.get(e.target) ?? []), e.action]);
  expect(byTarget.size).toBe(10);
  for (const id of ids) {
    expect(byTarget.get(`blogs/${id}`)).toEqual(['publish']);
    const pubs = await db
      .selectFrom('editor_revisions')
      .select('by')
      .where('type', '=', 'blogs')
      .where('doc_id', '=', String(id))
      .where('kind', '=', 'publish')
      .execute();
    expect(pubs).toEqual([{ by: 'schedule' }]);
    for (const app of [a.app, b]) expect((await call(app, 'blogDetail', { id })).json().data.title).toBe(`Scheduled ${ids.indexOf(id)}`);
  }
  for (const id of [1, 2]) {
    expect(byTarget.get(`blogs/${id}`)).toEqual(['unpublish']);
    expect((await edB.call('GET', `/api/editor/items/blogs/${id}`)).json().data.state).toBe('unpublished');
  }
}, 60_000);

it('runs a schedule that fell due while the CMS was down when it starts again, on PostgreSQL', async () => {
  // an instance of its own database, without a runner, sets it and stops before it is due
  const down = await startCms({ schedulePollS: 0 });
  try {
    const ed = await signIn(down.app);
    const id = (await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: 'While down' } })).json().data.id as number;
    const set = await ed.call('PUT', `/api/editor/items/blogs/${id}/schedule`, { action: 'publish', at: new Date(Date.now() + 1500).toISOString() });
    expect(set.statusCode).toBe(200);
    await down.app.close();
    await new Promise((r) => setTimeout(r, 1600));
    // started again with a poll far beyond the test: only the look at start can run it
    const again = await buildApp({ ...down.config, schedulePollS: 3600 });
    await again.ready();
    try {
      const t0 = Date.now();
      let title: string | undefined;
      while (Date.now() - t0 < 10_000 && title !== 'While down') {
        title = (await call(again, 'blogDetail', { id })).json().data?.title;
        if (title !== 'While down') await new Promise((r) => setTimeout(r, 50));
      }
      expect(title).toBe('While down');
      const row = await again.cms.db.selectFrom('schedules').selectAll().where('id', '=', set.json().data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'done', attempts: 1 });
    } finally {
      await again.close();
    }
  } finally {
    await down.close();
  }
}, 60_000);
