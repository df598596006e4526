/**
 * What the site search indexes (docs/product/site-search.md): public content pages, grouped by
 * type. Drafts are never in a build and the dealer area is client-only, so neither can be indexed;
 * the routes below are the only ones the index takes.
 */
export const SEARCH_TYPES = ['Blog', 'Product', 'Case', 'Tool', 'Plotter', 'Training', 'FAQ', 'Download'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Built page routes (as in public/, with the trailing slash) and the type of their results. */
export const INDEXED_ROUTES: readonly [RegExp, SearchType][] = [
  [/^\/blogInfo\/\d+\/$/, 'Blog'],
  [/^\/ProductInfo\/\d+\/$/, 'Product'],
  [/^\/(PPF|Software)\/$/, 'Product'],
  [/^\/ExampleInfo\/\d+\/$/, 'Case'],
  [/^\/ToolsInfo\/\d+\/$/, 'Tool'],
  [/^\/PlotterInfo\/\d+\/$/, 'Plotter'],
  [/^\/TrainingInfo\/\d+\/$/, 'Training'],
];

export function typeOfRoute(route: string): SearchType | null {
  return INDEXED_ROUTES.find(([re]) => re.test(route))?.[1] ?? null;
}

/** Plural headings of the result groups. */
export const TYPE_LABEL: Record<SearchType, string> = {
  Blog: 'Blog posts',
  Product: 'Products',
  Case: 'Cases',
  Tool: 'Tools',
  Plotter: 'Plotters',
  Training: 'Trainings',
  FAQ: 'FAQ',
  Download: 'Downloads',
};

/** Where the shareable results page lives; `q` is the query. */
export const SEARCH_PAGE = '/search/';
export const searchPageUrl = (q: string): string => `${SEARCH_PAGE}?q=${encodeURIComponent(q.trim())}`;
