// The e2e environment: a temp database loaded with the demo content, the CMS on a free port, one
// production build of the site against it (into public/), and `gatsby serve` on a free port.
// Its description is written to a JSON file that tests read (see env.ts). `npm test` provisions
// it once before the typecheck (which needs the build's typegen file); a bare `playwright test`
// provisions it in globalSetup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmtMs, freePort, stopPid } from '../../../scripts/lib/proc';
import { buildSite, hasBuild, loadContent, serveSite, startCms, type CmsOptions } from '../../../scripts/lib/site';

export const ARTIFACTS = path.join(ROOT, 'artifacts');
export const DEFAULT_ENV_FILE = path.join(ARTIFACTS, 'e2e', 'env.json');

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
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-e2e-'));
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const siteOrigin = `http://localhost:${sitePort}`;
  const cms: CmsOptions = {
    port: cmsPort,
    dbFile: path.join(tmpDir, 'cms.sqlite'),
    uploadDir: path.join(tmpDir, 'uploads'),
    publicUrl: `http://localhost:${cmsPort}`,
    siteUrl: siteOrigin,
    logFile: path.join(logDir, 'cms.log'),
  };
  const pids: number[] = [];
  try {
    log(`loading the demo content into ${cms.dbFile}`);
    await loadContent(cms);
    const cmsChild = await startCms(cms);
    cmsChild.proc.unref();
    pids.push(cmsChild.proc.pid!);
    log(`CMS on http://localhost:${cmsPort} (log: artifacts/e2e/cms.log)`);

    let buildMs: number | null = null;
    if (process.env.E2E_REUSE_BUILD === '1' && hasBuild()) {
      log('E2E_REUSE_BUILD=1: reusing public/ (live calls in it go to the API URL it was built with)');
    } else {
      log(`building the site against http://localhost:${cmsPort} (log: artifacts/e2e/build.log)`);
      buildMs = await buildSite({
        apiUrl: `http://localhost:${cmsPort}`,
        logFile: path.join(logDir, 'build.log'),
        env: { SITE_URL: process.env.SITE_URL || siteOrigin },
      });
      log(`build done in ${fmtMs(buildMs)}`);
    }

    const site = await serveSite({ port: sitePort, logFile: path.join(logDir, 'serve.log') });
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
