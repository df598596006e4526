/**
 * Second paths of a page (docs/product/routes-and-screens.md#second-names-of-a-route): each is a
 * real page for old links, but names the main path as its canonical URL and stays out of the
 * sitemap, so search engines see one URL per content. gatsby-node creates the pages from this
 * list, gatsby-config leaves them out of the sitemap and the Seo component points them home.
 */
export interface PageAlias {
  /** the second path, served with the main page's component */
  path: string;
  /** the main path the alias repeats */
  canonical: string;
  /** the page component, from the site root */
  component: string;
}

export const PAGE_ALIASES: readonly PageAlias[] = [
  { path: '/NewPPF/', canonical: '/PPF/', component: 'src/pages/PPF.tsx' },
  { path: '/ParnerSearch/', canonical: '/PartnerSearch/', component: 'src/pages/PartnerSearch.tsx' },
];

/** The main path for an alias ('/NewPPF' or '/NewPPF/' → '/PPF/'); any other path unchanged. */
export function canonicalPath(pathname: string): string {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return PAGE_ALIASES.find((a) => a.path === withSlash)?.canonical ?? pathname;
}
