// The V8 heap cap of `gatsby build` (docs/architecture.md#sourcing-at-scale, memory). Left at
// V8's default (about 4 GB here) the build's processes leave hundreds of MB of garbage
// uncollected: a 10,000-post build's query worker had 110 MB of live objects and 590 MB resident.
// Gatsby's workers inherit NODE_OPTIONS, so one cap applies to the main process and each worker.

export const DEFAULT_BUILD_HEAP_MB = 1024;

/**
 * glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps what
 * is freed in it: sharp's image jobs and the build's other native work left the main process
 * holding some 230 MB in fifteen arenas. Two arenas hold the same work.
 */
export const DEFAULT_MALLOC_ARENA_MAX = '2';

/** NODE_OPTIONS for `gatsby build`: the caller's own options plus the heap cap (theirs wins). */
export function buildNodeOptions(env: NodeJS.ProcessEnv = process.env): string {
  const own = (env.NODE_OPTIONS ?? '').trim();
  if (/--max-old-space-size/.test(own)) return own;
  const raw = env.BUILD_HEAP_MB?.trim() || String(DEFAULT_BUILD_HEAP_MB);
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 256) throw new Error(`BUILD_HEAP_MB must be a whole number of megabytes, at least 256, not "${env.BUILD_HEAP_MB}"`);
  return `${own} --max-old-space-size=${mb}`.trim();
}

/** The environment `gatsby build` runs with besides the caller's: heap cap and malloc arenas (the caller's own values win). */
export function buildMemoryEnv(env: NodeJS.ProcessEnv = process.env): { NODE_OPTIONS: string; MALLOC_ARENA_MAX: string } {
  return { NODE_OPTIONS: buildNodeOptions(env), MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX?.trim() || DEFAULT_MALLOC_ARENA_MAX };
}
