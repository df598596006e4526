// Publish to live, end to end (docs/releases.md, docs/product/releases.md): `npm start` as the README
// gives it (the CMS with demo content, the release service and the static server of its live
// release), on free ports and a temp folder. An editor changes a published post's title in the
// console and presses Publish; the editor says "Going live…" then "Live" with a link, the live site
// serves the new title from a new release (X-Release), and the older release stays kept for a
// rollback, which the command carries out. Not @exclusive: it uses its own servers only, so its
// builds overlap the other workers' specs (docs/development.md#test-run-time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { ROOT, bin, freePort, killGroup, isAlive, sleep } from '../../scripts/lib/proc';
import { DEMO_EDITOR } from '../../cms/demo/accounts';
import { waitForLive } from './support/live-state';
import { pagesReleaseOf } from '../../contract/release-names';

// a cold Gatsby build in the service's work copy, on two shared cores, then a warm one
const BOOT_MS = 15 * 60_000;
const RELEASE_MS = 10 * 60_000;
const TOKEN = `e2e-release-token-${process.pid}-0123456789`;
const say = (s: string) => process.stdout.write(`[publish-to-live] ${s}\n`);

let dir = '';
let start: ChildProcess | undefined;
let log = '';
const ports = { cms: 0, site: 0, releases: 0 };
const cmsUrl = () => `http://localhost:${ports.cms}`;
const siteUrl = () => `http://localhost:${ports.site}`;

test.describe.configure({ timeout: BOOT_MS + 2 * RELEASE_MS });

test.beforeAll(async () => {
  test.setTimeout(BOOT_MS);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-to-live-'));
  ports.cms = await freePort();
  ports.site = await freePort();
  ports.releases = await freePort();
  start = spawn(bin('tsx'), [path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CMS_PORT: String(ports.cms),
      SITE_PORT: String(ports.site),
      RELEASES_PORT: String(ports.releases),
      CMS_DB_FILE: path.join(dir, 'cms.sqlite'),
      CMS_UPLOAD_DIR: path.join(dir, 'uploads'),
      RELEASES_DIR: path.join(dir, 'releases'),
      // given, so that the rollback command below can sign its call as the service does
      CMS_RELEASE_TOKEN: TOKEN,
    },
  });
  const collect = (b: Buffer) => {
    log += b.toString();
  };
  start.stdout!.on('data', collect);
  start.stderr!.on('data', collect);
  const t0 = Date.now();
  while (!/^Ready: site /m.test(log)) {
    if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}):\n${log.slice(-4000)}`);
    if (Date.now() - t0 > BOOT_MS) throw new Error(`npm start was not ready within ${BOOT_MS / 60_000} min:\n${log.slice(-4000)}`);
    await sleep(500);
  }
  say(`npm start ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  if (start?.pid && isAlive(start.pid)) {
    killGroup(start.pid, 'SIGTERM');
    for (let i = 0; i < 40 && isAlive(start.pid); i++) await sleep(250);
    if (isAlive(start.pid)) killGroup(start.pid, 'SIGKILL');
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const releaseOf = async (url: string) => (await fetch(url)).headers.get('x-release');

test('an editor publishes a changed title: the console says Live and the live site serves it from a new release; the rollback command takes it back', async ({
  page,
  context,
}) => {
  const post = `${siteUrl()}/blogInfo/1/`;
  const first = await fetch(post);
  expect(first.status).toBe(200);
  const firstRelease = first.headers.get('x-release');
  expect(firstRelease, 'every answer names its release').toBeTruthy();

  const signIn = await context.request.post(`${cmsUrl()}/api/editor/session`, { data: DEMO_EDITOR, headers: { origin: cmsUrl() } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto(`${cmsUrl()}/admin/items/blogs/1`);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  const title = `Live in one publish ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.keyboard.press('Control+s');
  await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  const published = Date.now();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  const link = await waitForLive(page, { timeout: RELEASE_MS });
  say(`Publish → "Live" in the console: ${((Date.now() - published) / 1000).toFixed(1)} s`);
  expect(new URL(link).pathname).toBe('/blogInfo/1/');
  expect(new URL(link).origin).toBe(siteUrl());

  const after = await fetch(post);
  expect(after.status).toBe(200);
  const liveRelease = after.headers.get('x-release');
  expect(liveRelease).not.toBe(firstRelease);
  expect(await after.text()).toContain(title);
  // a content change compiles no code: the release kept the first build's bundles and renderer
  // (plugins/gatsby-plugin-build-tuning/kept-bundles.ts)
  const buildLog = fs.readFileSync(path.join(dir, 'releases', 'logs', `${pagesReleaseOf(liveRelease!) ?? liveRelease}.log`), 'utf8');
  expect(buildLog).toContain('build tuning: bundles: kept from the last build');
  expect(buildLog).toContain('build tuning: renderer: kept from the last build');

  // the visitor's view of it: the page in a browser
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  // one step back: the rollback command switches the live site to the first release at once
  const releasesDir = path.join(dir, 'releases');
  const rolled = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const p = spawn(bin('tsx'), [path.join(ROOT, 'releases', 'main.ts'), 'rollback', firstRelease!], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_CMS_URL: cmsUrl(), CMS_RELEASE_TOKEN: TOKEN },
    });
    let out = '';
    p.stdout.on('data', (b: Buffer) => (out += b.toString()));
    p.stderr.on('data', (b: Buffer) => (out += b.toString()));
    p.on('exit', (code) => resolve({ code, out }));
  });
  expect(rolled.code, rolled.out).toBe(0);
  // the CMS heard of it at once (not through the service's outbox): it holds what the rollback took back
  expect(rolled.out).toContain('the CMS knows');
  expect(await releaseOf(post)).toBe(firstRelease);
  expect(await (await fetch(post)).text()).not.toContain(title);
});
