// The build a release is made from, as named steps run one after the other in the kept work copy:
// by default the project's Gatsby build and its search index (what `npm run build` does, without
// the console, which is not part of the site), or RELEASE_BUILD_COMMAND as one step. Each step is
// timed; a failing one stops the build with its exit code and the end of its output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseConfig } from './config';

export interface BuildStep {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface StepRun {
  ok: boolean;
  /** the step that failed */
  step?: string;
  /** the end of the failing step's output */
  tail: string;
  timings: Record<string, number>;
}

/** The steps of one build in `workDir`. */
export function buildSteps(c: ReleaseConfig): BuildStep[] {
  const site = { GATSBY_API_URL: c.apiUrl, SITE_URL: c.siteUrl };
  if (c.buildCommand) return [{ name: 'build', cmd: '/bin/sh', args: ['-c', c.buildCommand], env: site }];
  const bin = (name: string) => path.join(c.workDir, 'node_modules', '.bin', name);
  const heap = process.env.BUILD_HEAP_MB || '1024';
  return [
    {
      name: 'gatsby build',
      cmd: bin('gatsby'),
      args: ['build'],
      // the same caps as package.json's build script (docs/decisions/0016-tuning-gatsby-build.md)
      env: {
        ...site,
        GATSBY_TELEMETRY_DISABLED: '1',
        // the work directory is kept between builds: webpack's cache on disk, the hosting pass over
        // changed pages only (docs/configuration.md, GATSBY_KEPT_WORK_DIR)
        GATSBY_KEPT_WORK_DIR: '1',
        GATSBY_LOGGER: process.env.GATSBY_LOGGER || 'yurnalist',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heap}`.trim(),
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
      },
    },
    { name: 'search index', cmd: bin('tsx'), args: [path.join('scripts', 'search-index.ts'), c.outputDir] },
  ];
}

const TAIL_CHARS = 3900;

/** A running step's process group, so stopping the service stops the build it started. */
let running: import('node:child_process').ChildProcess | null = null;

export function stopRunningStep(): void {
  if (!running?.pid) return;
  try {
    process.kill(-running.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}

function runStep(step: BuildStep, cwd: string, logFile: string): Promise<{ code: number; tail: string }> {
  return new Promise((resolve) => {
    fs.appendFileSync(logFile, `\n$ [${step.name}] ${step.cmd} ${step.args.join(' ')}\n`);
    let tail = '';
    const child = spawn(step.cmd, step.args, { cwd, env: { ...process.env, ...step.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    const take = (chunk: Buffer) => {
      fs.appendFileSync(logFile, chunk);
      tail = (tail + chunk.toString()).slice(-TAIL_CHARS * 2);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', (err) => {
      tail += `\n${step.cmd} could not start: ${err.message}`;
    });
    child.once('close', (code, signal) => {
      running = null;
      resolve({ code: code ?? (signal ? 128 : 1), tail: tail.slice(-TAIL_CHARS) });
    });
  });
}

/** Runs the steps in order; `onStep` hears each one start. */
export async function runBuild(steps: BuildStep[], cwd: string, logFile: string, onStep: (name: string) => void): Promise<StepRun> {
  const timings: Record<string, number> = {};
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  for (const step of steps) {
    onStep(step.name);
    const t0 = Date.now();
    const { code, tail } = await runStep(step, cwd, logFile);
    timings[step.name] = Date.now() - t0;
    if (code !== 0) return { ok: false, step: step.name, tail: `${step.name} exited with code ${code}\n${tail}`.slice(-TAIL_CHARS), timings };
  }
  return { ok: true, tail: '', timings };
}
