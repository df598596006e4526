// How releases are named where the release service, the CMS and the console must agree
// (docs/releases.md "The search index"): release `<id>.search` holds release `<id>`'s pages with
// their own search index. Plain functions, no imports: the console may load this file.

const SEARCH_SUFFIX = '.search';

/** The release made of release `id`'s pages and their own search index. */
export const searchReleaseId = (id: string): string => `${id}${SEARCH_SUFFIX}`;

/** The release whose pages `id` holds when `id` is such a release, else null. */
export const pagesReleaseOf = (id: string): string | null => (id.endsWith(SEARCH_SUFFIX) ? id.slice(0, -SEARCH_SUFFIX.length) : null);
