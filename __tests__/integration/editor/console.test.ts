// The editors' console as the CMS serves it (docs/product/editing.md#the-console): /admin/ with its
// own CSP and the SPA fallback, an initial JavaScript budget with Tiptap left out of it, and the
// calls only the console makes (settings, overview, where a media file is used, preview status).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ADMIN_CSP, ADMIN_DIST } from '../../../cms/plugins/admin-console';
import { adminBuildReason } from '../../../scripts/build-admin';
import { startCms, type TestCms } from '../cms/helpers';
import { BLOG, signIn, type EditorClient } from './helpers';

const ROOT = path.join(__dirname, '../../..');
const INITIAL_JS_BUDGET = 250 * 1024;

let cms: TestCms;
let ed: EditorClient;
let preview: http.Server;
let previewPort = 0;
const pageData = new Map<string, string>();
/** Longer than the 5 s the CMS once waited, well within gatsby develop's 15 s. */
const SLOW_PREVIEW_MS = 6_000;

beforeAll(async () => {
  // the console's build is what is under test: make it when it is missing or stale (npm run build:admin)
  if (adminBuildReason() !== null)
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/build-admin.ts')], { cwd: ROOT, stdio: 'inherit' });
  preview = http.createServer((req, res) => {
    const body = pageData.get(req.url ?? '');
    const answer = () => res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
    // gatsby develop holds a request for a page whose query has not run yet (up to 15 s)
    if (req.url?.startsWith('/page-data/slow/')) setTimeout(answer, SLOW_PREVIEW_MS);
    else if (req.url?.startsWith('/page-data/hung/'))
      return; // connected, never answers
    else answer();
  });
  await new Promise<void>((r) => preview.listen(0, '127.0.0.1', r));
  previewPort = (preview.address() as { port: number }).port;
  cms = await startCms({ previewUrl: `http://127.0.0.1:${previewPort}` });
  ed = await signIn(cms.app);
}, 120_000);
afterAll(async () => {
  await cms.close();
  preview.closeAllConnections();
  preview.close();
});

