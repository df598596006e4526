// How many processes `gatsby build` renders the static HTML in, and how many images it encodes at
// once (docs/architecture.md#sourcing-at-scale, workers). Gatsby sizes its worker pool and
// gatsby-plugin-sharp's image queue from the physical cores minus one, the main process's core: on
// a 2-core machine one worker rendered every page while the main process waited, and one image was
// encoded at a time, the second core idle once the queries were done. The page queries keep that
// one worker: each query worker holds its own garbage beside the main process, and two of them
// took a 10,000-post build from about 1.3 GB to 1.68 GB (the budget is 1.5 GB). Gatsby restarts
// its pool between the queries and the HTML, once per build; the restart starts the HTML's number
// of workers.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The number of HTML workers a production build should start, or null to leave Gatsby's own
 * (`BUILD_WORKERS`, default one per core, when that is more than Gatsby's). `gatsby develop`
 * (the preview) has no such step and keeps Gatsby's pool.
 */
export function htmlWorkerCount(env: NodeJS.ProcessEnv, cores: number, gatsbyWorkers: number): number | null {
  if (env.gatsby_executing_command !== 'build') return null;
  const raw = env.BUILD_WORKERS?.trim();
  const workers = raw ? Number(raw) : cores;
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`BUILD_WORKERS must be a whole number of worker processes, at least 1, not "${env.BUILD_WORKERS}"`);
  return workers > gatsbyWorkers ? workers : null;
}

interface Pool {
  options?: { numWorkers?: number };
  restart(): Promise<void>;
}
type PoolClass = { prototype: Pool & { __htmlWorkers?: number } };

/** Makes the pool's restart (after the queries) start `workers` workers. */
export function restartWith(poolClass: PoolClass, workers: number): void {
  const proto = poolClass.prototype;
  if (proto.__htmlWorkers === undefined) {
    const restart = proto.restart;
    proto.restart = function (this: Pool) {
      this.options = { ...this.options, numWorkers: proto.__htmlWorkers };
      return restart.call(this);
    };
  }
  proto.__htmlWorkers = workers;
}

/** A require, with the cache and resolver of the real one (optional in tests). */
type SiteRequire = ((id: string) => unknown) & { resolve?: (id: string) => string; cache?: Record<string, unknown> };

/**
 * gatsby-plugin-sharp's job module sizes its queue from GATSBY_CPU_COUNT when it is loaded: loaded
 * here, with the count set for that moment only, it encodes `workers` images at once. Gatsby has
 * loaded it already by then (checking the plugins' options loads gatsby-plugin-sharp's gatsby-node,
 * which requires it), so the cached copy is dropped first; Gatsby's job runner loads the module at
 * the first image job (in the main process) and finds this copy in the module cache.
 */
export function loadImageQueue(fromSite: SiteRequire, workers: number): void {
  const id = 'gatsby-plugin-sharp/gatsby-worker';
  if (fromSite.resolve && fromSite.cache) delete fromSite.cache[fromSite.resolve(id)];
  const before = process.env.GATSBY_CPU_COUNT;
  process.env.GATSBY_CPU_COUNT = String(workers + 1);
  try {
    fromSite(id);
  } finally {
    if (before === undefined) delete process.env.GATSBY_CPU_COUNT;
    else process.env.GATSBY_CPU_COUNT = before;
  }
}

/**
 * Called from the plugin's onPreInit (gatsby-node.ts: in the build's main process, before Gatsby
 * creates its pool).
 * Gatsby's own copy of gatsby-worker is patched, resolved from gatsby itself. Returns the number
 * of HTML workers, or null when Gatsby's own pool is kept.
 */
export function applyBuildWorkers(env: NodeJS.ProcessEnv = process.env): number | null {
  if (env.gatsby_executing_command !== 'build' || env.GATSBY_WORKER_POOL_WORKER) return null;
  // Gatsby compiles this file (with the plugin's gatsby-node.ts) into .cache and runs it from the site's root;
  // its helpers are Gatsby's own copies, resolved as Gatsby resolves them
  const fromSite = createRequire(path.join(process.cwd(), 'package.json'));
  const fromGatsby = createRequire(fromSite.resolve('gatsby/package.json'));
  const { cpuCoreCount } = fromGatsby('gatsby-core-utils') as { cpuCoreCount: () => number };
  const workers = htmlWorkerCount(env, os.cpus().length, Math.max(1, cpuCoreCount() - 1));
  if (workers === null) return null;
  restartWith((fromGatsby('gatsby-worker') as { WorkerPool: PoolClass }).WorkerPool, workers);
  loadImageQueue(fromSite, workers);
  return workers;
}
