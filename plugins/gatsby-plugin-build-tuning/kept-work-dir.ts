/**
 * GATSBY_KEPT_WORK_DIR=1: this build runs in a work directory whose `.cache/` and `public/` are
 * kept for the next build (the release service's, issue 36), so it may keep what only a next
 * build uses: webpack's cache on disk (webpack-cache.ts), the hosting pass's record of the pages
 * it wrote (plugins/gatsby-plugin-hosting/hosting-manifest.ts). Cold builds (CI, tests, `npm run
 * build` in a checkout) leave it unset and keep none of it. Any other value than `1` or unset is
 * refused: a typo would silently give the slow path.
 */
export const KEPT_WORK_DIR = 'GATSBY_KEPT_WORK_DIR';

export function isKeptWorkDir(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env[KEPT_WORK_DIR]?.trim();
  if (!raw || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${KEPT_WORK_DIR} must be 1 (a work directory kept between builds) or 0/unset, not "${env[KEPT_WORK_DIR]}"`);
}
