/**
 * A production build keeps webpack's whole in-memory cache alive until the end of the build
 * (webpack's default for production); both compilations then sit in the build's main process
 * while queries and HTML run. Even the cache on disk keeps what it wrote in memory (some
 * 140 MB of buffers) and costs CPU to write, for a next build that a cold build (CI, tests,
 * bench) never has: no cache there (docs/architecture.md#sourcing-at-scale, memory).
 *
 * A kept work directory (GATSBY_KEPT_WORK_DIR=1: the release service's, whose .cache/ and
 * public/ survive between builds; kept-work-dir.ts) or BUILD_WEBPACK_CACHE=1 keeps the cache on
 * disk, without memory generations: a warm build whose code did not change then restores both
 * compilations from .cache/webpack instead of compiling and minifying every module again (the
 * bundles were most of a warm build, docs/benchmark-log.md). webpack's persistent cache gives the
 * same assets, names and hashes as a compilation from scratch; `npm run bench:warm-build` with
 * BENCH_VERIFY=1 compares the two outputs byte by byte. Stages build-javascript and build-html.
 */
import { isKeptWorkDir } from './kept-work-dir';

export interface CacheConfig {
  cache?: false | { type?: string; maxMemoryGenerations?: number };
}

/** Whether this build keeps webpack's cache on disk for the next one. */
export const keepsWebpackCache = (env: NodeJS.ProcessEnv = process.env): boolean => env.BUILD_WEBPACK_CACHE === '1' || isKeptWorkDir(env);

/** Drops (or, in a kept work directory, slims) Gatsby's filesystem cache; true when the config changed. */
export function buildWithoutWebpackCache(config: CacheConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!config.cache || config.cache.type !== 'filesystem') return false;
  if (keepsWebpackCache(env)) config.cache.maxMemoryGenerations = 0;
  else config.cache = false;
  return true;
}
