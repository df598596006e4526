// The release service of releases/ set up for a test: a temporary releases folder, the tiny build
// (__tests__/fixtures/releases/tiny-build.js) as its build command, the test CMS of
// ./release-cms.ts, and short intervals.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseConfig, type ReleaseConfig } from '../../releases/config';
import { cmsClient } from '../../releases/cms-client';
import { ReleaseService } from '../../releases/service';
import { currentRelease } from '../../plugins/gatsby-plugin-hosting/server/release-layout';
import type { ReleaseCms } from './release-cms';

export const TINY_BUILD_DIR = path.resolve(__dirname, '..', 'fixtures', 'releases');

/** The environment of `npm run releases` for a test (also what the in-process service reads). */
export function tinyEnv(cms: ReleaseCms, dir: string, more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    RELEASE_CMS_URL: cms.base,
    CMS_RELEASE_TOKEN: cms.token,
    RELEASES_DIR: path.join(dir, 'site'),
    RELEASE_SOURCE_DIR: TINY_BUILD_DIR,
    RELEASE_BUILD_COMMAND: 'node tiny-build.js',
    GATSBY_API_URL: cms.base,
    SITE_URL: 'http://localhost:9000',
    RELEASE_POLL_S: '0.2',
    // builds one after the other without waiting for a burst to settle (loop.test.ts sets it)
    RELEASE_SETTLE_S: '0',
    RELEASE_LEASE_TTL_S: '2',
    RELEASE_RETRY_S: '0.5',
    RELEASE_RETRY_MAX_S: '2',
    ...more,
  };
}

export interface TestService {
  config: ReleaseConfig;
  service: ReleaseService;
  lines: string[];
}

export function startTinyService(cms: ReleaseCms, dir: string, more: NodeJS.ProcessEnv = {}): TestService {
  const config = releaseConfig(tinyEnv(cms, dir, more));
  const lines: string[] = [];
  const service = new ReleaseService(config, cmsClient(config.cmsUrl, config.token), (l) => lines.push(l));
  service.start();
  return { config, service, lines };
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Polls `probe` (which may answer later) until it gives something, or fails naming `what`. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
  more: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await probe();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${more()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The id of the live release in `releasesDir`, or null. */
export const liveId = (releasesDir: string) => currentRelease(releasesDir)?.id ?? null;
