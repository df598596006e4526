/**
 * V8's compile hint for the site's scripts (docs/product/page-weight.md#scripts): a file that
 * starts with `//# allFunctionsCalledOnLoad` is compiled whole while it downloads, on a
 * background thread, instead of function by function on the main thread the first time each
 * runs. Nearly every function of the site's scripts runs at start-up (React's hydration, the
 * layout, the page), and that lazy compiling was most of the long tasks left after the first
 * paint (Lighthouse's TBT, docs/architecture.md#page-weight). Browsers without the hint ignore a
 * comment.
 *
 * Added by webpack's BannerPlugin after minification (which drops comments) and before the
 * source maps and the content hashes are made, so both include it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** webpack's processAssets stage of minification; source maps are made at 500. */
const STAGE_OPTIMIZE_SIZE = 400;

/** The BannerPlugin options (gatsby-node.ts adds the plugin to the browser build). */
export const COMPILE_HINT_BANNER = {
  banner: COMPILE_HINT,
  raw: true,
  test: /\.js$/,
  stage: STAGE_OPTIMIZE_SIZE + 1,
};
