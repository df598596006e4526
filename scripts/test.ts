// `npm test`: every check: lint (ESLint, then Prettier's check), `tsc --noEmit`, jest (unit,
// integration, and integration-pg on a real PostgreSQL), the e2e environment (temp CMS + one
// production build) and the Playwright suite against that build. Two lanes run side by side
// (docs/development.md#test-run-time): the browser lane (build, then Playwright) is the long one
// and mostly waits on pages, so the checks lane (lint, typecheck, jest) runs beside it at a lower
// CPU priority and only takes the cycles the browser lane leaves. Exits non-zero if anything
// fails; the last line is `N passed, N failed` summed over jest and Playwright (a phase that
// fails without a failed test, such as the typecheck or the build, counts as one failure). Before
// any of it, the system programs the lanes need are checked (scripts/lib/requirements.ts): one
// missing stops the run within seconds, naming the Debian package to install.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin, fmtMs, stopAllChildren } from './lib/proc';
import { childrenCpuMs, ownCpuMs, runMeasured } from './lib/cpu-time';
import { ensureAdminBuilt } from './build-admin';
import { missingRequirements, preflightReport } from './lib/requirements';
import { ARTIFACTS, envFile, provision, teardown } from '../__tests__/e2e/support/harness';

const JEST_JSON = path.join(ARTIFACTS, 'jest-results.json');
const PW_JSON = path.join(ARTIFACTS, 'playwright-results.json');

interface Phase {
  name: string;
  ok: boolean;
  ms: number;
  passed: number;
  failed: number;
  note?: string;
  /** CPU time (ms) of the commands the phase ran, their workers and browsers included; null: not measured. */
  cpuMs?: number | null;
  /** Of cpuMs, what processes named chromium used (its renderers and helpers included). */
  browserMs?: number;
}
const phases: Phase[] = [];
const banner = (s: string) => process.stdout.write(`\n=== ${s} ===\n`);

/**
 * CPU the meters found that this process's cutime/cstime never sees (processes nobody in the tree
 * waited for, such as Chromium's renderers): added to the run's total.
 */
let unwaitedMs = 0;

interface PhaseCpu {
  ms: number | null;
  browserMs?: number;
}

/** Runs a command of a phase and adds its CPU time to `cpu.ms` (null once a figure is missing). */
async function measured(cpu: PhaseCpu, ...a: Parameters<typeof runMeasured>): Promise<number> {
  const r = await runMeasured(...a);
  cpu.ms = cpu.ms === null || r.cpuMs === null ? null : cpu.ms + r.cpuMs;
  if (r.cpuMs !== null && r.waitedMs !== null) unwaitedMs += Math.max(0, r.cpuMs - r.waitedMs);
  const browser = Object.entries(r.byName).reduce((n, [name, ms]) => (/chrom/i.test(name) ? n + ms : n), 0);
  if (browser) cpu.browserMs = (cpu.browserMs ?? 0) + browser;
  return r.code;
}

async function phase(name: string, fn: () => Promise<Omit<Phase, 'name' | 'ms'>>): Promise<Phase> {
  banner(name);
  const t0 = Date.now();
  let p: Phase;
  try {
    p = { name, ms: 0, ...(await fn()) };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    p = { name, ms: 0, ok: false, passed: 0, failed: 0, note: 'error' };
  }
  p.ms = Date.now() - t0;
  // A failing phase that reported no failed test still counts as one failure.
  if (!p.ok && p.failed === 0) p.failed = 1;
  phases.push(p);
  process.stdout.write(`--- ${name}: ${p.ok ? 'ok' : 'FAILED'} in ${fmtMs(p.ms)}\n`);
  return p;
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

let envUp = false;
async function cleanup() {
  if (envUp) {
    envUp = false;
    await teardown().catch((err: Error) => process.stderr.write(`teardown: ${err.message}\n`));
  }
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void stopAllChildren() // a build, jest or playwright in progress (they run in their own process groups)
      .then(cleanup)
      .then(() => process.exit(130));
  });
}

/**
 * The checks lane's niceness: a tilt towards the browser lane, whose tests have time limits, not
 * starvation (at 10, lint and jest barely moved on a machine kept busy by other work).
 */
const CHECKS_NICE = 5;

