// Drafts over published content: a save changes only the draft and the preview; publish, discard,
// unpublish and delete move production; the build hook fires only when production changes.
import http from 'node:http';
import { call, startCms, type TestCms } from '../cms/helpers';
import { BLOG, MACHINE_TOKEN, editDoc, signIn, type EditorClient } from './helpers';

let cms: TestCms;
let ed: EditorClient;
const hits: { url: string; body: string }[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  cms = await startCms({
    editorToken: MACHINE_TOKEN,
    previewRefreshUrl: `http://127.0.0.1:${port}/__refresh`,
    buildHookUrl: `http://127.0.0.1:${port}/build`,
    // every production change calls the hook at once (no merging window), so calls can be counted
    buildHookWindowS: 0,
  });
  ed = await signIn(cms.app);
});
afterAll(async () => {
  await cms.close();
  server.close();
});

const settle = () => new Promise((r) => setTimeout(r, 150));
/** Waits for a hook call the CMS makes after it answered (on a busy machine that can take longer than `settle`). */
async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
}
const builds = () => hits.filter((h) => h.url === '/build').length;
const refreshes = () => hits.filter((h) => h.url === '/__refresh').length;
const publicBlog = async (id: number) => (await call(cms.app, 'blogDetail', { id })).json();
const previewBlog = async (id: number) =>
  (await cms.app.inject({ method: 'GET', url: `/api/Blog/detail?id=${id}&preview=1`, headers: { 'x-editor-token': MACHINE_TOKEN } })).json();

it('a draft of a published blog stays out of production until published, and the hook fires once on publish', async () => {
  const original = (await publicBlog(1)).data.title;
  await settle();
  const [b0, r0] = [builds(), refreshes()];

  const saved = await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, title: 'Draft title' }));
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.state).toBe('changed');
  await until(() => refreshes() > r0);
  await settle();
  expect((await publicBlog(1)).data.title).toBe(original);
  expect((await previewBlog(1)).data.title).toBe('Draft title');
  expect(builds()).toBe(b0);
  expect(refreshes()).toBe(r0 + 1);
  // production's change feed does not see the draft; the preview's does
  const feed = (
    await cms.app.inject({ method: 'GET', url: '/api/editor/changes?since=2000-01-01', headers: { authorization: `Bearer ${MACHINE_TOKEN}` } })
  ).json().data;
  expect(feed.changed.find((c: { type: string; id: string }) => c.type === 'blogs' && c.id === '1')?.updated_at).not.toBe(saved.json().data.updated_at);

  const published = await ed.call('POST', '/api/editor/items/blogs/1/publish');
  expect(published.json().data.state).toBe('published');
  await until(() => builds() > b0);
  expect((await publicBlog(1)).data.title).toBe('Draft title');
  expect(builds()).toBe(b0 + 1);
  expect(JSON.parse(hits.filter((h) => h.url === '/build').at(-1)!.body)).toMatchObject({ changed: 'blogs/1', action: 'publish' });
});

it('discard drops the draft: the preview shows the published version again', async () => {
  await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, title: 'Second thoughts' }));
  expect((await previewBlog(1)).data.title).toBe('Second thoughts');
  const res = await ed.call('POST', '/api/editor/items/blogs/1/discard');
  expect(res.json().data).toMatchObject({ state: 'published', has_draft: false });
  expect((await previewBlog(1)).data.title).toBe('Draft title');
  expect((await ed.call('POST', '/api/editor/items/blogs/1/discard')).statusCode).toBe(409);
});

it('creates with a server-assigned id as a draft, never replacing an item', async () => {
  const before = (await publicBlog(1)).data.title;
  const res = await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, id: 1 } });
  expect(res.statusCode).toBe(201);
  const { id, state } = res.json().data;
  expect(id).not.toBe(1);
  expect(state).toBe('draft');
  expect((await publicBlog(1)).data.title).toBe(before);
  expect((await publicBlog(id)).code).toBe(0);
  expect((await previewBlog(id)).data.title).toBe('Fresh news');
  // PUT to an id that does not exist is refused, not a create
  const put = await ed.call('PUT', '/api/editor/items/blogs/9999', { data: BLOG }, { 'if-match': '"v1"' });
  expect(put.statusCode).toBe(404);
  // a draft that was never published has nothing to fall back to
  expect((await ed.call('POST', `/api/editor/items/blogs/${id}/discard`)).statusCode).toBe(409);
});

it('unpublish withdraws, delete leaves a tombstone, and both rebuild production', async () => {
  const created = (await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: 'Short-lived' } })).json().data;
  await ed.call('POST', `/api/editor/items/blogs/${created.id}/publish`);
  expect((await publicBlog(created.id)).data.title).toBe('Short-lived');
  await settle();
  const b0 = builds();
  const un = await ed.call('POST', `/api/editor/items/blogs/${created.id}/unpublish`);
  expect(un.json().data.state).toBe('unpublished');
  expect((await publicBlog(created.id)).code).toBe(0);
  expect((await previewBlog(created.id)).data.title).toBe('Short-lived');

  const got = await ed.call('GET', `/api/editor/items/blogs/${created.id}`);
  const del = await ed.call('DELETE', `/api/editor/items/blogs/${created.id}`, undefined, { 'if-match': String(got.headers.etag) });
  expect(del.json().data.deleted).toBe(true);
  expect((await previewBlog(created.id)).code).toBe(0);
  expect((await ed.call('GET', `/api/editor/items/blogs/${created.id}`)).json().msg).toMatch(/was deleted by editor/);
  // a save from someone who still had it open is refused and says why
  const late = await ed.call('PUT', `/api/editor/items/blogs/${created.id}`, { data: BLOG }, { 'if-match': String(got.headers.etag) });
  expect(late.statusCode).toBe(409);
  expect(late.json().msg).toMatch(/deleted/);
  await until(() => builds() > b0);
  // unpublish rebuilt; delete of an unpublished item did not need to
  expect(builds()).toBeGreaterThan(b0);
  const feed = (
    await cms.app.inject({ method: 'GET', url: '/api/editor/changes?since=2000-01-01', headers: { authorization: `Bearer ${MACHINE_TOKEN}` } })
  ).json().data;
  expect(feed.deleted).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'blogs', id: String(created.id) })]));
});

it('GET answers exactly what PUT takes back', async () => {
  const url = '/api/editor/items/products/1';
  const got = await ed.call('GET', url);
  const put = await ed.call('PUT', url, { data: got.json().data.data }, { 'if-match': String(got.headers.etag) });
  expect(put.statusCode).toBe(200);
  expect((await ed.call('GET', url)).json().data.data).toEqual(got.json().data.data);
});

it('pages have drafts too', async () => {
  const saved = await editDoc(ed, '/api/editor/pages/software', (d) => ({ ...d, name: 'Draft software' }));
  expect(saved.statusCode).toBe(200);
  expect((await call(cms.app, 'software')).json().data.name).not.toBe('Draft software');
  expect(
    (await cms.app.inject({ method: 'GET', url: '/api/index/getSoftware?preview=1', headers: { 'x-editor-token': MACHINE_TOKEN } })).json().data.name,
  ).toBe('Draft software');
  await ed.call('POST', '/api/editor/pages/software/publish');
  expect((await call(cms.app, 'software')).json().data.name).toBe('Draft software');
});
