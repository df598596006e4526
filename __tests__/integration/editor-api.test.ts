// The editing API as the preview and the source plugin's deltas use it: submissions for admins,
// the change feed (ISO or ms), drafts through public calls only with the machine token, a
// dealer's saveInfo as a content change, and the refresh notification's body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, login, ALPHA, startCms, type TestCms } from './cms/helpers';
import { SAMPLES } from './cms/samples';
import { ChangeFeed, RefreshBody, editorPaths } from '../../contract/editor';
import { Value } from '@sinclair/typebox/value';
import { signIn } from './editor/helpers';

const TOKEN = 'editor-token-for-tests-abcdef012345';
const hits: { url: string; auth?: string; body: unknown }[] = [];
let hook: http.Server;
let cms: TestCms;
let cookie = '';

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', auth: req.headers.authorization, body: body ? JSON.parse(body) : null });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
  const { port } = hook.address() as AddressInfo;
  cms = await startCms({ editorToken: TOKEN, previewRefreshUrl: `http://127.0.0.1:${port}/__refresh`, previewRefreshToken: 'refresh-secret' });
  // writes need a person since the machine token became read-only (docs/product/editing.md)
  cookie = (await signIn(cms.app)).cookie;
});
afterAll(async () => {
  await cms.close();
  hook.close();
});

const editor = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
  cms.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const until = async (cond: () => boolean, ms = 3000) => {
  const t0 = Date.now();
  while (!cond() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
  return cond();
};

it('lists the stored contact and partner submissions, newest first, for admins only', async () => {
  expect((await call(cms.app, 'contactUs', SAMPLES.contactUs)).json().code).toBe(1);
  expect((await call(cms.app, 'contactUs', { ...SAMPLES.contactUs, username: 'Zoe' })).json().code).toBe(1);
  expect((await call(cms.app, 'joinUs', SAMPLES.joinUs)).json().code).toBe(1);

  const contact = (await editor('GET', editorPaths.contactSubmissions)).json();
  expect(contact.code).toBe(1);
  expect(contact.data.total).toBe(2);
  expect(contact.data.data.map((s: { username: string }) => s.username)).toEqual(['Zoe', 'Ann']);
  expect(contact.data.data[0]).not.toHaveProperty('ip');
  const partner = (await editor('GET', editorPaths.partnerSubmissions)).json();
  expect(partner.data.data).toEqual([expect.objectContaining({ username: 'Bob', phone: '456', country: '1', city: '101' })]);

  expect((await editor('GET', editorPaths.contactSubmissions, undefined, {})).statusCode).toBe(401);
  expect((await editor('GET', editorPaths.partnerSubmissions, undefined, { authorization: 'Bearer nope-nope-nope-nope' })).statusCode).toBe(401);
  // personal data: not for the machine token
  expect((await editor('GET', editorPaths.contactSubmissions, undefined, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(403);
});

it('answers the change feed for an ISO time or milliseconds, in the contract shape', async () => {
  const before = Date.now() - 1;
  await new Promise((r) => setTimeout(r, 5));
  expect((await editor('POST', editorPaths.unpublish('blogs', 1))).json().code).toBe(1);
  for (const since of [String(before), new Date(before).toISOString()]) {
    const feed = (await editor('GET', `${editorPaths.changes}?since=${encodeURIComponent(since)}`)).json().data;
    expect(Value.Check(ChangeFeed, feed)).toBe(true);
    expect(feed.changed).toEqual([expect.objectContaining({ type: 'blogs', id: '1', status: 'draft' })]);
  }
  expect((await editor('POST', editorPaths.publish('blogs', 1))).json().code).toBe(1);
});

it('shows drafts through the public calls only with the editor token (preview)', async () => {
  expect((await editor('POST', editorPaths.unpublish('blogs', 1))).json().code).toBe(1);
  try {
    expect((await call(cms.app, 'blogDetail', { id: 1 })).json().code).toBe(0);
    const asEditor = await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=1&preview=1', headers: { 'x-editor-token': TOKEN } });
    expect(asEditor.json().code).toBe(1);
    const wrong = await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=1&preview=1', headers: { 'x-editor-token': 'not-the-token-000000' } });
    expect(wrong.json().code).not.toBe(1);
  } finally {
    await editor('POST', editorPaths.publish('blogs', 1));
  }
});

it('notifies the preview server with {type, id, action} and the refresh token on every edit', async () => {
  const mine = () => hits.filter((h) => (h.body as { type?: string; id?: string }).type === 'blogs' && (h.body as { id?: string }).id === '2');
  expect((await editor('POST', editorPaths.unpublish('blogs', 2))).json().code).toBe(1);
  expect((await editor('POST', editorPaths.publish('blogs', 2))).json().code).toBe(1);
  expect(await until(() => mine().length >= 2)).toBe(true);
  for (const h of mine()) {
    expect(h.url).toBe('/__refresh');
    expect(h.auth).toBe('refresh-secret');
    expect(Value.Check(RefreshBody, h.body)).toBe(true);
  }
  expect(
    mine()
      .map((h) => (h.body as { action: string }).action)
      .sort(),
  ).toEqual(['publish', 'unpublish']);
});

it("treats a dealer's own saveInfo as a content change: change feed and notification", async () => {
  hits.length = 0;
  const since = new Date(Date.now() - 1).toISOString();
  await new Promise((r) => setTimeout(r, 5));
  const token = await login(cms.app, ALPHA);
  const saved = await call(cms.app, 'saveInfo', SAMPLES.saveInfo, token);
  expect(saved.json().code).toBe(1);
  const feed = (await editor('GET', `${editorPaths.changes}?since=${encodeURIComponent(since)}`)).json().data;
  expect(feed.changed).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'dealers', id: String(ALPHA.shopId) })]));
  expect(await until(() => hits.some((h) => (h.body as { type?: string }).type === 'dealers'))).toBe(true);
  expect(hits.find((h) => (h.body as { type?: string }).type === 'dealers')!.body).toMatchObject({
    type: 'dealers',
    id: String(ALPHA.shopId),
    action: 'update',
  });
});

it('never lets a failing preview server break an edit', async () => {
  const broken = await startCms({ editorToken: TOKEN, previewRefreshUrl: 'http://127.0.0.1:1/__refresh' });
  try {
    const ed = await signIn(broken.app);
    const res = await ed.call('POST', editorPaths.unpublish('blogs', 1));
    expect(res.json().code).toBe(1);
  } finally {
    await broken.close();
  }
});