describe('serving the console', () => {
  it('answers /admin/ with the app and a CSP that allows only its own origin', async () => {
    const res = await cms.app.inject({ method: 'GET', url: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
    expect(ADMIN_CSP).not.toMatch(/unsafe|https?:|\*/);
    expect(res.body).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[^"]+\.js">/);
  });

  it('answers any screen address with the app (the console routes in the browser), and /admin with a redirect', async () => {
    for (const url of ['/admin/items/blogs/3', '/admin/pages/site', '/admin/users']) {
      const res = await cms.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const bare = await cms.app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('serves its hashed files for a year and refuses unknown ones and dot paths', async () => {
    const index = (await cms.app.inject({ method: 'GET', url: '/admin/' })).body;
    const src = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(index)![1];
    const js = await cms.app.inject({ method: 'GET', url: src });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    expect((await cms.app.inject({ method: 'GET', url: '/admin/assets/nothing.js' })).statusCode).toBe(404);
    expect((await cms.app.inject({ method: 'GET', url: '/admin/assets/.env.js' })).statusCode).toBe(404);
    for (const url of ['/admin/assets/%2e%2e/%2e%2e/package.json', '/admin/assets/..%2f..%2f..%2fpackage.json']) {
      const res = await cms.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('carfilm-master-site');
    }
  });

  it('keeps the initial JavaScript within 250 KB gzip, with Tiptap loaded only on demand', () => {
    const index = fs.readFileSync(path.join(ADMIN_DIST, 'index.html'), 'utf8');
    const initial = [...index.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(initial.length).toBeGreaterThan(0);
    const bytes = initial.reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(ADMIN_DIST, f))).length, 0);
    expect(bytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    const initialText = initial.map((f) => fs.readFileSync(path.join(ADMIN_DIST, f), 'utf8')).join('\n');
    expect(initialText).not.toMatch(/ProseMirror-hideselection|prosemirror-view/);
    const lazy = fs.readdirSync(path.join(ADMIN_DIST, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
    expect(lazy.some((f) => /ProseMirror/.test(fs.readFileSync(path.join(ADMIN_DIST, 'assets', f), 'utf8')))).toBe(true);
  });
});

describe('the console calls', () => {
  it('tells the console where the preview server is, to signed-in people only', async () => {
    expect((await cms.app.inject({ method: 'GET', url: '/api/editor/config' })).statusCode).toBe(401);
    const res = await ed.call('GET', '/api/editor/config');
    expect(res.json().data).toEqual({ previewUrl: `http://127.0.0.1:${previewPort}` });
  });

  it('lists drafts waiting and recent changes on the overview', async () => {
    const made = await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: 'Overview draft' } });
    expect(made.statusCode).toBe(201);
    const { drafts, recent } = (await ed.call('GET', '/api/editor/overview')).json().data;
    expect(drafts.map((d: { title: string }) => d.title)).toContain('Overview draft');
    expect(recent[0]).toMatchObject({ type: 'blogs', title: 'Overview draft', state: 'draft' });
  });

  it('says whether the preview shows a save: building, ready, down', async () => {
    const ask = async (p: string, expectText: string) =>
      (await ed.call('GET', `/api/editor/preview-status?path=${encodeURIComponent(p)}&expect=${encodeURIComponent(expectText)}`)).json();
    expect((await ask('/blogInfo/900/', 'Fresh "quoted" title')).data.status).toBe('building');
    pageData.set('/page-data/blogInfo/900/page-data.json', JSON.stringify({ result: { data: { blog: { title: 'Old title' } } } }));
    expect((await ask('/blogInfo/900/', 'Fresh "quoted" title')).data.status).toBe('building');
    pageData.set('/page-data/blogInfo/900/page-data.json', JSON.stringify({ result: { data: { blog: { title: 'Fresh "quoted" title' } } } }));
    expect((await ask('/blogInfo/900/', 'Fresh "quoted" title')).data.status).toBe('ready');
    // only site paths: no scheme, host or dot segments reach the preview server
    for (const bad of ['http://evil/', '//evil/', '/a/../b/', '/blogInfo/1'])
      expect((await ed.call('GET', `/api/editor/preview-status?path=${encodeURIComponent(bad)}`)).statusCode).toBe(400);

    // a preview server slow to answer is still building, not down (the console stops looking at "down")
    pageData.set('/page-data/slow/page-data.json', JSON.stringify({ result: { data: { title: 'Slow draft' } } }));
    expect((await ask('/slow/', 'Slow draft')).data).toMatchObject({ status: 'ready' });
    // one that does not answer at all is busy too: the console keeps looking
    expect((await ask('/hung/', 'Hung draft')).data).toMatchObject({ status: 'building', message: expect.stringMatching(/busy/) });

    const down = await startCms({ previewUrl: 'http://127.0.0.1:1' });
    try {
      const ed2 = await signIn(down.app);
      const res = (await ed2.call('GET', '/api/editor/preview-status?path=%2FblogInfo%2F1%2F')).json();
      expect(res.data.status).toBe('down');
      expect(res.data.message).toMatch(/npm run preview/);
    } finally {
      await down.close();
    }
  });

  it('names where a media file is used', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const boundary = 'xyzBOUNDARY';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA red square\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await cms.app.inject({
      method: 'POST',
      url: '/api/editor/media',
      headers: { cookie: ed.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(up.statusCode).toBe(201);
    const media = up.json().data;
    expect((await ed.call('GET', `/api/editor/media/${media.id}/usage`)).json().data).toEqual([]);
    const made = await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: 'Uses the dot', image: media.path } });
    const usage = (await ed.call('GET', `/api/editor/media/${media.id}/usage`)).json().data;
    expect(usage).toEqual([{ type: 'blogs', id: made.json().data.id, title: 'Uses the dot' }]);
    expect((await ed.call('GET', '/api/editor/media/999999/usage')).statusCode).toBe(404);
  });
});
