// Scheduled publishing and unpublishing (docs/product/scheduling.md) on SQLite: set, replace and
// cancel (audited); every refusal names its field and changes nothing; a due schedule publishes the
// exact revision it names, once, through the manual publish's own path; a newer draft leaves it on
// its revision; a schedule that fell due while the CMS was down runs when it starts.
import fs from 'node:fs';
import { buildApp } from '../../../cms/app';
import { call, startCms, type TestCms } from '../cms/helpers';
import { BLOG, editDoc, signIn, type EditorClient } from './helpers';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ScheduleAnswer, ScheduleListAnswer, type Schedule } from '../../../contract/releases';

// TypeBox checks a format only when it is registered: an ISO 8601 instant, as the CMS writes them
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v)));

let cms: TestCms;
let ed: EditorClient;

beforeAll(async () => {
  // the timer stays out of the way (an hour); each test runs the runner itself
  cms = await startCms({ schedulePollS: 3600 });
  ed = await signIn(cms.app);
});
afterAll(() => cms.close());

const db = () => cms.app.cms.db;
const url = (type: string, id: number | string) => `/api/editor/items/${type}/${id}/schedule`;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const runNow = () => cms.app.scheduleRunner!.runNow();
/** Moves a schedule's time into the past, as the clock would. */
const fallDue = (id: number) =>
  db()
    .updateTable('schedules')
    .set({ at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
const auditOf = (target: string) =>
  db().selectFrom('editor_audit').select(['username', 'action', 'detail']).where('target', '=', target).orderBy('id').execute();
const rows = (type: string, id: number | string) =>
  db().selectFrom('schedules').selectAll().where('type', '=', type).where('item_id', '=', String(id)).orderBy('id').execute();
const publicBlog = async (id: number) => (await call(cms.app, 'blogDetail', { id })).json();
const newBlog = async (title: string) => (await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title } })).json().data.id as number;
const revisions = async (id: number) =>
  (await ed.call('GET', `/api/editor/items/blogs/${id}/revisions`)).json().data as { n: number; kind: string; by: string }[];

