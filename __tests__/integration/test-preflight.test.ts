// `npm test` (scripts/test.ts) on a machine that lacks a program its lanes need: it stops within
// seconds, before building or starting anything, with one message per missing part naming the
// Debian package and the command that installs it (scripts/lib/requirements.ts). The variables
// the tests honour (CHROME_PATH, PG_BIN_DIR, NGINX_BIN) point nowhere; Java is hidden by a PATH
// without it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const NOWHERE = '/nonexistent/preflight-test';
/** "Within seconds": tsx compiling scripts/test.ts's imports is most of it (about 2 s on a quiet machine). */
const LIMIT_MS = 15_000;
/** What the run prints once it works: phase banners and the tools' prefixed lines. */
const WORK = /^=== |^\[(build:admin|e2e|cms|build|site|eslint|prettier|tsc|jest|playwright)\]/m;

interface Run {
  code: number | null;
  ms: number;
  stdout: string;
  stderr: string;
  /** the run was stopped because it started working */
  stopped: boolean;
}

/**
 * Runs scripts/test.ts with `env` over the current environment. Should it start working after
 * all (the check missing), it is stopped at its first line of work, so this test never runs the
 * whole suite: SIGTERM lets it stop its builds and servers, SIGKILL its process group follows.
 */
function runTestScript(env: NodeJS.ProcessEnv): Promise<Run> {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'test.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  let stopped = false;
  let killer: NodeJS.Timeout | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
    killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
  };
  for (const key of ['stdout', 'stderr'] as const) {
    child[key].on('data', (d: Buffer) => {
      out[key] += d.toString();
      if (WORK.test(out[key])) stop();
    });
  }
  const timer = setTimeout(stop, LIMIT_MS * 2);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearTimeout(killer);
      resolve({ code, ms: Date.now() - t0, ...out, stopped });
    });
  });
}

function expectStoppedBeforeWork(run: Run) {
  expect(run.stopped).toBe(false);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(WORK);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain('nothing was built or started');
  expect(run.code).not.toBe(0);
  expect(run.ms).toBeLessThan(LIMIT_MS);
}

it('stops within seconds without Chromium, naming the package and its apt command', async () => {
  const run = await runTestScript({ CHROME_PATH: `${NOWHERE}/chromium` });
  expectStoppedBeforeWork(run);
  expect(run.stderr).toContain(`CHROME_PATH=${NOWHERE}/chromium`);
  expect(run.stderr).toContain('Install the Debian package `chromium`: apt-get install -y chromium');
});

it('stops without the PostgreSQL server, naming its package', async () => {
  const run = await runTestScript({ PG_BIN_DIR: NOWHERE });
  expectStoppedBeforeWork(run);
  expect(run.stderr).toContain(`PG_BIN_DIR=${NOWHERE}`);
  expect(run.stderr).toContain('apt-get install -y postgresql');
});

it('stops without nginx, naming its package', async () => {
  const run = await runTestScript({ NGINX_BIN: `${NOWHERE}/nginx` });
  expectStoppedBeforeWork(run);
  expect(run.stderr).toContain(`NGINX_BIN=${NOWHERE}/nginx`);
  expect(run.stderr).toContain('apt-get install -y nginx');
});

it('names every missing part once, Java included, and one command for all of them', async () => {
  const run = await runTestScript({ CHROME_PATH: `${NOWHERE}/chromium`, PG_BIN_DIR: NOWHERE, NGINX_BIN: `${NOWHERE}/nginx`, PATH: NOWHERE });
  expectStoppedBeforeWork(run);
  for (const pkg of ['chromium', 'postgresql', 'nginx', 'default-jre-headless']) {
    expect(run.stderr.split(`Install the Debian package \`${pkg}\`: apt-get install -y ${pkg}`)).toHaveLength(2);
  }
  expect(run.stderr).toContain('apt-get install -y chromium postgresql nginx default-jre-headless');
});
