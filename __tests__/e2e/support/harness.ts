// The e2e environment: the CMS on a free port with a temp database and upload dir (the CMS loads
// the demo content into an empty database), one production build of the site against it, and
// the static server (plugins/gatsby-plugin-hosting/server/static-server.ts) on a free port. The build runs in a private copy of the project
// (artifacts/e2e/site/), so the public/ that `npm start` serves is never overwritten with a site
// whose live calls go to this temporary CMS. Its description is written to a JSON file that tests
// read (see env.ts). `npm test` provisions it once; a bare `playwright test` in globalSetup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmtMs, freePort, portIsFree, stopPid } from '../../../scripts/lib/proc';
import { makePrivateCopy } from '../../../scripts/lib/private-copy';
import { buildSite, hasBuild, serveSite, startCms, type CmsOptions } from '../../../scripts/lib/site';
import { ensureAdminBuilt } from '../../../scripts/build-admin';

export const ARTIFACTS = path.join(ROOT, 'artifacts');
export const DEFAULT_ENV_FILE = path.join(ARTIFACTS, 'e2e', 'env.json');
/** The private project copy the e2e build runs in; its public/ is what the tests visit. */
export const SITE_COPY = path.join(ARTIFACTS, 'e2e', 'site');
/** Which CMS port the last e2e build baked in (E2E_REUSE_BUILD=1 starts the CMS there again). */
const BUILD_INFO = path.join(ARTIFACTS, 'e2e', 'build.json');

export interface E2eEnv {
  siteUrl: string;
  apiUrl: string;
  tmpDir: string;
  cms: CmsOptions;
  cmsPid: number;
  servePid: number;
  /** Provisioned by `npm test`: globalSetup/globalTeardown leave it alone. */
  external: boolean;
  buildMs: number | null;
}

export const envFile = () => process.env.E2E_ENV_FILE || DEFAULT_ENV_FILE;

export function readEnv(file = envFile()): E2eEnv {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run the e2e suite through \`npx playwright test\` or \`npm test\` (globalSetup writes it)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as E2eEnv;
}

export function writeEnv(env: E2eEnv, file = envFile()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(env, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/** Make the environment visible to Playwright workers (they inherit process.env). */
export function exportEnv(env: E2eEnv): void {
  process.env.E2E_ENV_FILE = envFile();
  process.env.E2E_SITE_URL = env.siteUrl;
  process.env.E2E_API_URL = env.apiUrl;
}

const log = (msg: string) => process.stdout.write(`[e2e] ${msg}\n`);

/** Start everything; on failure stops what it started and throws. */
export async function provision(opts: { external?: boolean } = {}): Promise<E2eEnv> {
  const logDir = path.join(ARTIFACTS, 'e2e');
  fs.mkdirSync(logDir, { recursive: true });
  for (const log of ['cms.log', 'build.log', 'serve.log']) fs.rmSync(path.join(logDir, log), { force: true });
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-e2e-'));
  const reuse = process.env.E2E_REUSE_BUILD === '1' && hasBuild(SITE_COPY);
  const builtFor = reuse && fs.existsSync(BUILD_INFO) ? (JSON.parse(fs.readFileSync(BUILD_INFO, 'utf8')) as { cmsPort: number }).cmsPort : 0;
  const cmsPort = builtFor && (await portIsFree(builtFor)) ? builtFor : await freePort();
  const sitePort = await freePort();
  const siteOrigin = `http://localhost:${sitePort}`;
  const cms: CmsOptions = {
    port: cmsPort,
    dbFile: path.join(tmpDir, 'cms.sqlite'),
    uploadDir: path.join(tmpDir, 'uploads'),
    publicUrl: `http://localhost:${cmsPort}`,
    siteUrl: siteOrigin,
    // One browser logs in many times per run from 127.0.0.1: keep the login throttle out of the way.
    // No preview server runs in this suite: the console's "Open preview" must say so clearly
    // (admin.spec.ts); nothing listens on port 9 of this machine.
    env: { CMS_THROTTLE_MAX: process.env.CMS_THROTTLE_MAX || '1000', PREVIEW_URL: process.env.E2E_PREVIEW_URL || 'http://127.0.0.1:9' },
    logFile: path.join(logDir, 'cms.log'),
  };
  const pids: number[] = [];
  // the CMS serves the editors' console (admin.spec.ts) from cms/admin/dist
  await ensureAdminBuilt(log);
  try {
    log(`starting the CMS on a new database, ${cms.dbFile} (it loads the demo content)`);
    const cmsChild = await startCms(cms);
    cmsChild.proc.unref();
    pids.push(cmsChild.proc.pid!);
    log(`CMS on http://localhost:${cmsPort} (log: artifacts/e2e/cms.log)`);

    let buildMs: number | null = null;
    const builtSiteUrl = process.env.SITE_URL || siteOrigin;
    if (reuse) {
      log(
        `E2E_REUSE_BUILD=1: reusing ${path.relative(ROOT, SITE_COPY)}/public/` +
          (builtFor === cmsPort ? '' : ` (built for another API port: live calls may fail)`),
      );
    } else {
      fs.rmSync(BUILD_INFO, { force: true });
      makePrivateCopy(SITE_COPY, ROOT);
      log(`building the site in ${path.relative(ROOT, SITE_COPY)}/ against http://localhost:${cmsPort} (log: artifacts/e2e/build.log)`);
      buildMs = await buildSite({
        root: SITE_COPY,
        apiUrl: `http://localhost:${cmsPort}`,
        logFile: path.join(logDir, 'build.log'),
        env: { SITE_URL: builtSiteUrl },
      });
      fs.writeFileSync(BUILD_INFO, JSON.stringify({ cmsPort, builtAt: new Date().toISOString() }));
      log(`build done in ${fmtMs(buildMs)}`);
    }

    // A build made here is checked against the addresses it was made with; a reused one is served
    // as it was built (build-info.json), even when its CMS port was taken.
    const site = await serveSite({
      root: SITE_COPY,
      port: sitePort,
      logFile: path.join(logDir, 'serve.log'),
      ...(reuse ? {} : { apiUrl: `http://localhost:${cmsPort}`, siteUrl: builtSiteUrl }),
    });
    site.proc.unref();
    pids.push(site.proc.pid!);
    log(`site on ${siteOrigin}`);

    const env: E2eEnv = {
      siteUrl: siteOrigin,
      apiUrl: `http://localhost:${cmsPort}`,
      tmpDir,
      cms,
      cmsPid: cmsChild.proc.pid!,
      servePid: site.proc.pid!,
      external: !!opts.external,
      buildMs,
    };
    writeEnv(env);
    exportEnv(env);
    return env;
  } catch (err) {
    for (const pid of pids.reverse()) await stopPid(pid);
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
}

/** Stop the servers recorded in the env file and remove the temp dir. */
export async function teardown(file = envFile()): Promise<void> {
  if (!fs.existsSync(file)) return;
  const env = readEnv(file);
  await stopPid(env.servePid);
  await stopPid(env.cmsPid);
  fs.rmSync(env.tmpDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}
