/**
 * The browser side of the site search (docs/product/site-search.md): Pagefind's own script from
 * /pagefind/, loaded the first time a search runs (never with the page), then only the index
 * fragments a query needs. Results come back grouped by type, in SEARCH_TYPES order.
 */
import { SEARCH_TYPES, type SearchType } from '../../../contract/search-types';

export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>. */
  excerpt: string;
  type: SearchType;
}

export interface SearchGroup {
  type: SearchType;
  hits: SearchHit[];
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindApi {
  options?: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
  debouncedSearch?: unknown;
}

export type PagefindLoader = () => Promise<PagefindApi>;

// webpackIgnore: the bundle is written by the indexer after the build, not by webpack.
const defaultLoader: PagefindLoader = () => import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string) as Promise<PagefindApi>;

let loader: PagefindLoader = defaultLoader;
let api: Promise<PagefindApi> | null = null;

/** Tests put a fake index here. */
export function setPagefindLoader(next: PagefindLoader | null): void {
  loader = next ?? defaultLoader;
  api = null;
}

function load(): Promise<PagefindApi> {
  if (!api) {
    api = loader().then(async (pf) => {
      await pf.options?.({ excerptLength: 24 });
      return pf;
    });
    // a failed load (offline, no index) may be retried by the next query
    api.catch(() => {
      api = null;
    });
  }
  return api;
}

/** Only <mark> survives from an excerpt; the rest is text. */
export function safeExcerpt(excerpt: string): string {
  return excerpt.replace(/<(?!\/?mark>)[^>]*>/gi, '');
}

const asType = (t: string | undefined): SearchType => ((SEARCH_TYPES as readonly string[]).includes(t ?? '') ? (t as SearchType) : 'Blog');

export async function searchSite(query: string, limit = 24): Promise<SearchGroup[]> {
  const q = query.trim();
  if (!q) return [];
  const pf = await load();
  const res = await pf.search(q);
  if (!res) return []; // superseded by a newer query
  const data = await Promise.all(res.results.slice(0, limit).map((r) => r.data()));
  const hits: SearchHit[] = data.map((d) => ({
    url: d.url,
    title: d.meta.title || d.url,
    excerpt: safeExcerpt(d.excerpt),
    type: asType(d.meta.type),
  }));
  return SEARCH_TYPES.map((type) => ({ type, hits: hits.filter((h) => h.type === type) })).filter((g) => g.hits.length > 0);
}
