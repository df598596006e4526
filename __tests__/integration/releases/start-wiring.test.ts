// How `npm start` runs the release service (scripts/lib/release-service.ts): one token and hook
// secret for the CMS and the service, the hook URL the CMS is given wakes the service, the first
// build at start is made even when the live release is up to date, and start waits for it.
import fs from 'node:fs';
import path from 'node:path';
import { stopChild, type Child } from '../../../scripts/lib/proc';
import { cmsReleaseEnv, releaseWiring, startReleaseService, waitForRelease, type ReleaseWiring } from '../../../scripts/lib/release-service';
import { freePort } from '../../../scripts/lib/proc';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { TINY_BUILD_DIR, liveId, tempDir, until } from '../../support/release-service';

let dir: string;
let cms: ReleaseCms;
let wiring: ReleaseWiring;
let child: Child | null = null;
const saved = { ...process.env };

beforeAll(async () => {
  dir = tempDir('releases-start-');
  wiring = releaseWiring(await freePort(), path.join(dir, 'site'));
  cms = await startReleaseCms(wiring.token);
  // what a user may set around npm start reaches the service: here the tiny build instead of Gatsby
  Object.assign(process.env, {
    RELEASE_SOURCE_DIR: TINY_BUILD_DIR,
    RELEASE_BUILD_COMMAND: 'node tiny-build.js',
    RELEASE_POLL_S: '0.3',
    RELEASE_LEASE_TTL_S: '2',
  });
});
afterAll(async () => {
  process.env = saved;
  if (child) await stopChild(child);
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = () => {
  const port = Number(new URL(cms.base).port);
  return startReleaseService(wiring, { cmsPort: port, apiUrl: cms.base, siteUrl: 'http://localhost:9000', buildAtStart: true });
};

it('gives the CMS and the service one fresh token and a hook URL with the secret, which wakes the service', async () => {
  const other = releaseWiring(wiring.port, wiring.releasesDir);
  expect(other.token).not.toBe(wiring.token);
  expect(wiring.token).toMatch(/^[0-9a-f]{48}$/);
  const env = cmsReleaseEnv(wiring);
  expect(env).toEqual({
    CMS_RELEASE_TOKEN: wiring.token,
    CMS_EDITOR_TOKEN: process.env.CMS_EDITOR_TOKEN || wiring.editorToken,
    BUILD_HOOK_URL: `http://localhost:${wiring.port}/hook/${wiring.hookSecret}`,
    BUILD_HOOK_WINDOW_S: '1',
  });

  child = start();
  const lines: string[] = [];
  await waitForRelease(wiring, child, null, { apiUrl: cms.base, siteUrl: 'http://localhost:9000' }, (m) => lines.push(m));
  const first = liveId(wiring.releasesDir)!;
  // the service tells the CMS after the switch: start may see the switch first
  await until('the CMS to hear of the first release', () => cms.eventsOf('live').length > 0 || null, 20_000);
  expect(cms.eventsOf('live')).toEqual([expect.objectContaining({ release: first, seq: 1 })]);

  cms.publish();
  const hook = await until(
    'the hook to listen',
    () => fetch(env.BUILD_HOOK_URL!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null),
    20_000,
  );
  expect(hook.status).toBe(202);
  await until('seq 2 live', () => cms.eventsOf('live').find((e) => e.seq === 2), 30_000);
});

it('builds at start even when the live release is up to date with the CMS (the code may have changed)', async () => {
  await stopChild(child!);
  const before = liveId(wiring.releasesDir);
  child = start();
  await waitForRelease(wiring, child, before, { apiUrl: cms.base, siteUrl: 'http://localhost:9000' }, () => undefined);
  const now = liveId(wiring.releasesDir);
  expect(now).not.toBe(before);
  const told = await until('the CMS to hear of the new release', () => cms.eventsOf('live').find((e) => e.release === now), 20_000);
  expect(told.seq).toBe(2);
});
