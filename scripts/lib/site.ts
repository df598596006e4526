// The three moves every runner makes: start the CMS (which loads the demo content into an empty
// database), build the site against it, serve the build. Used by scripts/start.ts, scripts/test.ts, scripts/bench.ts
// and the e2e global setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, fmtMs, run, spawnChild, tail, waitForUrl, type Child } from './proc';
import { buildSearchIndex } from './search-index';
import { buildMemoryEnv } from './build-heap';

export interface CmsOptions {
  port: number;
  dbFile: string;
  /** Left to the CMS's default when undefined. */
  uploadDir?: string;
  publicUrl?: string;
  /** Exact allowed origins, comma-separated; unset lets the CMS allow any localhost origin. */
  corsOrigins?: string;
  /** The site's public URL (links in e-mails such as password resets). */
  siteUrl?: string;
  /** More CMS_* variables. */
  env?: NodeJS.ProcessEnv;
  logFile?: string;
  root?: string;
}

let runReleaseToken: string | undefined;

/**
 * The token the release service signs its calls to the CMS with (CMS_RELEASE_TOKEN,
 * docs/product/releases.md): the environment's when set, else one made up once for this run, so
 * the CMS and the release service a runner starts beside it share it and nobody else knows it.
 */
export function releaseToken(): string {
  return process.env.CMS_RELEASE_TOKEN || (runReleaseToken ??= randomBytes(24).toString('base64url'));
}

export function cmsEnv(o: CmsOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    CMS_PORT: String(o.port),
    CMS_DB_FILE: o.dbFile,
    CMS_PUBLIC_URL: o.publicUrl ?? `http://localhost:${o.port}`,
    // every runner of this repository (start, preview, tests, benchmarks) is a demo on this machine
    CMS_DEMO: '1',
    CMS_RELEASE_TOKEN: releaseToken(),
  };
  if (o.uploadDir) env.CMS_UPLOAD_DIR = o.uploadDir;
  if (o.corsOrigins) env.CMS_CORS_ORIGINS = o.corsOrigins;
  if (o.siteUrl) env.SITE_URL = o.siteUrl;
  return { ...env, ...o.env };
}

/** The CMS answers /api/index/info with the success envelope. */
export const cmsIsUp = (status: number, body: string) => {
  if (status !== 200) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
};

/** Start `tsx cms/main.ts` (demo content on an empty database) and wait until /api/index/info answers. */
export async function startCms(o: CmsOptions): Promise<Child> {
  const root = o.root ?? ROOT;
  fs.mkdirSync(path.dirname(o.dbFile), { recursive: true });
  const child = spawnChild('cms', bin('tsx', root), [path.join(root, 'cms', 'main.ts')], {
    cwd: root,
    env: cmsEnv(o),
    logFile: o.logFile,
    // On the console, one line per request (hundreds during a build) would bury everything else.
    keep: (line) => !/"msg":"(incoming request|request completed)"/.test(line),
  });
  try {
    await waitForUrl(`http://localhost:${o.port}/api/index/info`, { child, ok: cmsIsUp, timeoutMs: 90_000 });
  } catch (err) {
    if (child.proc.pid) {
      try {
        process.kill(-child.proc.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    throw new Error(`CMS did not start: ${(err as Error).message}` + (o.logFile ? `\n${tail(o.logFile, 40)}` : ''));
  }
  return child;
}

/** Quiet, offline Gatsby; plain line output (its default "ink" logger redraws the terminal). */
const GATSBY_ENV: NodeJS.ProcessEnv = {
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_LOGGER: process.env.GATSBY_LOGGER || 'yurnalist',
};

export interface BuildOptions {
  apiUrl: string;
  root?: string;
  logFile?: string;
  env?: NodeJS.ProcessEnv;
}

/** mini-css-extract's chunk-order warnings: hundreds of lines that would hide the error. */
const CSS_ORDER_NOISE = /^\s+- (couldn't fulfill|while fulfilling) desired order of chunk group/;

/** `gatsby build` against the API; throws with the log tail when it fails. Returns the duration. */
export async function buildSite(o: BuildOptions): Promise<number> {
  const root = o.root ?? ROOT;
  const t0 = Date.now();
  const code = await run('build', bin('gatsby', root), ['build'], {
    cwd: root,
    env: { ...GATSBY_ENV, ...buildMemoryEnv(), ...o.env, GATSBY_API_URL: o.apiUrl },
    logFile: o.logFile,
  });
  if (code !== 0) {
    const ms = Date.now() - t0;
    throw new Error(
      `gatsby build failed (exit ${code}) after ${fmtMs(ms)}` + (o.logFile ? `; last lines of ${o.logFile}:\n${tail(o.logFile, 60, CSS_ORDER_NOISE)}` : ''),
    );
  }
  // The site search index is made from the built pages (docs/product/site-search.md).
  const stats = await buildSearchIndex(path.join(root, 'public'));
  const line = `search index: ${stats.pages} pages and ${stats.records} FAQ/download records in ${fmtMs(stats.ms)}\n`;
  if (o.logFile) fs.appendFileSync(o.logFile, line);
  else process.stdout.write(line);
  return Date.now() - t0;
}

export const hasBuild = (root = ROOT) => fs.existsSync(path.join(root, 'public', 'index.html'));

export interface ServeOptions {
  port: number;
  root?: string;
  logFile?: string;
  /** The API the caller just built against: the server refuses a build made for another. */
  apiUrl?: string;
  /** The site origin the caller just built for, checked the same way. */
  siteUrl?: string;
  /** Serve the live release of this releases folder (releases/, docs/releases.md) instead of public/. */
  releasesDir?: string;
}

/**
 * Serves public/ (or the live release of `releasesDir`) with plugins/gatsby-plugin-hosting/server/static-server.ts (what `gatsby serve` does, plus the security
 * headers); waits for `/`. The server takes the API and site addresses from the build's
 * build-info.json; `apiUrl` and `siteUrl`, when given, are checked against it. A caller that
 * reuses an older build gives neither, and the server serves that build as it was made.
 */
export async function serveSite(o: ServeOptions): Promise<Child> {
  const root = o.root ?? ROOT;
  // Empty, not inherited: a GATSBY_API_URL or SITE_URL in the caller's environment may not be what this build was made for.
  const env: NodeJS.ProcessEnv = { SITE_PORT: String(o.port), SITE_HOST: 'localhost', GATSBY_API_URL: o.apiUrl ?? '', SITE_URL: o.siteUrl ?? '' };
  const child = spawnChild(
    'site',
    bin('tsx', root),
    [
      path.join(root, 'plugins', 'gatsby-plugin-hosting', 'server', 'static-server.ts'),
      ...(o.releasesDir ? ['--releases', o.releasesDir] : [path.join(root, 'public')]),
    ],
    {
      cwd: root,
      env,
      logFile: o.logFile,
    },
  );
  try {
    await waitForUrl(`http://localhost:${o.port}/`, { child, timeoutMs: 60_000 });
  } catch (err) {
    if (child.proc.pid) {
      try {
        process.kill(-child.proc.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    throw new Error(`the static server did not start: ${(err as Error).message}` + (o.logFile ? `\n${tail(o.logFile, 40)}` : ''));
  }
  return child;
}
