// `npm start`'s release service (releases/main.ts, docs/releases.md): started beside the CMS with
// the token and hook secret both sides share, and waited on until a release this setup can serve
// is live.
import crypto from 'node:crypto';
import path from 'node:path';
import { ROOT, bin, sleep, spawnChild, type Child } from './proc';
import { buildMismatch, readBuildInfo } from '../../plugins/gatsby-plugin-hosting/server/build-info';
import { currentRelease } from '../../plugins/gatsby-plugin-hosting/server/release-layout';
import { readStatus } from '../../releases/status';

/** A failure older than this process is an earlier start's, not this one's. */
const startedAt = Date.now();

export interface ReleaseWiring {
  /** CMS_RELEASE_TOKEN, the same for the CMS and the service: the environment's (so a rollback command can sign with it), else new at every start */
  token: string;
  /** RELEASE_HOOK_SECRET, the last part of the CMS's BUILD_HOOK_URL */
  hookSecret: string;
  /** CMS_EDITOR_TOKEN (read-only): a kept work directory's build reads only the change feed since its last build */
  editorToken: string;
  port: number;
  releasesDir: string;
}

export function releaseWiring(port: number, releasesDir: string): ReleaseWiring {
  return {
    token: process.env.CMS_RELEASE_TOKEN || crypto.randomBytes(24).toString('hex'),
    hookSecret: crypto.randomBytes(24).toString('hex'),
    editorToken: crypto.randomBytes(24).toString('hex'),
    port,
    releasesDir,
  };
}

/** What the CMS needs: the token, and the hook (called at once for each publish: the service coalesces). */
export const cmsReleaseEnv = (w: ReleaseWiring): NodeJS.ProcessEnv => ({
  CMS_RELEASE_TOKEN: w.token,
  CMS_EDITOR_TOKEN: process.env.CMS_EDITOR_TOKEN || w.editorToken,
  BUILD_HOOK_URL: `http://localhost:${w.port}/hook/${w.hookSecret}`,
  BUILD_HOOK_WINDOW_S: '1',
});

export interface ServiceOptions {
  cmsPort: number;
  apiUrl: string;
  siteUrl: string;
  /** build once at start even when the live release is up to date with the CMS (the code may have changed) */
  buildAtStart: boolean;
}

export function startReleaseService(w: ReleaseWiring, o: ServiceOptions): Child {
  return spawnChild('releases', bin('tsx'), [path.join(ROOT, 'releases', 'main.ts')], {
    cwd: ROOT,
    env: {
      RELEASE_CMS_URL: `http://localhost:${o.cmsPort}`,
      CMS_RELEASE_TOKEN: w.token,
      CMS_EDITOR_TOKEN: process.env.CMS_EDITOR_TOKEN || w.editorToken,
      RELEASES_DIR: w.releasesDir,
      RELEASES_PORT: String(w.port),
      RELEASES_HOST: 'localhost',
      RELEASE_HOOK_SECRET: w.hookSecret,
      GATSBY_API_URL: o.apiUrl,
      SITE_URL: o.siteUrl,
      RELEASE_BUILD_AT_START: o.buildAtStart ? '1' : '',
    },
  });
}

/** Why the live release cannot be served for this setup, or null when it can. */
export function liveMismatch(releasesDir: string, want: { apiUrl: string; siteUrl: string }): string | null {
  const live = currentRelease(releasesDir);
  if (!live) return 'no release is live yet';
  return buildMismatch(readBuildInfo(live.root), want);
}

/**
 * Waits until a release other than `before` is live and fits the setup. A failed build ends the
 * wait: with a usable older release, start serves it (and says so); without one it stops.
 */
export async function waitForRelease(
  w: ReleaseWiring,
  child: Child,
  before: string | null,
  want: { apiUrl: string; siteUrl: string },
  say: (m: string) => void,
): Promise<void> {
  let exited: number | null = null;
  void child.exited.then((c) => (exited = c));
  for (;;) {
    if (exited !== null) throw new Error(`the release service exited (code ${exited}) before the first release went live`);
    const live = currentRelease(w.releasesDir);
    if (live && live.id !== before && !liveMismatch(w.releasesDir, want)) return;
    const status = readStatus(w.releasesDir);
    if (status?.state === 'failed' && status.release !== before && Date.parse(status.at) > startedAt) {
      const why = `the build failed at "${status.step}" (log: ${status.log})\n${status.message ?? ''}`;
      if (live && !liveMismatch(w.releasesDir, want)) {
        say(`${why}\nserving the previous release ${live.id}; the service retries`);
        return;
      }
      throw new Error(why);
    }
    await sleep(300);
  }
}
