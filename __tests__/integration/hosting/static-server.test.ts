// The static server of `npm start` and the e2e suite (scripts/hosting/static-server.ts) over a build
// that went through the post-build hosting step.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../../../scripts/hosting/static-server';
import { API_URL, siteBuildFixture, type SiteFixture } from '../../support/site-build-fixture';
import { describeHosting } from './expect-hosting';

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
