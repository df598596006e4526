// What a build must show before it may go live (docs/releases.md, "The checks"): the home page and
// every content type's index page; one detail page per published item of each detail route of
// contract/routes.ts, as many as the CMS counted at the content version the build read; the
// sitemap, the search index and the build record the static server serves it by. The first check
// that fails names itself and what it found.
import fs from 'node:fs';
import path from 'node:path';
import { DETAIL_ROUTES } from '../contract/routes';
import type { SiteSnapshot } from '../contract/releases';
import { SEARCH_ENTRY } from './release-store';

export interface CheckFailure {
  step: string;
  message: string;
}

const has = (dir: string, rel: string) => fs.statSync(path.join(dir, rel), { throwIfNoEntry: false })?.isFile() ?? false;

/** Each content type's index page: where its detail pages' "back" link leads (contract/routes.ts). */
export function indexPages(): string[] {
  return [...new Set(DETAIL_ROUTES.map((r) => r.shell.backTo.replace(/\/?$/, '/')))];
}

/** The detail pages of `route` in a build: `/<route>/<id>/index.html` (the bare route is the query-form shell). */
export function countDetailPages(dir: string, route: string): number {
  const base = path.join(dir, route);
  try {
    return fs.readdirSync(base, { withFileTypes: true }).filter((e) => e.isDirectory() && has(base, path.join(e.name, 'index.html'))).length;
  } catch {
    return 0;
  }
}

/** The files a site is not whole without. */
export const REQUIRED_FILES = [
  ['sitemap', 'sitemap-index.xml'],
  ['search index', SEARCH_ENTRY],
  ['build record', 'build-info.json'],
] as const;

/**
 * The first check `dir` fails, or null. `read` is the snapshot the build started from; `after` the
 * one taken when it ended: when content was published meanwhile the build may hold either count of
 * a route, and the release holds `read`'s seq (the follow-up build carries the rest). Without
 * `searchIndex` the output's own index is not asked for (the release carries the live one's).
 */
export function checkRelease(dir: string, read: SiteSnapshot, after: SiteSnapshot = read, { searchIndex = true } = {}): CheckFailure | null {
  if (!has(dir, 'index.html')) return { step: 'check: home page', message: `the build has no home page (${path.join(dir, 'index.html')} is missing)` };
  const missing = indexPages().filter((p) => !has(dir, path.join(p, 'index.html')));
  if (missing.length) return { step: 'check: index pages', message: `the build has no index page at ${missing.join(', ')}` };
  const wrong: string[] = [];
  for (const r of DETAIL_ROUTES) {
    const want = read.counts[r.route];
    if (want === undefined) continue;
    const also = after.counts[r.route] ?? want;
    const got = countDetailPages(dir, r.route);
    if (got !== want && got !== also) wrong.push(`/${r.route}/: ${got} detail pages, the CMS published ${want === also ? want : `${want} (then ${also})`}`);
  }
  const unknown = Object.keys(read.counts).filter((k) => !DETAIL_ROUTES.some((r) => r.route === k));
  if (unknown.length) wrong.push(`the CMS counted routes the site does not have: ${unknown.join(', ')}`);
  if (wrong.length) return { step: 'check: detail pages', message: `the build's pages do not match the CMS at seq ${read.seq}: ${wrong.join('; ')}` };
  for (const [what, file] of REQUIRED_FILES) {
    // a release carrying the live release's index is checked for it once made (service.ts)
    if (what === 'search index' && !searchIndex) continue;
    if (!has(dir, file)) return { step: `check: ${what}`, message: `the build has no ${what} (${file} is missing)` };
  }
  return null;
}
