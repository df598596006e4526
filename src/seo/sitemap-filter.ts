/**
 * The sitemap's page filter (gatsby-plugin-sitemap `filterPages`): the plugin's own one matches
 * each page against each excluded route with `minimatch(path, pattern)`, compiling the pattern
 * again for every pair (some 70 routes × every page: seconds of a 10,000-post build). This one
 * compiles each pattern once and matches the same way (docs/architecture.md#sourcing-at-scale).
 */
interface Matcher {
  match(path: string): boolean;
}

interface FilterTools {
  minimatch: { Minimatch: new (pattern: string) => Matcher };
  withoutTrailingSlash: (path: string) => string;
  resolvePagePath: (page: unknown) => string;
}

export function cachedSitemapFilter(): (page: unknown, excludedRoute: unknown, tools: FilterTools) => boolean {
  const compiled = new Map<string, Matcher>();
  return (page, excludedRoute, { minimatch, withoutTrailingSlash, resolvePagePath }) => {
    if (typeof excludedRoute !== 'string') throw new Error(`sitemap excludes must be strings, not ${JSON.stringify(excludedRoute)}`);
    const pattern = withoutTrailingSlash(excludedRoute);
    let m = compiled.get(pattern);
    if (!m) {
      m = new minimatch.Minimatch(pattern);
      compiled.set(pattern, m);
    }
    return m.match(withoutTrailingSlash(resolvePagePath(page)));
  };
}
