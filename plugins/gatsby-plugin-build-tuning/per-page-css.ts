/**
 * Per-page CSS (docs/product/page-weight.md#css). Gatsby's production webpack config gathers every
 * CSS module of the site into one `styles` chunk, and the HTML renderer inlines that chunk into
 * every page: each page carried the whole site's CSS. Without that cache group a CSS module stays
 * in the chunk of the component that imports it, so the renderer, which inlines the `app` chunk's
 * CSS (tokens, global rules, the layout) and the page component's own CSS, inlines only what the
 * page uses. CSS modules are kept out of the shared `commons` chunk too, whose stylesheet the
 * renderer would not inline (the page would flash unstyled until it loaded).
 */
interface Module {
  type?: string;
}
interface CacheGroup {
  test?: unknown;
  [key: string]: unknown;
}
export interface SplitChunksConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> } };
}

const isCss = (module: Module) => module.type === 'css/mini-extract';

/** Changes Gatsby's build-javascript config in place; returns whether it found what it changes. */
export function perPageCss(config: SplitChunksConfig): boolean {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!groups || !groups.styles) return false;
  groups.styles = false;
  const commons = groups.commons;
  if (commons) {
    const own = commons.test as ((m: Module, ...rest: unknown[]) => boolean) | undefined;
    commons.test = (m: Module, ...rest: unknown[]) => !isCss(m) && (own ? own(m, ...rest) : true);
  }
  return true;
}
