// The editing API: drafts stay private until published, every change and deletion shows in the change feed.
import { call, startCms, type TestCms } from './helpers';

const TOKEN = 'editor-token-for-tests-0123456789';
let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ editorToken: TOKEN });
});
afterAll(() => cms.close());

const editor = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = TOKEN) =>
  cms.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const BLOG = {
  title: 'Fresh news',
  sub_title: 'Fresh',
  desc: 'New',
  keywords: 'new',
  image: 'media/a.png',
  label_arr: ['News'],
  createtime: '2026-11-20 10:00:00',
  content: '<p>new</p>',
  related: [],
};

it('refuses calls without the editor token', async () => {
  expect((await editor('GET', '/api/editor/changes', undefined, 'wrong-token')).statusCode).toBe(401);
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/changes' })).statusCode).toBe(401);
});

it('is disabled (403 with a message) when no editor token is configured', async () => {
  const plain = await startCms();
  try {
    const res = await plain.app.inject({ method: 'GET', url: '/api/editor/changes', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 0, data: null, msg: expect.stringContaining('CMS_EDITOR_TOKEN') });
  } finally {
    await plain.close();
  }
});

it('creates a draft, publishes, updates, unpublishes and deletes, with a change feed', async () => {
  const t0 = (await editor('GET', '/api/editor/changes?since=2999-01-01T00:00:00Z')).json().data.now;
  await new Promise((r) => setTimeout(r, 5));

  expect((await editor('PUT', '/api/editor/items/blogs/100', BLOG)).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id: 100 })).json().code).toBe(0);
  let feed = (await editor('GET', `/api/editor/changes?since=${t0}`)).json().data;
  expect(feed.changed).toEqual([expect.objectContaining({ type: 'blogs', id: '100', status: 'draft' })]);

  expect((await editor('POST', '/api/editor/items/blogs/100/publish')).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id: 100 })).json().data.title).toBe('Fresh news');

  expect((await editor('PUT', '/api/editor/items/blogs/100', { ...BLOG, title: 'Fresher news', status: 'published' })).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id: 100 })).json().data.title).toBe('Fresher news');

  expect((await editor('POST', '/api/editor/items/blogs/100/unpublish')).json().code).toBe(1);
  expect((await call(cms.app, 'blogDetail', { id: 100 })).json().code).toBe(0);

  const t1 = (await editor('GET', '/api/editor/changes?since=2999-01-01T00:00:00Z')).json().data.now;
  await new Promise((r) => setTimeout(r, 5));
  expect((await editor('DELETE', '/api/editor/items/blogs/100')).json().code).toBe(1);
  feed = (await editor('GET', `/api/editor/changes?since=${t1}`)).json().data;
  expect(feed.deleted).toEqual([expect.objectContaining({ type: 'blogs', id: '100' })]);
  expect(feed.changed).toEqual([]);
  expect((await editor('DELETE', '/api/editor/items/blogs/100')).statusCode).toBe(404);
});

it("replaces owned rows (a training's addresses) and singleton pages", async () => {
  const res = await editor('PUT', '/api/editor/items/trainings/2', {
    status: 'published',
    title: 'Tint Pro',
    name: 'Tint Pro',
    sub_name: '',
    desc: '',
    keywords: '',
    sub_title: '',
    image: null,
    images: null,
    detail_image: null,
    content: '',
    train_content: '',
    steps: [],
    cost_price: 1,
    cost_days: 1,
    cost_people: 1,
    trainer_ids: [],
    addresses: [{ country_id: 2, address: 'Osaka Hall' }],
  });
  expect(res.json().code).toBe(1);
  expect((await call(cms.app, 'areas', { train_id: 2, country_id: 2 })).json().data.map((a: { address: string }) => a.address)).toEqual(['Osaka Hall']);
  const page = await editor('PUT', '/api/editor/pages/software', { data: { name: 'New software', images_arr: [] } });
  expect(page.json().code).toBe(1);
  expect((await call(cms.app, 'software')).json().data.name).toBe('New software');
  expect((await editor('PUT', '/api/editor/items/nope/1', {})).statusCode).toBe(404);
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
    const put = (status: string) =>
      hooked.app.inject({ method: 'PUT', url: '/api/editor/items/blogs/200', headers: { authorization: `Bearer ${TOKEN}` }, payload: { ...BLOG, status } });
    await put('draft');
    await waitFor(1);
    expect(hits.map((h) => h.url)).toEqual(['/__refresh']);
    expect(hits[0].auth).toBe('refresh-secret');
    await hooked.app.inject({ method: 'POST', url: '/api/editor/items/blogs/200/publish', headers: { authorization: `Bearer ${TOKEN}` } });
    await waitFor(3);
    expect(hits.map((h) => h.url).sort()).toEqual(['/__refresh', '/__refresh', '/build']);
    expect(JSON.parse(hits[2].body)).toEqual({ changed: 'blogs/200', type: 'blogs', id: '200', action: 'publish' });
  } finally {
    await hooked.close();
    server.close();
  }
});
