/**
 * A production build keeps webpack's whole in-memory cache alive until the end of the build
 * (webpack's default for production); both compilations then sit in the build's main process
 * while queries and HTML run. Even the cache on disk keeps what it wrote in memory (some
 * 140 MB of buffers) and costs CPU to write, for a next build that a cold build (CI, tests,
 * bench) never has: it is kept only with BUILD_WEBPACK_CACHE=1, without memory generations
 * (docs/architecture.md#sourcing-at-scale, memory). Stages build-javascript and build-html.
 */
export interface CacheConfig {
  cache?: false | { type?: string; maxMemoryGenerations?: number };
}

/** Drops (or, with BUILD_WEBPACK_CACHE=1, slims) Gatsby's filesystem cache; true when the config changed. */
export function buildWithoutWebpackCache(config: CacheConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!config.cache || config.cache.type !== 'filesystem') return false;
  if (env.BUILD_WEBPACK_CACHE === '1') config.cache.maxMemoryGenerations = 0;
  else config.cache = false;
  return true;
}
