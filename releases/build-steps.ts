// The build a release is made from, as named steps run one after the other in the kept work copy:
// by default the project's Gatsby build (what `npm run build` does, without the console, which is
// not part of the site), or RELEASE_BUILD_COMMAND as one step; and the search index, run over a
// folder of pages into a folder of its own (indexStep: before the release goes live, or over the
// live release afterwards, docs/releases.md "The search index"). Each step is timed; a failing one
// stops the build with its exit code and the end of its output.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseConfig } from './config';
import { niced } from './niced';

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
        // A release build after a publish renders a handful of pages, and Gatsby hands pages to its
        // HTML workers 50 at a time: one worker renders them all, and a second only boots beside it
        // on the same two cores (static HTML of 8 pages: 4.4 s with two at 10,000 posts). Gatsby's
        // own count here (docs/decisions/0018-warm-build-floor.md); BUILD_WORKERS set outside wins.
        BUILD_WORKERS: process.env.BUILD_WORKERS || '1',
      },
    },
  ];
}

export const INDEX_STEP = 'search index';

/**
 * The search index of the pages in `pagesDir`, written into `outDir` (what becomes the release's
 * `pagefind/`): the project's Pagefind script by default, RELEASE_INDEX_COMMAND with the build
 * command (it reads RELEASE_PAGES and writes RELEASE_INDEX_OUT); null when the build command
 * writes its own index.
 */
export function indexStep(c: ReleaseConfig, pagesDir: string, outDir: string): BuildStep | null {
  const dirs = { RELEASE_PAGES: pagesDir, RELEASE_INDEX_OUT: outDir };
  if (c.buildCommand) return c.indexCommand ? { name: INDEX_STEP, cmd: '/bin/sh', args: ['-c', c.indexCommand], env: dirs } : null;
  const bin = path.join(c.workDir, 'node_modules', '.bin', 'tsx');
  // the index stops by itself if this service dies without stopping it (scripts/search-index.ts)
  return {
    name: INDEX_STEP,
    cmd: bin,
    args: [path.join('scripts', 'search-index.ts'), pagesDir, outDir],
    env: { ...dirs, INDEX_OWNER_PID: String(process.pid) },
  };
}

const TAIL_CHARS = 3900;

/** A running step's process group, so stopping the service stops the build it started. */
let running: ChildProcess | null = null;

export function stopRunningStep(): void {
  stopStep(running);
}

export interface StepOptions {
  /** hears the step's process when it starts and null when it ends (to stop it) */
  track?: (child: ChildProcess | null) => void;
  /** a niceness for the step's process: work that may trail the release gives way to the next build */
  niceness?: number;
}

/** Sends SIGTERM to a step's process group. */
export function stopStep(child: ChildProcess | null): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}

export function runStep(
  step: BuildStep,
  cwd: string,
  logFile: string,
  { track = (c) => (running = c), niceness }: StepOptions = {},
): Promise<{ code: number; tail: string }> {
  return new Promise((resolve) => {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.appendFileSync(logFile, `\n$ [${step.name}] ${step.cmd} ${step.args.join(' ')}\n`);
    let tail = '';
    const child = spawn(step.cmd, step.args, { cwd, env: { ...process.env, ...step.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    if (niceness) niced(child, niceness);
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
      track(null);
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
