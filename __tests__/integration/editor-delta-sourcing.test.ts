// The source plugin's incremental sourcing against a real CMS over HTTP, with a small stand-in for
// Gatsby's node store (no gatsby build): the first sourcing is full and stores `lastSync`; the
// second one (a new process, cache in place) reads only the change feed, updates the edited blog,
// leaves out a new draft, removes a deleted blog and (on a Gatsby without stateful source plugins)
// touches every other node, so Gatsby's stale node sweep deletes nothing else. As a stateful
// plugin it touches nothing: a refresh re-creates only the nodes that changed, and a full sourcing
// deletes the nodes it did not create again. Preview mode sources drafts and applies a named refresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { LAST_SYNC_KEY } from '../../plugins/gatsby-source-carfilm/source-delta';
import { editorPaths } from '../../contract/editor';
import { signIn, type EditorClient } from './editor/helpers';
import { startCms, type TestCms } from './cms/helpers';
import { fakeGatsby } from './support/fake-gatsby';

const TOKEN = 'editor-token-for-delta-tests-0123';

let cms: TestCms;
let apiUrl: string;
const dirs: string[] = [];
const requests: string[] = [];
const realFetch = global.fetch;

beforeAll(async () => {
  cms = await startCms({ editorToken: TOKEN });
  await cms.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(cms.app.server.address() as AddressInfo).port}`;
  global.fetch = ((input: any, init?: any) => {
    requests.push(String(input));
    return realFetch(input, init);
  }) as typeof fetch;
});
afterAll(async () => {
  global.fetch = realFetch;
  await cms.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'delta-src-'));
  dirs.push(d);
  return d;
};
// writes are a signed-in editor's; the build reads with the machine token (docs/product/editing.md)
let ed: EditorClient;
const editor = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  ed ??= await signIn(cms.app);
  const ifMatch = method === 'PUT' || method === 'DELETE' ? { 'if-match': String((await ed.call('GET', url)).headers.etag) } : undefined;
  return ed.call(method, url, payload, ifMatch);
};
const blogItem = async (id: number) => (await editor('GET', editorPaths.item('blogs', id))).json().data.data;
const createBlog = async (item: object) => (await editor('POST', editorPaths.items('blogs'), { data: item })).json().data.id as number;
const blogTitle = (g: ReturnType<typeof fakeGatsby>, id: number) => g.byType('CmsBlog').find((b) => b.cmsId === id)?.title;

it('builds a second time from the change feed only, and keeps every unchanged node (touched, on a Gatsby without stateful plugins)', async () => {
  const g = fakeGatsby(tmp(), { stateful: false });
  const options = { apiUrl, editorToken: TOKEN, preview: false };

  requests.length = 0;
  await g.run(options);
  const fullRequests = requests.length;
  const before = g.nodes.size;
  expect(before).toBeGreaterThan(50);
  expect(g.cache.get(LAST_SYNC_KEY)).toEqual(expect.objectContaining({ apiUrl, preview: false, since: expect.any(String) }));
  expect(blogTitle(g, 27)).toBeUndefined(); // a draft in the fixtures

  // editors: a title changes, a draft is created, a blog is deleted
  await new Promise((r) => setTimeout(r, 5));
  const blog2 = await blogItem(2);
  expect((await editor('PUT', editorPaths.item('blogs', 2), { data: { ...blog2, title: 'Renamed by an editor' } })).json().code).toBe(1);
  expect((await editor('POST', editorPaths.publish('blogs', 2))).json().code).toBe(1);
  const secret = await createBlog({ ...blog2, title: 'Secret draft' });
  expect((await editor('DELETE', editorPaths.item('blogs', 3))).json().code).toBe(1);

  g.newProcess();
  requests.length = 0;
  await g.run(options);
  const swept = g.sweepStale();

  expect(requests[0]).toContain('/api/editor/changes?since=');
  expect(requests.length).toBeLessThan(fullRequests / 2);
  expect(g.infos.some((m) => m.includes('delta'))).toBe(true);
  expect(swept).toBe(0);
  expect(blogTitle(g, 2)).toBe('Renamed by an editor');
  // blog 1 lists blog 2 among its related ones: refreshed too
  expect(
    g
      .byType('CmsBlog')
      .find((b) => b.cmsId === 1)!
      .related.map((r: { title: string }) => r.title),
  ).toContain('Renamed by an editor');
  expect(blogTitle(g, secret)).toBeUndefined();
  expect(blogTitle(g, 3)).toBeUndefined();
  expect(g.nodes.size).toBe(before - 1);
  const since = (g.cache.get(LAST_SYNC_KEY) as { since: string }).since;

  // nothing changed: a third build touches everything, fetches only the feed
  g.newProcess();
  requests.length = 0;
  await g.run(options);
  expect(g.sweepStale()).toBe(0);
  expect(requests.filter((u) => !u.includes('/uploads/'))).toEqual([expect.stringContaining('/api/editor/changes?since=')]);
  expect((g.cache.get(LAST_SYNC_KEY) as { since: string }).since >= since).toBe(true);

  // publishing the draft brings it in, with its place in the list
  expect((await editor('POST', editorPaths.publish('blogs', secret))).json().code).toBe(1);
  g.newProcess();
  await g.run(options);
  expect(g.sweepStale()).toBe(0);
  expect(blogTitle(g, secret)).toBe('Secret draft');
  expect(typeof g.byType('CmsBlog').find((b) => b.cmsId === secret)!.order).toBe('number');
});

it('sources drafts in preview mode and applies a refresh that names one change', async () => {
  const g = fakeGatsby(tmp());
  const options = { apiUrl, editorToken: TOKEN, preview: true };
  const blog4 = await blogItem(4);
  const id = await createBlog({ ...blog4, title: 'Preview-only draft' });
  await g.run(options);
  expect(blogTitle(g, id)).toBe('Preview-only draft');

  expect((await editor('PUT', editorPaths.item('blogs', id), { data: { ...blog4, title: 'Draft, second take' } })).json().code).toBe(1);
  requests.length = 0;
  await g.run(options, { type: 'blogs', id: String(id), action: 'update' });
  expect(blogTitle(g, id)).toBe('Draft, second take');
  expect(requests.some((u) => u.includes('/api/editor/changes'))).toBe(false);

  // a draft over a published blog: the preview's feed (not production's) carries it
  expect((await editor('PUT', editorPaths.item('blogs', 4), { data: { ...blog4, title: 'Blog 4, draft' } })).json().code).toBe(1);
  await g.run(options, {});
  expect(blogTitle(g, 4)).toBe('Blog 4, draft');
  expect((await editor('POST', editorPaths.discard('blogs', 4))).json().code).toBe(1);
  await g.run(options, { type: 'blogs', id: '4', action: 'update' });
  expect(blogTitle(g, 4)).toBe(blog4.title);

  expect((await editor('DELETE', editorPaths.item('blogs', id))).json().code).toBe(1);
  await g.run(options, { type: 'blogs', id: String(id), action: 'delete' });
  expect(blogTitle(g, id)).toBeUndefined();

  // an empty refresh body: the change feed since the last full sourcing (replays the above harmlessly)
  await g.run(options, {});
  expect(blogTitle(g, id)).toBeUndefined();
  expect(blogTitle(g, 4)).toBe(blog4.title);
});

it('as a stateful plugin, a refresh re-creates only the nodes that show the change and touches none', async () => {
  const g = fakeGatsby(tmp());
  const options = { apiUrl, editorToken: TOKEN, preview: true };
  await g.run(options);
  expect(g.stateful).toBe(true);
  const before = g.nodes.size;
  const blog5 = await blogItem(5);
  expect((await editor('PUT', editorPaths.item('blogs', 5), { data: { ...blog5, title: 'Blog 5, retitled' } })).json().code).toBe(1);

  await g.run(options, { type: 'blogs', id: '5', action: 'update' });
  expect(blogTitle(g, 5)).toBe('Blog 5, retitled');
  expect(g.mutations.touched).toBe(0);
  expect(g.mutations.deleted).toBe(0);
  // the blog, the blogs that list it as related, the home page's news: never the hundreds of others
  const shown = g.byType('CmsBlog').filter((b) => b.cmsId === 5 || b.related.some((r: { id: number }) => r.id === 5)).length;
  expect(g.mutations.created).toBeGreaterThanOrEqual(1);
  expect(g.mutations.created).toBeLessThanOrEqual(shown + 3);
  expect(g.nodes.size).toBe(before);
  expect(g.sweepStale()).toBe(0);
  expect((await editor('POST', editorPaths.discard('blogs', 5))).json().code).toBe(1);
});

it('as a stateful plugin, a full sourcing deletes the nodes it did not create again', async () => {
  const g = fakeGatsby(tmp());
  const options = { apiUrl, editorToken: TOKEN, preview: true };
  const blog6 = await blogItem(6);
  const id = await createBlog({ ...blog6, title: 'Gone before the next full sourcing' });
  await g.run(options);
  expect(blogTitle(g, id)).toBe('Gone before the next full sourcing');
  const before = g.nodes.size;
  expect((await editor('DELETE', editorPaths.item('blogs', id))).json().code).toBe(1);

  // no stored state (another API, or a cleared cache): everything again, and no sweep by Gatsby
  g.cache.clear();
  g.newProcess();
  await g.run(options);
  expect(g.sweepStale()).toBe(0);
  expect(blogTitle(g, id)).toBeUndefined();
  expect(g.nodes.size).toBe(before - 1);
  expect(g.mutations.deleted).toBe(1);
});
