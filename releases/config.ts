// The release service's settings, all from the environment (docs/releases.md lists them). A bad
// value stops the service at start with the variable named, never later in a build.
import os from 'node:os';
import path from 'node:path';

/** The project the default build copies: this folder's parent. */
export const PROJECT_ROOT = path.resolve(__dirname, '..');

export interface ReleaseConfig {
  /** the CMS's origin, e.g. http://localhost:4000 */
  cmsUrl: string;
  /** CMS_RELEASE_TOKEN: signs the service's calls to the CMS */
  token: string;
  /** RELEASES_DIR: releases/<id>/, current, the kept-<n> links and the build's work copy */
  releasesDir: string;
  /** the kept work copy of the project (its .cache/ and public/ survive between builds) */
  workDir: string;
  /** what the work copy mirrors before each build */
  sourceDir: string;
  /** the build's output folder inside the work copy */
  outputDir: string;
  /** RELEASE_BUILD_COMMAND: one shell command instead of the default Gatsby build + search index */
  buildCommand: string | null;
  /** RELEASE_INDEX_COMMAND: with the build command, the search index as a step of its own (build-steps.ts indexStep) */
  indexCommand: string | null;
  /**
   * RELEASE_SEARCH_LATER (default 1): a release goes live with the live release's search index and
   * its own replaces it when written (docs/releases.md "The search index"); 0: indexed before it goes live
   */
  searchLater: boolean;
  /** the wake-up hook's port (0: none) and secret */
  hookPort: number;
  hookHost: string;
  hookSecret: string | null;
  pollMs: number;
  /**
   * RELEASE_SETTLE_S (default 5): when content was published during a build, the follow-up build
   * starts this long after that build ended, so that a burst of publishes goes out in fewer
   * builds; a publish while no build runs starts one at once (docs/releases.md)
   */
  settleMs: number;
  keep: number;
  leaseTtlMs: number;
  /** first retry after a failed build; doubles up to retryMaxMs */
  retryMs: number;
  retryMaxMs: number;
  holder: string;
  /** RELEASE_BUILD_AT_START=1: build once at start even when the live release holds the newest seq (new code), unless a rollback holds it */
  buildAtStart: boolean;
  /** the addresses the default build bakes in */
  apiUrl: string;
  siteUrl: string;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name}=${raw} is not a number from ${min} to ${max}`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name}=${raw} is not 0 or 1`);
  return raw === '1';
}

export function releaseConfig(env: NodeJS.ProcessEnv = process.env): ReleaseConfig {
  const cmsPort = num(env, 'CMS_PORT', 4000, 1, 65535);
  const cmsUrl = (env.RELEASE_CMS_URL || env.CMS_PUBLIC_URL || `http://localhost:${cmsPort}`).replace(/\/+$/, '');
  const releasesDir = path.resolve(PROJECT_ROOT, env.RELEASES_DIR || 'data/releases');
  const workDir = path.resolve(PROJECT_ROOT, env.RELEASE_WORK_DIR || path.join(releasesDir, 'work'));
  const sitePort = num(env, 'SITE_PORT', 9000, 1, 65535);
  const ttl = num(env, 'RELEASE_LEASE_TTL_S', 30, 1, 120);
  return {
    cmsUrl,
    token: env.CMS_RELEASE_TOKEN || '',
    releasesDir,
    workDir,
    sourceDir: path.resolve(PROJECT_ROOT, env.RELEASE_SOURCE_DIR || PROJECT_ROOT),
    outputDir: path.resolve(workDir, env.RELEASE_OUTPUT_DIR || 'public'),
    buildCommand: env.RELEASE_BUILD_COMMAND || null,
    indexCommand: env.RELEASE_INDEX_COMMAND || null,
    searchLater: flag(env, 'RELEASE_SEARCH_LATER', true),
    hookPort: num(env, 'RELEASES_PORT', 0, 0, 65535),
    hookHost: env.RELEASES_HOST || 'localhost',
    hookSecret: env.RELEASE_HOOK_SECRET || null,
    pollMs: num(env, 'RELEASE_POLL_S', 3, 0.1, 3600) * 1000,
    settleMs: num(env, 'RELEASE_SETTLE_S', 5, 0, 600) * 1000,
    keep: num(env, 'RELEASES_KEEP', 5, 1, 100),
    leaseTtlMs: ttl * 1000,
    retryMs: num(env, 'RELEASE_RETRY_S', 5, 0.1, 3600) * 1000,
    retryMaxMs: num(env, 'RELEASE_RETRY_MAX_S', 300, 0.1, 86_400) * 1000,
    holder: env.RELEASE_HOLDER || `${os.hostname()}:${process.pid}`,
    buildAtStart: env.RELEASE_BUILD_AT_START === '1',
    apiUrl: env.GATSBY_API_URL || cmsUrl,
    siteUrl: (env.SITE_URL || `http://localhost:${sitePort}`).replace(/\/+$/, ''),
  };
}

/** What must be set before the service may start (the token; a hook needs its secret). */
export function configProblems(c: ReleaseConfig): string[] {
  const out: string[] = [];
  if (!c.token) out.push('CMS_RELEASE_TOKEN is not set: the CMS refuses the service without it (set the same value for the CMS and the service)');
  if (c.hookPort && !c.hookSecret) out.push('RELEASES_PORT is set but RELEASE_HOOK_SECRET is not: the wake-up hook would take calls from anyone');
  if (c.hookSecret && c.hookSecret.length < 16) out.push('RELEASE_HOOK_SECRET is shorter than 16 characters');
  return out;
}