it('sets a publish schedule on the newest draft revision, replaces it (audited), and cancels it', async () => {
  const id = await newBlog('Scheduled later');
  const newest = (await revisions(id))[0].n;
  const first = await ed.call('PUT', url('blogs', id), { action: 'publish', at: '2099-01-02T09:00:00+01:00' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-store');
  expect(Value.Check(ScheduleAnswer, first.json())).toBe(true);
  expect(first.json().data).toMatchObject({
    action: 'publish',
    at: '2099-01-02T08:00:00.000Z',
    revision: newest,
    state: 'pending',
    by: 'editor',
    draft_newer: false,
  });

  // a wall-clock time in a named zone: 09:00 in Berlin in July is 07:00 UTC
  const second = await ed.call('PUT', url('blogs', id), { action: 'publish', at: '2099-07-02T09:00', time_zone: 'Europe/Berlin' });
  expect(second.statusCode).toBe(200);
  expect(second.json().data).toMatchObject({ at: '2099-07-02T07:00:00.000Z', time_zone: 'Europe/Berlin', state: 'pending' });
  const listed = await ed.call('GET', url('blogs', id));
  expect(listed.headers['cache-control']).toBe('no-store');
  expect(Value.Check(ScheduleListAnswer, listed.json())).toBe(true);
  const all = listed.json().data as Schedule[];
  expect(all.map((s) => s.state)).toEqual(['pending', 'cancelled']);
  const open = await ed.call('GET', '/api/editor/schedules');
  expect(open.headers['cache-control']).toBe('no-store');
  expect(Value.Check(ScheduleListAnswer, open.json())).toBe(true);
  expect(open.json().data.filter((s: Schedule) => s.item_id === String(id))).toHaveLength(1);

  const cancel = await ed.call('DELETE', `${url('blogs', id)}?action=publish`);
  expect(cancel.statusCode).toBe(200);
  expect((await rows('blogs', id)).map((r) => r.state)).toEqual(['cancelled', 'cancelled']);
  expect((await ed.call('DELETE', `${url('blogs', id)}?action=publish`)).statusCode).toBe(404);
  expect((await auditOf(`blogs/${id}`)).map((a) => a.action)).toEqual(['create', 'schedule publish', 'schedule publish', 'schedule publish cancelled']);
  expect((await auditOf(`blogs/${id}`))[2].detail).toMatch(/replaces the one editor set for 2099-01-02T08:00:00.000Z/);
});

it('refuses, naming the field, every schedule that could never run, and changes nothing', async () => {
  const draftOnly = await newBlog('Never published');
  await ed.call('POST', '/api/editor/items/blogs/2/publish'); // published, no draft
  const before = await db().selectFrom('schedules').selectAll().execute();
  const auditBefore = await db().selectFrom('editor_audit').select('id').execute();
  const cases: [string, string | number, object, number, string, RegExp][] = [
    ['blogs', draftOnly, { action: 'publish', at: new Date(Date.now() - 5 * 60_000).toISOString() }, 400, '/at', /in the past/],
    ['blogs', draftOnly, { action: 'publish', at: 'next tuesday' }, 400, '/at', /not a date and time/],
    ['blogs', draftOnly, { action: 'publish', at: '2099-02-30T10:00:00Z' }, 400, '/at', /not a real date/],
    ['blogs', draftOnly, { action: 'publish', at: '2099-01-02T09:00:00' }, 400, '/at', /has no offset/],
    ['blogs', draftOnly, { action: 'publish', at: '2099-01-02T09:00', time_zone: 'Mars/Olympus' }, 400, '/time_zone', /not a time zone/],
    ['blogs', draftOnly, { action: 'publish', at: inMinutes(60), revision: 999 }, 400, '/revision', /has no revision 999/],
    ['blogs', draftOnly, { action: 'unpublish', at: inMinutes(60) }, 409, '/action', /is not published/],
    ['blogs', 2, { action: 'publish', at: inMinutes(60) }, 409, '/revision', /nothing to publish/],
    ['blogs', 2, { action: 'unpublish', at: inMinutes(60), revision: 1 }, 400, '/revision', /publish schedules only/],
    ['page', 'software', { action: 'unpublish', at: inMinutes(60) }, 400, '/action', /Pages cannot be unpublished/],
  ];
  for (const [type, id, body, status, path, msg] of cases) {
    const res = await ed.call('PUT', url(type, id), body);
    expect({ body, status: res.statusCode }).toEqual({ body, status });
    expect(res.json().msg).toMatch(msg);
    expect(res.json().data.errors[0].path).toBe(path);
  }
  expect((await ed.call('PUT', url('blogs', 999999), { action: 'publish', at: inMinutes(60) })).statusCode).toBe(404);
  expect((await ed.call('PUT', url('nonsense', 1), { action: 'publish', at: inMinutes(60) })).statusCode).toBe(404);
  expect(await db().selectFrom('schedules').selectAll().execute()).toEqual(before);
  expect(await db().selectFrom('editor_audit').select('id').execute()).toEqual(auditBefore);
});

it('accepts a time within the last minute (it runs at the next look)', async () => {
  const id = await newBlog('Just now');
  const res = await ed.call('PUT', url('blogs', id), { action: 'publish', at: new Date(Date.now() - 20_000).toISOString() });
  expect(res.statusCode).toBe(200);
  await ed.call('DELETE', `${url('blogs', id)}?action=publish`);
});

it('a due schedule publishes the revision it names, once, even when a newer draft was saved meanwhile', async () => {
  await editDoc(ed, '/api/editor/items/blogs/3', (d) => ({ ...d, title: 'Launch title' }));
  const launch = (await revisions(3))[0].n;
  const set = (await ed.call('PUT', url('blogs', 3), { action: 'publish', at: inMinutes(30) })).json().data as Schedule;
  expect(set.revision).toBe(launch);

  // the editor keeps writing: the schedule stays on its revision, and says the draft moved on
  await editDoc(ed, '/api/editor/items/blogs/3', (d) => ({ ...d, title: 'Still editing' }));
  const [after] = (await ed.call('GET', url('blogs', 3))).json().data as Schedule[];
  expect(after).toMatchObject({ revision: launch, newest_draft: launch + 1, draft_newer: true });

  const publishedBefore = (await revisions(3)).filter((r) => r.kind === 'publish').length;
  expect((await runNow()).done).toBe(0); // not due yet
  await fallDue(set.id);
  expect(await runNow()).toEqual({ done: 1, failed: 0 });
  expect(await runNow()).toEqual({ done: 0, failed: 0 });

  expect((await publicBlog(3)).data.title).toBe('Launch title');
  const doc = (await ed.call('GET', '/api/editor/items/blogs/3')).json().data;
  // the newer draft is still the draft
  expect(doc).toMatchObject({ state: 'changed', has_draft: true, updated_by: 'schedule' });
  expect(doc.data.title).toBe('Still editing');
  const pubs = (await revisions(3)).filter((r) => r.kind === 'publish');
  expect(pubs).toHaveLength(publishedBefore + 1);
  expect(pubs[0].by).toBe('schedule');
  const [ran] = (await ed.call('GET', url('blogs', 3))).json().data as Schedule[];
  expect(ran).toMatchObject({ state: 'done', error: null, attempts: 1, draft_newer: false });
  const entries = (await auditOf('blogs/3')).filter((a) => a.username === 'schedule');
  expect(entries).toEqual([
    { username: 'schedule', action: 'publish', detail: expect.stringMatching(new RegExp(`^revision ${launch} as version \\d+; scheduled by editor for `)) },
  ]);
});

it('moves a schedule to the newest draft when set again without a revision', async () => {
  const id = await newBlog('Moving target');
  await ed.call('PUT', url('blogs', id), { action: 'publish', at: inMinutes(30) });
  await editDoc(ed, `/api/editor/items/blogs/${id}`, (d) => ({ ...d, title: 'Moved' }));
  const moved = (await ed.call('PUT', url('blogs', id), { action: 'publish', at: inMinutes(30) })).json().data as Schedule;
  expect(moved).toMatchObject({ revision: (await revisions(id))[0].n, draft_newer: false });
});

it('unpublishes on schedule, and a publish-then-unpublish window may be set on a draft', async () => {
  const id = await newBlog('Embargoed');
  const pub = (await ed.call('PUT', url('blogs', id), { action: 'publish', at: inMinutes(10) })).json().data as Schedule;
  const unpub = await ed.call('PUT', url('blogs', id), { action: 'unpublish', at: inMinutes(20) });
  expect(unpub.statusCode).toBe(200);
  await fallDue(pub.id);
  await runNow();
  expect((await publicBlog(id)).data?.title).toBe('Embargoed');
  await fallDue(unpub.json().data.id);
  expect(await runNow()).toEqual({ done: 1, failed: 0 });
  expect((await ed.call('GET', `/api/editor/items/blogs/${id}`)).json().data.state).toBe('unpublished');
  expect((await auditOf(`blogs/${id}`)).filter((a) => a.username === 'schedule').map((a) => a.action)).toEqual(['publish', 'unpublish']);
});

it('a schedule the workflow refuses when it falls due fails at once, visibly, with the reason', async () => {
  const id = await newBlog('Deleted before its time');
  const set = (await ed.call('PUT', url('blogs', id), { action: 'publish', at: inMinutes(10) })).json().data as Schedule;
  const got = await ed.call('GET', `/api/editor/items/blogs/${id}`);
  await ed.call('DELETE', `/api/editor/items/blogs/${id}`, undefined, { 'if-match': String(got.headers.etag) });
  await fallDue(set.id);
  expect(await runNow()).toEqual({ done: 0, failed: 1 });
  const open = (await ed.call('GET', '/api/editor/schedules')).json().data as Schedule[];
  expect(open.find((s) => s.id === set.id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/was deleted by editor/) });
  expect((await auditOf(`blogs/${id}`)).at(-1)).toMatchObject({ username: 'schedule', action: 'publish failed' });
  // dismissing it takes it off the list
  expect((await ed.call('DELETE', `${url('blogs', id)}?action=publish`)).statusCode).toBe(200);
  expect(((await ed.call('GET', '/api/editor/schedules')).json().data as Schedule[]).some((s) => s.id === set.id)).toBe(false);
});

it('a run that fails for another reason is retried with back-off, then marked failed after the third attempt', async () => {
  const id = await newBlog('Broken revision');
  const set = (await ed.call('PUT', url('blogs', id), { action: 'publish', at: inMinutes(10) })).json().data as Schedule;
  // the stored revision cannot be read (a fault the workflow does not refuse by itself)
  await db()
    .updateTable('editor_revisions')
    .set({ data: '{not json' })
    .where('type', '=', 'blogs')
    .where('doc_id', '=', String(id))
    .where('n', '=', set.revision!)
    .execute();
  await fallDue(set.id);
  const row = () => db().selectFrom('schedules').selectAll().where('id', '=', set.id).executeTakeFirstOrThrow();
  for (const attempt of [1, 2]) {
    expect(await runNow()).toEqual({ done: 0, failed: 0 });
    const r = await row();
    expect(r).toMatchObject({ state: 'pending', attempts: attempt, claimed_by: null, error: expect.stringMatching(/JSON/) });
    // backing off: 5 s after the first failure, 20 s after the second
    expect(Date.parse(r.claimed_until!) - Date.now()).toBeGreaterThan(attempt === 1 ? 3_000 : 15_000);
    expect(await runNow()).toEqual({ done: 0, failed: 0 });
    expect((await row()).attempts).toBe(attempt);
    await db()
      .updateTable('schedules')
      .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', set.id)
      .execute();
  }
  expect(await runNow()).toEqual({ done: 0, failed: 1 });
  expect(await row()).toMatchObject({ state: 'failed', attempts: 3, error: expect.stringMatching(/JSON/) });
  expect((await ed.call('GET', `/api/editor/items/blogs/${id}`)).json().data.state).toBe('draft');
  expect((await auditOf(`blogs/${id}`)).map((a) => a.action)).toEqual(['create', 'schedule publish', 'publish failed']);
});

it('schedules a singleton page', async () => {
  await editDoc(ed, '/api/editor/pages/software', (d) => ({ ...d, title: 'Software, scheduled' }));
  const set = await ed.call('PUT', url('page', 'software'), { action: 'publish', at: inMinutes(5) });
  expect(set.statusCode).toBe(200);
  await fallDue(set.json().data.id);
  expect((await runNow()).done).toBe(1);
  expect((await ed.call('GET', '/api/editor/pages/software')).json().data).toMatchObject({ state: 'published', updated_by: 'schedule' });
});

it('only a signed-in editor sets or cancels one', async () => {
  const anon = await cms.app.inject({ method: 'PUT', url: url('blogs', 1), payload: { action: 'publish', at: inMinutes(5) } });
  expect(anon.statusCode).toBe(401);
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/schedules' })).statusCode).toBe(401);
});

it('runs a schedule that fell due while the CMS was down as soon as it starts again', async () => {
  const down = await startCms({ schedulePollS: 0 });
  try {
    const me = await signIn(down.app);
    await editDoc(me, '/api/editor/items/blogs/1', (d) => ({ ...d, title: 'Published while down' }));
    const set = await me.call('PUT', url('blogs', 1), { action: 'publish', at: new Date(Date.now() + 1500).toISOString() });
    expect(set.statusCode).toBe(200);
    await down.app.close();
    await new Promise((r) => setTimeout(r, 1600));
    // started again on the same database, with a poll far beyond the test: only the start runs it
    const again = await buildApp({ ...down.config, schedulePollS: 3600 });
    await again.ready();
    try {
      const t0 = Date.now();
      let title = '';
      while (Date.now() - t0 < 10_000) {
        title = (await call(again, 'blogDetail', { id: 1 })).json().data.title;
        if (title === 'Published while down') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(title).toBe('Published while down');
      const row = await again.cms.db.selectFrom('schedules').selectAll().where('id', '=', set.json().data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'done', attempts: 1 });
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(down.dir, { recursive: true, force: true });
  }
});

it('the timer runs a due schedule by itself, and stops with the app', async () => {
  const live = await startCms({ schedulePollS: 1 });
  try {
    const me = await signIn(live.app);
    await editDoc(me, '/api/editor/items/blogs/1', (d) => ({ ...d, title: 'On the timer' }));
    await me.call('PUT', url('blogs', 1), { action: 'publish', at: new Date(Date.now() + 500).toISOString() });
    const t0 = Date.now();
    // a hang guard, not a speed goal: a busy machine may run the one-second timer late
    while (Date.now() - t0 < 30_000 && (await call(live.app, 'blogDetail', { id: 1 })).json().data.title !== 'On the timer')
      await new Promise((r) => setTimeout(r, 100));
    expect((await call(live.app, 'blogDetail', { id: 1 })).json().data.title).toBe('On the timer');
  } finally {
    await live.close();
  }
  expect(live.app.scheduleRunner).toBeNull();
});
