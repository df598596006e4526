// The editing API: drafts stay private until published, every change and deletion shows in the change feed.
// Writes are a signed-in editor's (the machine token reads only: docs/product/editing.md).
import { call, startCms, type TestCms } from './helpers';
import { BLOG, signIn, type EditorClient } from '../editor/helpers';

const TOKEN = 'editor-token-for-tests-0123456789';
let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  cms = await startCms({ editorToken: TOKEN });
  ed = await signIn(cms.app);
});
afterAll(() => cms.close());

const editor = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = TOKEN) =>
  cms.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const etag = async (url: string) => String((await ed.call('GET', url)).headers.etag);

it('refuses calls without the editor token', async () => {
  expect((await editor('GET', '/api/editor/changes', undefined, 'wrong-token')).statusCode).toBe(401);
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/changes' })).statusCode).toBe(401);
});

it('without a machine token configured, only people get in', async () => {
  const plain = await startCms();
  try {
    const res = await plain.app.inject({ method: 'GET', url: '/api/editor/changes', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(401);
    expect((await (await signIn(plain.app)).call('GET', '/api/editor/changes')).json().code).toBe(1);
  } finally {
    await plain.close();
  }
});

it('creates a draft, publishes, updates, unpublishes and deletes, with a change feed', async () => {
  const t0 = (await editor('GET', '/api/editor/changes?since=2999-01-01T00:00:00Z')).json().data.now;
  await new Promise((r) => setTimeout(r, 5));

  const created = await ed.call('POST', '/api/editor/items/blogs', { data: BLOG });
  const id = created.json().data.id as number;
  expect((await call(cms.app, 'blogDetail', { id })).json().code).toBe(0);
  // a never-published draft is not production's change
  let feed = (await editor('GET', `/api/editor/changes?since=${t0}`)).json().data;
  expect(feed.changed).toEqual([]);

  expect((await ed.call('POST', `/api/editor/items/blogs/${id}/publish`)).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id })).json().data.title).toBe('Fresh news');
  feed = (await editor('GET', `/api/editor/changes?since=${t0}`)).json().data;
  expect(feed.changed).toEqual([expect.objectContaining({ type: 'blogs', id: String(id), status: 'published' })]);

  const url = `/api/editor/items/blogs/${id}`;
  expect((await ed.call('PUT', url, { data: { ...BLOG, title: 'Fresher news' } }, { 'if-match': await etag(url) })).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id })).json().data.title).toBe('Fresh news');
  await ed.call('POST', `${url}/publish`);
  expect((await call(cms.app, 'blogDetail', { id })).json().data.title).toBe('Fresher news');

  expect((await ed.call('POST', `${url}/unpublish`)).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id })).json().code).toBe(0);

  const t1 = (await editor('GET', '/api/editor/changes?since=2999-01-01T00:00:00Z')).json().data.now;
  await new Promise((r) => setTimeout(r, 5));
  expect((await ed.call('DELETE', url, undefined, { 'if-match': await etag(url) })).json().code).toBe(1);
  feed = (await editor('GET', `/api/editor/changes?since=${t1}`)).json().data;
  expect(feed.deleted).toEqual([expect.objectContaining({ type: 'blogs', id: String(id) })]);
  expect(feed.changed).toEqual([]);
  expect((await ed.call('DELETE', url, undefined, { 'if-match': '*' })).statusCode).toBe(409);
});

it("replaces owned rows (a training's addresses) and singleton pages", async () => {
  const url = '/api/editor/items/trainings/2';
  const current = (await ed.call('GET', url)).json().data.data;
  const res = await ed.call('PUT', url, { data: { ...current, addresses: [{ country_id: 2, address: 'Osaka Hall' }] } }, { 'if-match': await etag(url) });
  expect(res.json().code).toBe(1);
  expect((await ed.call('POST', `${url}/publish`)).json().code).toBe(1);
  expect((await call(cms.app, 'areas', { train_id: 2, country_id: 2 })).json().data.map((a: { address: string }) => a.address)).toEqual(['Osaka Hall']);
  const page = await ed.call(
    'PUT',
    '/api/editor/pages/software',
    { data: { name: 'New software', images_arr: [] } },
    { 'if-match': await etag('/api/editor/pages/software') },
  );
  expect(page.json().code).toBe(1);
  await ed.call('POST', '/api/editor/pages/software/publish');
  expect((await call(cms.app, 'software')).json().data.name).toBe('New software');
  expect((await ed.call('PUT', '/api/editor/items/nope/1', { data: {} }, { 'if-match': '*' })).statusCode).toBe(404);
});

it('preview (?preview=1 with x-editor-token) shows drafts to the build, nobody else', async () => {
  const draft = { method: 'GET' as const, url: '/api/Blog/detail?id=27&preview=1' };
  expect((await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=27' })).json().code).toBe(0);
  expect((await cms.app.inject({ ...draft, headers: { 'x-editor-token': TOKEN } })).json().data.title).toBe('Draft blog');
  expect((await cms.app.inject({ ...draft, headers: { 'x-editor-token': 'wrong' } })).statusCode).toBe(401);
  expect((await cms.app.inject(draft)).statusCode).toBe(401);
  const all = (await cms.app.inject({ method: 'GET', url: '/api/goods/allProducts?preview=1', headers: { 'x-editor-token': TOKEN } })).json().data;
  expect(all.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
});

it('accepts the token as x-editor-token too', async () => {
  const res = await cms.app.inject({ method: 'GET', url: '/api/editor/changes', headers: { 'x-editor-token': TOKEN } });
  expect(res.json().code).toBe(1);
});

it('notifies the preview server on every edit and the build hook when published content changes', async () => {
  const http = await import('node:http');
  const hits: { url: string; auth?: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const hooked = await startCms({
    editorToken: TOKEN,
    previewRefreshUrl: `http://127.0.0.1:${port}/__refresh`,
    previewRefreshToken: 'refresh-secret',
    buildHookUrl: `http://127.0.0.1:${port}/build`,
  });
  const waitFor = async (n: number) => {
    for (let i = 0; i < 100 && hits.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  };
  try {
    const person = await signIn(hooked.app);
    const id = (await person.call('POST', '/api/editor/items/blogs', { data: BLOG })).json().data.id;
    await waitFor(1);
    expect(hits.map((h) => h.url)).toEqual(['/__refresh']);
    expect(hits[0].auth).toBe('refresh-secret');
    await person.call('POST', `/api/editor/items/blogs/${id}/publish`);
    await waitFor(3);
    expect(hits.map((h) => h.url).sort()).toEqual(['/__refresh', '/__refresh', '/build']);
    expect(JSON.parse(hits.find((h) => h.url === '/build')!.body)).toEqual({ changed: `blogs/${id}`, type: 'blogs', id: String(id), action: 'publish' });
  } finally {
    await hooked.close();
    server.close();
  }
});
