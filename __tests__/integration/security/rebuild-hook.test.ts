// Production rebuilds (cms/README.md#security-behaviour): only a real change notifies, build hook
// calls are coalesced to one per BUILD_HOOK_WINDOW_S (the last change always rides on a trailing
// call), and a dealer's saveInfo is throttled, so no dealer can trigger unlimited rebuilds.
import http from 'node:http';
import type net from 'node:net';
import { ALPHA, call, login, startCms, type TestCms } from '../cms/helpers';

const TOKEN = 'editor-token-for-tests-0123456789';
const WINDOW_S = 0.4;
const INFO = { shop_name: 'Alpha Films', mobile: '+49 100 1', nation_id: '1', city_id: '101', desc: 'We wrap cars.', shop_image: '/uploads/media/a.png' };

let cms: TestCms;
let server: http.Server;
let hits: { url: string; body: string; at: number }[] = [];
const count = (url: string) => hits.filter((h) => h.url === url).length;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** waits (briefly) until `url` has been called `n` times */
const waitFor = async (url: string, n: number) => {
  for (let i = 0; i < 150 && count(url) < n; i++) await pause(20);
  return count(url);
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', body, at: Date.now() });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  cms = await startCms({
    editorToken: TOKEN,
    previewRefreshUrl: `http://127.0.0.1:${port}/__refresh`,
    buildHookUrl: `http://127.0.0.1:${port}/build`,
    buildHookWindowS: WINDOW_S,
    throttleMax: 6,
  });
});
afterAll(async () => {
  await cms.close();
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  // every test starts after a quiet window
  await pause(WINDOW_S * 1000 + 50);
  hits = [];
});

it('coalesces a burst of published edits: one call at once, at most one a window, and a trailing call after the last edit', async () => {
  const put = (n: number) =>
    cms.app.inject({
      method: 'PUT',
      url: `/api/editor/pages/site`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { data: { info: { n } }, status: 'published' },
    });
  const start = Date.now();
  for (let n = 1; n <= 20; n++) expect((await put(n)).statusCode).toBe(200);
  const lastEdit = Date.now();
  // one call at once, then at most one per window while the burst lasts, then one trailing call
  const windows = Math.ceil((lastEdit - start) / (WINDOW_S * 1000));
  await waitFor('/build', 2);
  await pause(WINDOW_S * 1000 + 100);
  const builds = hits.filter((h) => h.url === '/build');
  expect(builds.length).toBeGreaterThanOrEqual(2);
  expect(builds.length).toBeLessThanOrEqual(windows + 1);
  expect(builds.length).toBeLessThan(20);
  // the last edit is never left unbuilt
  expect(builds[builds.length - 1].at).toBeGreaterThanOrEqual(lastEdit);
  // every edit still reached the preview server
  expect(await waitFor('/__refresh', 20)).toBe(20);
});

it("notifies only when a dealer's save really changes something, and throttles saveInfo per dealer", async () => {
  const token = await login(cms.app, ALPHA);
  const save = (patch: Partial<typeof INFO> = {}) => call(cms.app, 'saveInfo', { ...INFO, ...patch }, token);
  expect((await save({ shop_name: 'Alpha Films 1' })).json().code).toBe(1);
  expect(await waitFor('/build', 1)).toBe(1);
  expect(JSON.parse(hits.find((h) => h.url === '/build')!.body)).toMatchObject({ changed: 'dealers/1', action: 'update' });
  // the same values again: saved, but nobody is told
  for (let i = 0; i < 3; i++) expect((await save({ shop_name: 'Alpha Films 1' })).json().code).toBe(1);
  await pause(WINDOW_S * 1000 + 100);
  expect(count('/build')).toBe(1);
  expect(count('/__refresh')).toBe(1);
  // throttled per dealer (6 a window here), valid or not
  expect((await save({ shop_name: '' })).json().code).toBe(0);
  expect((await save({ shop_name: 'Alpha Films 2' })).json().code).toBe(1);
  const refused = await save({ shop_name: 'Alpha Films 3' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().msg).toBe('Too many attempts. Please try again later.');
});