/**
 * jest's workers: two by default. Its files wait on servers, PostgreSQL, timers and child
 * processes more than they compute (one worker: 21 min 30 s of wall time for 10 min 18 s of CPU),
 * and each runs on temp folders, free ports and a database of its own, so more workers work. On
 * two cores three workers took the browser lane's CPU without shortening the run; with one, jest
 * became the long pole once the browser lane stopped recording a trace of every test
 * (docs/development.md#test-run-time). More cores: raise it.
 */
const JEST_WORKERS = process.env.JEST_WORKERS || '2';
if (!/^[1-9]\d*$/.test(JEST_WORKERS)) throw new Error(`JEST_WORKERS must be a whole number of at least 1, not "${JEST_WORKERS}"`);

async function checksLane(env: NodeJS.ProcessEnv): Promise<void> {
  // Lint first in its lane: it needs no build, and a lint error is the cheapest failure to report.
  await phase('lint (eslint, prettier --check)', async () => {
    const failed: string[] = [];
    const cpu = { ms: 0 as number | null };
    if ((await measured(cpu, 'eslint', bin('eslint'), ['.', '--max-warnings=0'], { env, nice: CHECKS_NICE })) !== 0) failed.push('eslint');
    if ((await measured(cpu, 'prettier', bin('prettier'), ['--check', '.'], { env, nice: CHECKS_NICE })) !== 0) failed.push('prettier');
    return {
      ok: failed.length === 0,
      passed: 0,
      failed: failed.length,
      note: failed.length ? `failed: ${failed.join(', ')}` : undefined,
      cpuMs: cpu.ms,
    };
  });

  await phase('typecheck (tsc --noEmit)', async () => {
    const cpu = { ms: 0 as number | null };
    const code = await measured(cpu, 'tsc', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { env, nice: CHECKS_NICE });
    // the editors' console has its own (browser) settings
    const admin = await measured(cpu, 'tsc', bin('tsc'), ['--noEmit', '-p', 'cms/admin/tsconfig.json'], { env, nice: CHECKS_NICE });
    return { ok: code === 0 && admin === 0, passed: 0, failed: 0, cpuMs: cpu.ms };
  });

  await phase('jest (unit + integration + integration-pg)', async () => {
    fs.rmSync(JEST_JSON, { force: true });
    const cpu = { ms: 0 as number | null };
    const code = await measured(
      cpu,
      'jest',
      bin('jest'),
      ['--ci', '--passWithNoTests', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${JEST_JSON}`],
      { env, nice: CHECKS_NICE },
    );
    const r = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(JEST_JSON);
    return {
      ok: code === 0,
      passed: r?.numPassedTests ?? 0,
      failed: (r?.numFailedTests ?? 0) + (r?.numRuntimeErrorTestSuites ?? 0),
      cpuMs: cpu.ms,
    };
  });
}

async function browserLane(env: NodeJS.ProcessEnv): Promise<void> {
  const setup = await phase('e2e environment: temp CMS + gatsby build + static server', async () => {
    await provision({ external: true });
    envUp = true;
    return { ok: true, passed: 0, failed: 0 };
  });

  if (!setup.ok) {
    phases.push({ name: E2E, ok: false, ms: 0, passed: 0, failed: 0, note: 'not run: the environment failed' });
    return;
  }
  await phase(E2E, async () => {
    fs.rmSync(PW_JSON, { force: true });
    const cpu: PhaseCpu = { ms: 0 };
    const code = await measured(cpu, 'playwright', bin('playwright'), ['test'], {
      env: { ...env, E2E_EXTERNAL: '1', E2E_ENV_FILE: envFile() },
    });
    const r = readJson<{ stats?: { expected: number; unexpected: number; flaky: number } }>(PW_JSON);
    return {
      ok: code === 0,
      passed: (r?.stats?.expected ?? 0) + (r?.stats?.flaky ?? 0),
      failed: r?.stats?.unexpected ?? 0,
      cpuMs: cpu.ms,
      browserMs: cpu.browserMs,
    };
  });
}

/** Each failed jest test and Playwright test as `file › title`, read from the tools' JSON reports. */
function failedTestNames(): string[] {
  const names: string[] = [];
  type JestReport = { testResults?: { name: string; message?: string; assertionResults?: { status: string; fullName: string }[] }[] };
  for (const file of readJson<JestReport>(JEST_JSON)?.testResults ?? []) {
    const rel = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) names.push(`${rel} › ${a.fullName}`);
    if (!failed.length && file.message) names.push(`${rel} (the file did not run: ${file.message.split('\n').find((l) => l.trim()) ?? ''})`);
  }
  type Suite = { title: string; file?: string; specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
  const walk = (s: Suite, file: string) => {
    for (const spec of s.specs ?? []) if (!spec.ok) names.push(`${s.file ?? file} › ${spec.title}`);
    for (const child of s.suites ?? []) walk(child, s.file ?? file);
  };
  for (const s of readJson<{ suites?: Suite[] }>(PW_JSON)?.suites ?? []) walk(s, s.file ?? s.title);
  return names.slice(0, 30);
}

const E2E = 'e2e (playwright test)';
/** The summary lists the phases in this order, whichever lane finished first. */
const ORDER = [
  'lint (eslint, prettier --check)',
  'typecheck (tsc --noEmit)',
  'jest (unit + integration + integration-pg)',
  'e2e environment: temp CMS + gatsby build + static server',
  E2E,
];

async function main(): Promise<number> {
  // Before any work: a lane whose program is missing would otherwise build for minutes and then
  // fail every one of its tests within milliseconds, without a line saying why.
  const missing = missingRequirements();
  if (missing.length) {
    process.stderr.write(preflightReport(missing));
    return 1;
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const env = { GATSBY_TELEMETRY_DISABLED: '1' };
  const t0 = Date.now();
  // Both lanes serve the editors' console (the e2e harness and jest's console test): built once here,
  // so they never write cms/admin/dist at the same time.
  await ensureAdminBuilt((msg) => process.stdout.write(`[build:admin] ${msg}\n`));
  // Output lines of both lanes interleave: each carries its tool's name in brackets.
  await Promise.all([browserLane(env), checksLane(env)]);
  const wallMs = Date.now() - t0;
  phases.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

  await cleanup();
  // every child has been waited for: the run's whole CPU time, with what the meters found unwaited
  const children = childrenCpuMs();
  const totalCpuMs = children === null ? null : children + ownCpuMs() + unwaitedMs;
  // The environment's build, CMS and static server run through the harness: their CPU is what the
  // measured phases leave of the total (with this script's own, the console build included).
  const envPhase = phases.find((p) => p.name === ORDER[3]);
  let measuredMs: number | null = 0;
  for (const p of phases) if (p !== envPhase) measuredMs = measuredMs === null || p.cpuMs == null ? null : measuredMs + p.cpuMs;
  if (envPhase && totalCpuMs !== null && measuredMs !== null) envPhase.cpuMs = totalCpuMs - measuredMs;

  banner('summary');
  const cpuOf = (p: Phase) =>
    p.cpuMs == null ? '' : `, cpu ${fmtMs(p.cpuMs)}${p.browserMs ? ` (Chromium ${fmtMs(p.browserMs)})` : ''}${p === envPhase ? ' (the rest of the run)' : ''}`;
  for (const p of phases) {
    const counts = p.passed || p.failed ? `  (${p.passed} passed, ${p.failed} failed)` : '';
    process.stdout.write(`${p.ok ? 'ok    ' : 'FAILED'}  ${p.name}  ${fmtMs(p.ms)}${cpuOf(p)}${counts}${p.note ? `  [${p.note}]` : ''}\n`);
  }
  process.stdout.write(`screenshots: ${path.relative(ROOT, path.join(ARTIFACTS, 'screenshots'))}/  reports: ${path.relative(ROOT, ARTIFACTS)}/\n`);
  const passed = phases.reduce((n, p) => n + p.passed, 0);
  const failed = phases.reduce((n, p) => n + p.failed, 0);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  process.stdout.write(
    `wall time ${fmtMs(wallMs)} (the two lanes overlap)` + (totalCpuMs === null ? '' : `, cpu time ${fmtMs(totalCpuMs)}`) + `; load average now ${load}\n`,
  );
  // CI shows only the last lines of a run: the names of what failed belong at the end
  for (const name of failedTestNames()) process.stdout.write(`failed: ${name}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return phases.every((p) => p.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (err: Error) => {
    process.stderr.write(`${err.stack ?? err.message}\n`);
    await cleanup();
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  },
);
