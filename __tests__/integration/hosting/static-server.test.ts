// The static server of `npm start` and the e2e suite (plugins/gatsby-plugin-hosting/server/static-server.ts) over a build
// that went through the post-build hosting step.
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../../../plugins/gatsby-plugin-hosting/server/static-server';
import { API_URL, BIG_SCRIPT, siteBuildFixture, type SiteFixture } from '../../support/site-build-fixture';
import { describeHosting, rawGet } from './expect-hosting';

let site: SiteFixture;
let server: Server;
let base = '';

beforeAll(async () => {
  site = siteBuildFixture();
  server = createStaticServer({ root: site.dir, apiUrl: API_URL, https: false });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  site.remove();
});

describeHosting('static server', () => base);

it('sends HSTS only when the site is served over https', async () => {
  expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
  const secure = createStaticServer({ root: site.dir, apiUrl: API_URL, https: true });
  await new Promise<void>((r) => secure.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(secure.address() as AddressInfo).port}/`);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  } finally {
    await new Promise((r) => secure.close(r));
  }
});

it('never serves a file outside the build', async () => {
  const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
  expect(res.status).toBe(404);
});

it('writes _headers and _redirects in the formats static hosts read', () => {
  const headers = fs.readFileSync(`${site.dir}/_headers`, 'utf8');
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: .*frame-ancestors 'none'/m);
  expect(fs.readFileSync(`${site.dir}/_redirects`, 'utf8')).toContain('/ResetPwd/*  /ResetPwd/[...code]/  200');
});

describe('compression', () => {
  it('prefers brotli, takes a q=0 as a refusal, and answers HEAD with the same headers and no body', async () => {
    const plain = await rawGet(base + BIG_SCRIPT, 'identity');
    const br = await rawGet(base + BIG_SCRIPT, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect((await rawGet(base + BIG_SCRIPT, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const head = await rawGet(base + BIG_SCRIPT, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves images and tiny files as they are', async () => {
    const svg = await rawGet(`${base}/static/logo-abc.svg`, 'br, gzip');
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.body.toString()).toContain('<svg');
  });

  it('sends a file changed since it was compressed in its new form', async () => {
    const file = `${site.dir}${BIG_SCRIPT}`;
    const before = fs.readFileSync(file);
    await rawGet(base + BIG_SCRIPT, 'br');
    fs.writeFileSync(file, `${before.toString()}\nwindow.more=${JSON.stringify('x'.repeat(2000))};`);
    try {
      const after = await rawGet(base + BIG_SCRIPT, 'br');
      expect(zlib.brotliDecompressSync(after.body).toString()).toBe(fs.readFileSync(file, 'utf8'));
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
