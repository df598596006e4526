// The release service (releases/) against the real CMS (cms/, on SQLite with the demo content): the
// lease, the snapshot, the events and the console's view of them, as contract/releases.ts has them.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, stopChild, type Child } from '../../../scripts/lib/proc';
import { startCms } from '../../../scripts/lib/site';
import { DEMO_EDITOR } from '../../../cms/demo/accounts';
import { releasePaths, type LiveState, type ReleaseRecord } from '../../../contract/releases';
import { cmsClient, CmsCallError } from '../../../releases/cms-client';
import { indexPages } from '../../../releases/checks';
import { releaseConfig } from '../../../releases/config';
import { ReleaseService } from '../../../releases/service';
import { liveId, tempDir, TINY_BUILD_DIR, until } from '../../support/release-service';

const TOKEN = 'real-cms-release-token-0123456789abcdef';

describe('the release service with the real CMS', () => {
  let dir: string;
  let cms: Child;
  let base = '';
  let service: ReleaseService | null = null;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = tempDir('releases-real-cms-');
    const port = await freePort();
    base = `http://localhost:${port}`;
    cms = await startCms({
      port,
      dbFile: path.join(dir, 'cms.sqlite'),
      uploadDir: path.join(dir, 'uploads'),
      env: { CMS_RELEASE_TOKEN: TOKEN },
      logFile: path.join(dir, 'cms.log'),
    });
  });
  afterAll(async () => {
    await service?.stop();
    if (cms) await stopChild(cms);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the service with a wrong token (403) and without one (401)', async () => {
    const err = await cmsClient(base, 'not-the-token')
      .snapshot()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CmsCallError);
    expect((err as CmsCallError).status).toBe(403);
    const none = await fetch(`${base}${releasePaths.snapshot}`);
    expect(none.status).toBe(401);
  });

  it('gives the lease to one holder, and a snapshot with a count per detail route', async () => {
    const client = cmsClient(base, TOKEN);
    expect(await client.lease({ holder: 'first', ttl_ms: 1000 })).toMatchObject({ held: true, holder: 'first' });
    expect(await client.lease({ holder: 'second', ttl_ms: 1000 })).toMatchObject({ held: false, holder: 'first' });
    const snap = await client.snapshot();
    expect(snap.seq).toBeGreaterThanOrEqual(0);
    expect(snap.counts.blogInfo).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
  });

  it('makes the first release, and the console sees it live', async () => {
    const config = releaseConfig({
      RELEASE_CMS_URL: base,
      CMS_RELEASE_TOKEN: TOKEN,
      RELEASES_DIR: path.join(dir, 'site'),
      RELEASE_SOURCE_DIR: TINY_BUILD_DIR,
      RELEASE_BUILD_COMMAND: `TINY_TOKEN=${TOKEN} TINY_INDEX_PAGES='${JSON.stringify(indexPages())}' node tiny-build.js`,
      GATSBY_API_URL: base,
      RELEASE_POLL_S: '0.3',
      RELEASE_LEASE_TTL_S: '2',
    });
    service = new ReleaseService(config, cmsClient(base, TOKEN), (l) => lines.push(l));
    service.start();
    const id = await until(
      'the first release',
      () => liveId(config.releasesDir),
      60_000,
      () => lines.join('\n'),
    );

    const session = await fetch(`${base}/api/editor/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_EDITOR.username, password: DEMO_EDITOR.password }),
    });
    const cookie = session.headers.get('set-cookie')!.split(';')[0];
    const live = await until(
      'the CMS to show the release live',
      async () => {
        const res = await fetch(`${base}${releasePaths.live}`, { headers: { cookie } });
        expect(res.headers.get('cache-control')).toContain('no-store');
        const state = ((await res.json()) as { data: LiveState }).data;
        return state.live?.release.id === id ? state : null;
      },
      20_000,
    );
    expect(live.service?.holder).toBe(config.holder);
    const history = ((await (await fetch(`${base}${releasePaths.history}`, { headers: { cookie } })).json()) as { data: ReleaseRecord[] }).data;
    expect(history[0]).toMatchObject({ id, state: 'live' });
    expect(Object.keys(history[0].timings)).toContain('build');
  });
});
