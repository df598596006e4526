// The sitemap's page filter compiles each excluded route once (src/seo/sitemap-filter.ts) and
// keeps exactly the pages gatsby-plugin-sitemap's own filter keeps.
import config from '../../gatsby-config';

type Filter = (page: unknown, exclude: unknown, tools: unknown) => boolean;
interface Minimatch {
  (path: string, pattern: string): boolean;
  Minimatch: new (pattern: string) => { match(path: string): boolean };
}
// the plugin's own filter and tools, and the minimatch it matches with (no typings for either)
const internals = jest.requireActual('gatsby-plugin-sitemap/internals') as {
  defaultFilterPages: Filter;
  pageFilter: (o: { allPages: { path: string }[]; filterPages: Filter; excludes: string[] }) => { filteredPages: { path: string }[] };
  withoutTrailingSlash: (path: string) => string;
  resolvePagePath: (page: unknown) => string;
};
const { defaultFilterPages, pageFilter, withoutTrailingSlash, resolvePagePath } = internals;
const minimatch = jest.requireActual('minimatch') as Minimatch;

const sitemap = (config.plugins ?? []).find((p) => typeof p === 'object' && p.resolve === 'gatsby-plugin-sitemap') as unknown as {
  options: { excludes: string[]; filterPages: Filter };
};

const pages = [
  '/',
  '/404/',
  '/404.html',
  '/aboutUs/',
  '/blog/',
  '/blog/page/2/',
  '/blogInfo/',
  '/DealerPortal/',
  '/DealerPortal/branding/',
  '/ResetPwd/abc/',
  '/NewPPF/',
  '/PPF/',
  '/Login/',
  ...Array.from({ length: 500 }, (_, i) => `/blogInfo/${i + 1}/`),
].map((path) => ({ path }));

it('keeps the same pages as the plugin’s own filter', () => {
  const ours = pageFilter({ allPages: pages, filterPages: sitemap.options.filterPages, excludes: sitemap.options.excludes });
  const theirs = pageFilter({ allPages: pages, filterPages: defaultFilterPages, excludes: sitemap.options.excludes });
  expect(ours.filteredPages.map((p) => p.path)).toEqual(theirs.filteredPages.map((p) => p.path));
  expect(ours.filteredPages.length).toBeGreaterThan(500);
  expect(ours.filteredPages.length).toBeLessThan(pages.length);
});

it('compiles each excluded route once, however many pages there are', () => {
  let compiled = 0;
  const counting = Object.assign((p: string, pattern: string) => minimatch(p, pattern), {
    Minimatch: class extends minimatch.Minimatch {
      constructor(pattern: string) {
        super(pattern);
        compiled++;
      }
    },
  });
  const tools = { minimatch: counting, withoutTrailingSlash, resolvePagePath };
  for (const page of pages) for (const exclude of sitemap.options.excludes) sitemap.options.filterPages(page, exclude, tools);
  expect(compiled).toBeLessThanOrEqual(sitemap.options.excludes.length);
});
