// The nginx example over a releases folder (plugins/gatsby-plugin-hosting/nginx-conf.ts with
// `releases`), run by Debian's nginx while the release service (releases/) switches: nginx serves
// `current`, names the release in X-Release, and finds an older release's hashed assets in kept-<n>.
import fs from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../../plugins/gatsby-plugin-hosting/nginx-conf';
import { clientOnlyRoutes } from '../../../plugins/gatsby-plugin-hosting/server/routes';
import { startNginx, type NginxServer } from '../../support/nginx-server';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { startTinyService, tempDir, until, type TestService } from '../../support/release-service';

let cms: ReleaseCms;
let dir: string;
let svc: TestService;
let nginx: NginxServer;
let base = '';

beforeAll(async () => {
  cms = await startReleaseCms();
  dir = tempDir('releases-nginx-');
  svc = startTinyService(cms, dir);
  nginx = await startNginx((port) =>
    nginxConf({
      root: svc.config.releasesDir,
      releases: { kept: 4 },
      listen: `127.0.0.1:${port}`,
      serverName: 'localhost',
      apiUrl: cms.base,
      https: false,
      rewrites: clientOnlyRoutes(),
    }),
  );
  base = `http://127.0.0.1:${nginx.port}`;
});
afterAll(async () => {
  await nginx?.stop();
  await svc?.service.stop();
  await cms?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const liveAt = (seq: number) =>
  until(
    `seq ${seq} live`,
    () => cms.eventsOf('live').find((e) => e.seq === seq)?.release,
    30_000,
    () => svc.lines.join('\n'),
  );
const script = (html: string) => /src="(\/app-[0-9a-f]+\.js)"/.exec(html)![1];

it('serves the live release, switches with it, and serves the older release’s hashed assets from kept-<n>', async () => {
  const first = await liveAt(1);
  const one = await fetch(`${base}/blog/`);
  expect(one.status).toBe(200);
  expect(one.headers.get('x-release')).toBe(first);
  const oldScript = script(await one.text());

  cms.publish();
  svc.service.wake();
  const second = await liveAt(2);
  const two = await fetch(`${base}/blog/`);
  expect(two.headers.get('x-release')).toBe(second);
  expect(script(await two.text())).not.toBe(oldScript);

  const old = await fetch(base + oldScript);
  expect(old.status).toBe(200);
  expect(old.headers.get('x-release')).toBe(first);
  expect(old.headers.get('cache-control')).toContain('immutable');
  expect(await old.text()).toContain(fs.readFileSync(path.join(svc.config.releasesDir, 'releases', first, oldScript.slice(1)), 'utf8').trim());
  // a page of the older release is not served: only hashed assets outlive the switch
  expect((await fetch(`${base}/app-00000000000000000000.js`)).status).toBe(404);
  expect((await fetch(`${base}/.release.json`)).status).toBe(404);
  expect(nginx.log()).not.toMatch(/\[(emerg|crit)\]/);
});
