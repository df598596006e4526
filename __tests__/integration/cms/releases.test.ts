// Publish to live, the CMS's side (contract/releases.ts, docs/product/releases.md): the publish log
// that every change of what static pages show appends to (and nothing else does), the release
// service's signed calls (lease, snapshot, events, orders), and the editors' calls (live state,
// history, rollback, build now, one item's live state). Runs on SQLite and, in the integration-pg
// project, on PostgreSQL.
import type { LightMyRequestResponse } from 'fastify';
import { ALPHA, call, login, startCms, type TestCms } from './helpers';
import { SAMPLES } from './samples';
import { BLOG, editDoc, signIn, type EditorClient } from '../editor/helpers';
import { loadConfig } from '../../../cms/config';
import { appendPublish } from '../../../cms/db/repositories/publish-log.repository';
import { editorPaths } from '../../../contract/editor';
import { addMedia } from '../../../cms/db/repositories/editor-media.repository';
import { createUser } from '../../../cms/db/repositories/editor-users.repository';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  ItemLiveStateAnswer,
  LiveStateAnswer,
  RebuildAnswer,
  ReleaseEventAnswer,
  ReleaseHistoryAnswer,
  ReleaseLeaseAnswer,
  RollbackAnswer,
  RollbackOrderAnswer,
  SiteSnapshotAnswer,
  releasePaths,
} from '../../../contract/releases';
import { DETAIL_ROUTES } from '../../../contract/routes';

