// The switch as visitors see it: the static server (plugins/gatsby-plugin-hosting/server/static-server.ts)
// serving a releases folder while the release service (releases/) makes five releases one after
// the other. A reader loop over four pages and their assets gets 200 every time, and each page's
// assets from the release its HTML names (X-Release), the older ones from the kept releases.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../../../plugins/gatsby-plugin-hosting/server/static-server';
import { makeRelease, switchTo } from '../../../releases/release-store';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { liveId, startTinyService, tempDir, until, type TestService } from '../../support/release-service';

let cms: ReleaseCms;
let dir: string;
let svc: TestService;
let server: Server;
let base = '';

beforeAll(async () => {
  cms = await startReleaseCms();
  dir = tempDir('releases-switch-');
  svc = startTinyService(cms, dir);
  server = createStaticServer({ releasesDir: svc.config.releasesDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await svc.service.stop();
  await new Promise((r) => server.close(r));
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const log = () => svc.lines.join('\n');
const liveAt = (seq: number) => until(`seq ${seq} live`, () => cms.eventsOf('live').find((e) => e.seq === seq)?.release, 30_000, log);

it('answers 503, naming why, until the first release is live', async () => {
  const empty = createStaticServer({ releasesDir: path.join(dir, 'nothing-yet') });
  await new Promise<void>((r) => empty.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(empty.address() as AddressInfo).port}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/No release is live yet/);
  } finally {
    await new Promise((r) => empty.close(r));
  }
});

it('serves every page and its assets during five consecutive switches: all 200, assets from the release the HTML names', async () => {
  await liveAt(1);
  const pages = ['/', '/blog/', '/PPF/', '/blogInfo/2/'];
  const problems: string[] = [];
  const seen = new Set<string>();
  let reads = 0;
  let reading = true;
  const reader = (async () => {
    while (reading) {
      for (const page of pages) {
        const res = await fetch(base + page);
        const html = await res.text();
        const release = res.headers.get('x-release') ?? '';
        reads++;
        seen.add(release);
        if (res.status !== 200) problems.push(`${page}: ${res.status} from ${release}`);
        const build = /data-build="([^"]+)"/.exec(html)?.[1];
        const assets = [...html.matchAll(/(?:src|href)="(\/(?:app|styles)-[0-9a-f]+\.(?:js|css))"/g)].map((m) => m[1]);
        if (!build || assets.length !== 2) problems.push(`${page}: no build marker or assets in ${html.slice(0, 200)}`);
        for (const asset of assets) {
          const a = await fetch(base + asset);
          const body = await a.text();
          reads++;
          if (a.status !== 200) problems.push(`${asset} of ${page} (${release}): ${a.status} from ${a.headers.get('x-release')}`);
          else if (a.headers.get('x-release') !== release)
            problems.push(`${asset} of ${page}: X-Release ${a.headers.get('x-release')}, the page's is ${release}`);
          else if (build && !body.includes(build)) problems.push(`${asset} of ${page}: not the page's build ${build}`);
        }
      }
    }
  })();
  const released: string[] = [];
  for (let seq = 2; seq <= 6; seq++) {
    cms.publish();
    svc.service.wake();
    released.push(await liveAt(seq));
    // let the reader hold pages of this release when the next switch comes
    await new Promise((r) => setTimeout(r, 150));
  }
  reading = false;
  await reader;
  expect(problems).toEqual([]);
  expect(released).toHaveLength(5);
  expect(liveId(svc.config.releasesDir)).toBe(released[4]);
  // the loop saw the releases change under it
  expect(seen.size).toBeGreaterThanOrEqual(3);
  expect(reads).toBeGreaterThan(40);
  // an older release's hashed asset, asked for after the switch, comes from that release
  const old = released[0];
  const oldScript = fs.readdirSync(path.join(svc.config.releasesDir, 'releases', old)).find((f) => /^app-.*\.js$/.test(f))!;
  const res = await fetch(`${base}/${oldScript}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-release')).toBe(old);
  expect(res.headers.get('cache-control')).toContain('immutable');
  // not a page of an older release, though: only hashed assets outlive their release
  expect((await fetch(`${base}/blogInfo/99/`)).status).toBe(404);
});

it("re-reads the release's redirects and build record when current changes", async () => {
  const before = await fetch(`${base}/ResetPwd/abc`);
  expect(before.status).toBe(200);
  expect(before.headers.get('content-security-policy')).toContain(cms.base);
  // a release built for another API, whose _redirects has another client-only route
  const out = path.join(dir, 'other-build');
  fs.cpSync(svc.config.outputDir, out, { recursive: true });
  fs.writeFileSync(path.join(out, 'build-info.json'), JSON.stringify({ apiUrl: 'https://api.elsewhere.example', siteUrl: 'https://www.elsewhere.example' }));
  fs.writeFileSync(path.join(out, '_redirects'), '/Account/*  /ResetPwd/[...code]/  200\n');
  makeRelease(svc.config.releasesDir, 'manual-1', out, { seq: 0, built_at: new Date().toISOString(), timings: {} });
  switchTo(svc.config.releasesDir, 'manual-1');
  const after = await fetch(`${base}/Account/x`);
  expect(after.status).toBe(200);
  expect(after.headers.get('x-release')).toBe('manual-1');
  expect(after.headers.get('content-security-policy')).toContain('https://api.elsewhere.example');
  expect(after.headers.get('strict-transport-security')).toContain('max-age');
  expect((await fetch(`${base}/ResetPwd/abc`)).status).toBe(404);
  // the dotfile the service writes into each release is never served
  expect((await fetch(`${base}/.release.json`)).status).toBe(404);
});