const TOKEN = 'release-token-for-tests-0123456789';
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => /^\d{4}-\d\d-\d\dT/.test(v) && !Number.isNaN(Date.parse(v)));
/** The answer matches its schema in contract/releases.ts (the first errors are shown when not). */
const matches = (schema: TSchema, res: LightMyRequestResponse) => {
  const body = res.json();
  expect([...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.path} ${e.message}`)).toEqual([]);
};
let cms: TestCms;
let admin: EditorClient;
let editor: EditorClient;

beforeAll(async () => {
  cms = await startCms({ releaseToken: TOKEN });
  admin = await signIn(cms.app);
  await createUser(cms.app.cms.db, 'plain-editor', 'Plain-Editor-2026!', 'editor');
  editor = await signIn(cms.app, 'plain-editor', 'Plain-Editor-2026!');
});
afterAll(() => cms.close());

type Method = 'GET' | 'POST';
const service = (method: Method, url: string, payload?: object, authorization: string | null = `Bearer ${TOKEN}`) =>
  cms.app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });
const data = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200 || res.json().code !== 1) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
};
const entries = () => cms.app.cms.db.selectFrom('publish_log').selectAll().orderBy('seq').execute();
const audits = (action: string) => cms.app.cms.db.selectFrom('editor_audit').selectAll().where('action', '=', action).execute();
const snapshot = async () => data(await service('GET', releasePaths.snapshot));
const event = (e: Record<string, unknown>) => service('POST', releasePaths.events, { holder: 'svc-a', ...e });
const itemLive = async (type: string, id: string | number) => data(await admin.call('GET', releasePaths.itemLive(type, id)));
const publishBlog = async (id: number, title: string) => {
  expect((await editDoc(admin, `/api/editor/items/blogs/${id}`, (d) => ({ ...d, title }))).statusCode).toBe(200);
  expect((await admin.call('POST', `/api/editor/items/blogs/${id}/publish`)).statusCode).toBe(200);
};

describe('the publish log', () => {
  it('a content load is logged once, as a rebuild', async () => {
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seq: 1, type: '', id: '', action: 'rebuild', by: 'content load' });
  });

  it('publishing an item appends exactly one entry; saving its draft appends none', async () => {
    const before = (await entries()).length;
    expect((await editDoc(admin, '/api/editor/items/blogs/1', (d) => ({ ...d, title: 'Logged title' }))).statusCode).toBe(200);
    expect(await entries()).toHaveLength(before);
    expect((await admin.call('POST', '/api/editor/items/blogs/1/publish')).statusCode).toBe(200);
    const after = await entries();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ type: 'blogs', id: '1', title: 'Logged title', action: 'publish', by: 'editor' });
  });

  it('unpublish, delete of a published item and publishing a page append one entry each; deleting a draft appends none', async () => {
    const before = (await entries()).length;
    expect((await admin.call('POST', '/api/editor/items/blogs/2/unpublish')).statusCode).toBe(200);
    const got = await admin.call('GET', '/api/editor/items/blogs/3');
    expect((await admin.call('DELETE', '/api/editor/items/blogs/3', undefined, { 'if-match': String(got.headers.etag) })).statusCode).toBe(200);
    expect((await editDoc(admin, '/api/editor/pages/site', (d) => d)).statusCode).toBe(200);
    expect((await admin.call('POST', '/api/editor/pages/site/publish')).statusCode).toBe(200);
    const created = await admin.call('POST', '/api/editor/items/blogs', { data: BLOG });
    expect(created.statusCode).toBe(201);
    const draftId = created.json().data.id;
    expect((await admin.call('DELETE', `/api/editor/items/blogs/${draftId}`, undefined, { 'if-match': String(created.headers.etag) })).statusCode).toBe(200);
    const added = (await entries()).slice(before);
    expect(added.map((e) => [e.type, e.id, e.action])).toEqual([
      ['blogs', '2', 'unpublish'],
      ['blogs', '3', 'delete'],
      ['page', 'site', 'publish'],
    ]);
  });

  it("a media file's alt text is logged when published content uses the file and the alt changed", async () => {
    const db = cms.app.cms.db;
    const blog = await db.selectFrom('editor_docs').select('published').where('type', '=', 'blogs').where('doc_id', '=', '7').executeTakeFirstOrThrow();
    const used = String(JSON.parse(blog.published!).image);
    expect(used).toMatch(/^media\//);
    const row = { kind: 'png' as const, bytes: 1, alt: '', uploaded_by: 'editor', uploaded_at: new Date().toISOString() };
    const usedId = await addMedia(db, { ...row, path: used, name: 'used.png' });
    const unusedId = await addMedia(db, { ...row, path: 'media/editor/never-used.png', name: 'unused.png' });
    const before = (await entries()).length;
    for (const [id, alt] of [
      [usedId, 'A car in foil'],
      [usedId, 'A car in foil'],
      [unusedId, 'Nobody sees this'],
    ] as const)
      expect((await admin.call('PATCH', `/api/editor/media/${id}`, { alt })).statusCode).toBe(200);
    const added = (await entries()).slice(before);
    expect(added.map((e) => [e.type, e.id, e.title, e.action])).toEqual([['media', String(usedId), 'used.png', 'publish']]);
  });

  it('an entry is committed with its write or not at all', async () => {
    const before = { log: (await entries()).length, state: (await snapshot()).seq };
    await expect(
      cms.app.cms.db.transaction().execute(async (trx) => {
        await appendPublish(trx, { type: 'blogs', id: '1', title: 'x', action: 'publish', by: 'test' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await entries()).toHaveLength(before.log);
    expect((await snapshot()).seq).toBe(before.state);
  });

  it('reordering a type with published items appends one entry for its order', async () => {
    const before = (await entries()).length;
    const list = (await admin.call('GET', '/api/editor/items/trainers?sort=position')).json().data.data as { id: number }[];
    expect(list.length).toBeGreaterThan(1);
    const ids = list.map((r) => r.id).reverse();
    expect((await admin.call('POST', '/api/editor/items/trainers/reorder', { ids })).statusCode).toBe(200);
    const added = (await entries()).slice(before);
    expect(added.map((e) => [e.type, e.id, e.action, e.by])).toEqual([['trainers', 'order', 'publish', 'editor']]);
  });

  it("a dealer's own live edit appends one entry; forms, logins and an unchanged save append none", async () => {
    const before = (await entries()).length;
    expect(
      (await call(cms.app, 'contactUs', { username: 'Ann', phone: '123', email: 'ann@example.test', country: 'Germany', content: 'Hello' })).json().code,
    ).toBe(1);
    await login(cms.app, ALPHA);
    expect((await admin.call('POST', editorPaths.dealerLoginEndSessions(ALPHA.shopId))).statusCode).toBe(200);
    // a refused publish (nothing to publish) rolls back with its entry
    expect((await admin.call('POST', '/api/editor/items/blogs/1/publish')).statusCode).toBe(409);
    expect(await entries()).toHaveLength(before);
    const token = await login(cms.app, ALPHA);
    expect((await call(cms.app, 'saveInfo', SAMPLES.saveInfo, token)).json().code).toBe(1);
    expect((await call(cms.app, 'saveInfo', SAMPLES.saveInfo, token)).json().code).toBe(1);
    const added = (await entries()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: 'dealers', id: String(ALPHA.shopId), title: 'Alpha Films 2', action: 'publish', by: 'dealer portal' });
  });
});

describe("the service's calls", () => {
  it('are refused without a token, with a forged one, and when the CMS has none configured; nothing changes', async () => {
    const missing = await service('POST', releasePaths.lease, { holder: 'x', ttl_ms: 5000 }, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 0, data: null, msg: expect.stringMatching(/Bearer <CMS_RELEASE_TOKEN>/) });
    const forged = await service('POST', releasePaths.lease, { holder: 'x', ttl_ms: 5000 }, `Bearer ${TOKEN}x`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().msg).toMatch(/not valid/);
    expect((await service('GET', releasePaths.snapshot, undefined, `Bearer ${TOKEN.slice(1)}`)).statusCode).toBe(403);
    // an editor's session is not the service's token
    expect((await admin.call('GET', releasePaths.orders)).statusCode).toBe(401);
    const lease = await cms.app.cms.db.selectFrom('release_lease').selectAll().executeTakeFirstOrThrow();
    expect(lease.holder).toBe('');

    const off = await startCms({ releaseToken: null });
    try {
      const res = await off.app.inject({ method: 'GET', url: releasePaths.snapshot, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toMatch(/set CMS_RELEASE_TOKEN/);
    } finally {
      await off.close();
    }
  });

  it('a release token shorter than 16 characters stops the CMS with a clear message; none turns the calls off', () => {
    expect(() => loadConfig({ CMS_RELEASE_TOKEN: 'short' })).toThrow('CMS_RELEASE_TOKEN must be at least 16 characters (got 5)');
    expect(loadConfig({}).releaseToken).toBeNull();
    expect(loadConfig({ CMS_RELEASE_TOKEN: TOKEN }).releaseToken).toBe(TOKEN);
  });

  it('every answer, refusals included, is no-store', async () => {
    for (const res of [
      await service('GET', releasePaths.snapshot),
      await service('GET', releasePaths.orders),
      await service('GET', releasePaths.orders, undefined, null),
      await admin.call('GET', releasePaths.live),
      await admin.call('GET', releasePaths.itemLive('blogs', 1)),
      await editor.call('GET', releasePaths.history),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('snapshot counts equal what the public calls a build reads list, and move with a publish', async () => {
    const snap = await snapshot();
    expect(Object.keys(snap.counts).sort()).toEqual(DETAIL_ROUTES.map((r) => r.route).sort());
    const length = async (name: Parameters<typeof call>[1]) => (await call(cms.app, name)).json().data.length as number;
    expect(snap.counts).toEqual({
      ProductInfo: await length('allProducts'),
      ExampleInfo: await length('allCases'),
      PlotterInfo: await length('allPlotters'),
      ToolsInfo: await length('allTools'),
      Tool: (await call(cms.app, 'tools')).json().data.total,
      TrainingInfo: await length('allTrains'),
      DealerDetails: await length('allDealers'),
      blogInfo: (await call(cms.app, 'exportBlogs')).json().data.total,
      blogs: (await call(cms.app, 'blogIndex')).json().data.types.length,
    });
    expect(snap.counts.ProductInfo).toBeGreaterThan(0);
    expect(snap.seq).toBe((await entries()).at(-1)!.seq);

    expect((await admin.call('POST', '/api/editor/items/products/1/unpublish')).statusCode).toBe(200);
    const next = await snapshot();
    expect(next.counts.ProductInfo).toBe(snap.counts.ProductInfo - 1);
    expect(next.seq).toBe(snap.seq + 1);
  });

  it('the lease goes to one holder at a time and to another after it expires', async () => {
    const a = data(await service('POST', releasePaths.lease, { holder: 'svc-a', ttl_ms: 1000 }));
    expect(a).toMatchObject({ held: true, holder: 'svc-a' });
    const b = data(await service('POST', releasePaths.lease, { holder: 'svc-b', ttl_ms: 1000 }));
    expect(b).toMatchObject({ held: false, holder: 'svc-a', expires_at: a.expires_at });
    // the waiting service's events are refused while the lease is someone else's
    const refused = await service('POST', releasePaths.events, { kind: 'started', release: 'stray', seq: 1, holder: 'svc-b' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/svc-a holds the release lease/);
    await new Promise((r) => setTimeout(r, 1100));
    expect(data(await service('POST', releasePaths.lease, { holder: 'svc-b', ttl_ms: 1000 }))).toMatchObject({ held: true, holder: 'svc-b' });
    await new Promise((r) => setTimeout(r, 1100));
    // svc-a takes it back for the rest of this file
    const renewed = data(await service('POST', releasePaths.lease, { holder: 'svc-a', ttl_ms: 120_000 }));
    expect(renewed).toMatchObject({ held: true, holder: 'svc-a' });
    expect(data(await service('POST', releasePaths.lease, { holder: 'svc-a', ttl_ms: 120_000 })).held).toBe(true);
    expect(data(await admin.call('GET', releasePaths.live)).service).toMatchObject({ holder: 'svc-a' });
  });

  it('a bad event is refused with the field it got wrong', async () => {
    const res = await service('POST', releasePaths.events, { kind: 'started', release: '../etc', seq: 1, holder: 'svc-a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/\/release/);
    expect((await event({ kind: 'step', release: 'never-started', step: 'x' })).statusCode).toBe(404);
  });
});

describe('releases as editors see them', () => {
  it('a build goes through its steps and goes live; a failure shows until a release goes live after it', async () => {
    const seq1 = (await snapshot()).seq;
    expect(data(await event({ kind: 'started', release: 'r1', seq: seq1 }))).toBeNull();
    expect(data(await event({ kind: 'step', release: 'r1', step: 'gatsby build' }))).toBeNull();
    let live = data(await admin.call('GET', releasePaths.live));
    expect(live.building).toMatchObject({ id: 'r1', state: 'building', step: 'gatsby build', seq: seq1 });
    expect(live.live).toBeNull();
    expect(live.waiting.length).toBe((await entries()).length);

    data(await event({ kind: 'live', release: 'r1', seq: seq1, timings: { build: 1200, switch: 3 } }));
    live = data(await admin.call('GET', releasePaths.live));
    expect(live.building).toBeNull();
    expect(live.live.release).toMatchObject({ id: 'r1', state: 'live', seq: seq1, timings: { build: 1200, switch: 3 }, rolled_back_by: null });
    expect(live.live.publishes.map((e: { seq: number }) => e.seq)).toEqual((await entries()).map((e) => e.seq));
    expect(live.waiting).toEqual([]);

    await publishBlog(4, 'After r1');
    data(await event({ kind: 'started', release: 'r2', seq: seq1 + 1 }));
    data(await event({ kind: 'failed', release: 'r2', step: 'check pages', log_tail: 'ProductInfo: 2 pages, 3 expected' }));
    live = data(await admin.call('GET', releasePaths.live));
    expect(live.last_failure).toMatchObject({ id: 'r2', state: 'failed', step: 'check pages', log_tail: 'ProductInfo: 2 pages, 3 expected' });
    expect(live.live.release.id).toBe('r1');
    expect(live.waiting.map((e: { title: string }) => e.title)).toEqual(['After r1']);

    data(await event({ kind: 'started', release: 'r3', seq: seq1 + 1 }));
    data(await event({ kind: 'live', release: 'r3', seq: seq1 + 1 }));
    live = data(await admin.call('GET', releasePaths.live));
    expect(live.last_failure).toBeNull();
    expect(live.live.publishes.map((e: { title: string }) => e.title)).toEqual(['After r1']);
    expect(live.waiting).toEqual([]);

    const history = data(await admin.call('GET', releasePaths.history));
    expect(history.map((r: { id: string; state: string }) => [r.id, r.state])).toEqual([
      ['r3', 'live'],
      ['r2', 'failed'],
      ['r1', 'kept'],
    ]);
    const refused = await editor.call('GET', releasePaths.history);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Only an admin may do this.');

    expect((await event({ kind: 'removed', release: 'r3' })).statusCode).toBe(409);
    data(await event({ kind: 'removed', release: 'r1' }));
  });

  it('an item is live, going live or a draft, with its page on the live site', async () => {
    expect(await itemLive('blogs', 4)).toEqual({ state: 'live', url: 'http://site.test/blogInfo/4/', own_page: true, reaches_every_page: false });
    await publishBlog(5, 'Not yet live');
    expect(await itemLive('blogs', 5)).toEqual({ state: 'going-live', url: 'http://site.test/blogInfo/5/', own_page: true, reaches_every_page: false });
    const created = await admin.call('POST', '/api/editor/items/blogs', { data: BLOG });
    expect(await itemLive('blogs', created.json().data.id)).toEqual({ state: 'draft', url: null, own_page: false, reaches_every_page: false });
    expect(await itemLive('page', 'site')).toMatchObject({ state: 'live', url: 'http://site.test/', reaches_every_page: true });
    expect(await itemLive('page', 'ppf_page')).toMatchObject({ url: 'http://site.test/PPF/', reaches_every_page: false });
    // no page of its own: the list that shows it
    expect(await itemLive('faqs', 1)).toEqual({ state: 'live', url: 'http://site.test/FAQ/', own_page: false, reaches_every_page: false });
    expect(await itemLive('page-meta', 1)).toMatchObject({ state: 'live', url: null, own_page: false });
    const unknown = await admin.call('GET', releasePaths.itemLive('nope', 1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/Unknown content type: nope/);
    expect((await admin.call('GET', releasePaths.itemLive('blogs', 99999))).statusCode).toBe(404);
  });

  it('a rollback to an unknown or removed release is refused and changes nothing', async () => {
    const before = { snap: await snapshot(), audits: (await audits('rollback')).length };
    const unknown = await admin.call('POST', releasePaths.rollback, { release: 'no-such-release' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/No release no-such-release: nothing was rolled back/);
    const removed = await admin.call('POST', releasePaths.rollback, { release: 'r1' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().msg).toMatch(/removed from disk/);
    const failed = await admin.call('POST', releasePaths.rollback, { release: 'r2' });
    expect(failed.statusCode).toBe(409);
    expect((await editor.call('POST', releasePaths.rollback, { release: 'r3' })).statusCode).toBe(403);
    expect(data(await service('GET', releasePaths.orders))).toBeNull();
    const after = await snapshot();
    expect(after.held_through).toBe(before.snap.held_through);
    expect(after.seq).toBe(before.snap.seq);
    expect(await audits('rollback')).toHaveLength(before.audits);
  });

  it('a rollback orders the switch, holds what was published, and only a publish or build now releases it again', async () => {
    // r4 goes live with blog 5; r3 (without it) is kept
    const seq4 = (await snapshot()).seq;
    data(await event({ kind: 'started', release: 'r4', seq: seq4 }));
    data(await event({ kind: 'live', release: 'r4', seq: seq4 }));
    expect((await itemLive('blogs', 5)).state).toBe('live');

    const rolled = await admin.call('POST', releasePaths.rollback, { release: 'r3' });
    const order = data(rolled);
    expect(order).toMatchObject({ release: 'r3', by: 'editor' });
    expect(await audits('rollback')).toEqual([expect.objectContaining({ username: 'editor', target: 'release r3' })]);
    expect(data(await service('GET', releasePaths.orders))).toEqual(order);
    const held = await snapshot();
    expect(held.held_through).toBe(held.seq);

    data(await event({ kind: 'live', release: 'r3', order: order.id }));
    expect(data(await service('GET', releasePaths.orders))).toBeNull();
    const live = data(await admin.call('GET', releasePaths.live));
    expect(live.live.release).toMatchObject({ id: 'r3', rolled_back_by: 'editor' });
    expect(live.waiting.map((e: { title: string }) => e.title)).toEqual(['Not yet live']);
    expect(await itemLive('blogs', 5)).toMatchObject({ state: 'held' });
    expect((await itemLive('blogs', 4)).state).toBe('live');

    // every answer as the contract describes it
    matches(SiteSnapshotAnswer, await service('GET', releasePaths.snapshot));
    matches(ReleaseLeaseAnswer, await service('POST', releasePaths.lease, { holder: 'svc-a', ttl_ms: 120_000 }));
    matches(RollbackOrderAnswer, await service('GET', releasePaths.orders));
    matches(ReleaseEventAnswer, await event({ kind: 'removed', release: 'r2' }));
    matches(LiveStateAnswer, await admin.call('GET', releasePaths.live));
    matches(ReleaseHistoryAnswer, await admin.call('GET', releasePaths.history));
    matches(ItemLiveStateAnswer, await admin.call('GET', releasePaths.itemLive('page', 'site')));
    matches(RollbackAnswer, rolled);

    const rebuildRes = await editor.call('POST', releasePaths.rebuild);
    matches(RebuildAnswer, rebuildRes);
    const rebuild = data(rebuildRes);
    expect(rebuild).toMatchObject({ action: 'rebuild', by: 'plain-editor', seq: held.seq + 1 });
    const after = await snapshot();
    expect(after.seq).toBeGreaterThan(after.held_through);
    expect(await audits('rebuild')).toEqual([expect.objectContaining({ username: 'plain-editor' })]);
    // the held publish is on its way again
    expect((await itemLive('blogs', 5)).state).toBe('going-live');
  });
  it('the rollback command switches back under its own name while the service holds the lease, and holds what was published', async () => {
    // svc-a holds the lease (the test above renewed it); r5 goes live, r4 is kept
    const seq5 = (await snapshot()).seq;
    data(await event({ kind: 'started', release: 'r5', seq: seq5 }));
    data(await event({ kind: 'live', release: 'r5', seq: seq5 }));
    // a build by a stranger is still refused
    expect((await service('POST', releasePaths.events, { holder: 'rollback command x', kind: 'started', release: 'r6', seq: seq5 })).statusCode).toBe(409);
    data(await service('POST', releasePaths.events, { holder: 'rollback command host:1', kind: 'live', release: 'r4', seq: seq5 }));
    const live = data(await admin.call('GET', releasePaths.live));
    expect(live.live.release).toMatchObject({ id: 'r4', rolled_back_by: 'rollback command host:1' });
    const held = await snapshot();
    expect(held.held_through).toBe(held.seq);

    // an order the service could not carry out (its release gone from disk) is closed, not asked again
    const order = data(await admin.call('POST', releasePaths.rollback, { release: 'r5' }));
    data(await event({ kind: 'failed', release: 'r5', order: order.id, step: 'rollback', log_tail: 'r5 is not on disk' }));
    expect(data(await service('GET', releasePaths.orders))).toBeNull();
    expect(data(await admin.call('GET', releasePaths.live)).live.release.id).toBe('r4');
  });

  it("a release's pages with their own search index hold the publishes of the release they replace", async () => {
    // r7 goes live with the live release's index; r7.search is r7's pages with their own (docs/releases.md)
    await publishBlog(4, 'After the rollback');
    const seq7 = (await snapshot()).seq;
    data(await event({ kind: 'started', release: 'r7', seq: seq7 }));
    data(await event({ kind: 'live', release: 'r7', seq: seq7 }));
    const before = data(await admin.call('GET', releasePaths.live)).live.publishes.map((e: { seq: number }) => e.seq);
    expect(before).toContain(seq7);
    data(await event({ kind: 'started', release: 'r7.search', seq: seq7 }));
    data(await event({ kind: 'live', release: 'r7.search', seq: seq7 }));
    data(await event({ kind: 'removed', release: 'r7' }));
    const live = data(await admin.call('GET', releasePaths.live));
    expect(live.live.release).toMatchObject({ id: 'r7.search', seq: seq7 });
    expect(live.live.publishes.map((e: { seq: number }) => e.seq)).toEqual(before);
  });
});
