// How the production build runs (docs/gatsby-internals.md lists each patch of Gatsby's internals,
// its guard test and what it buys). Each stage lives in a file of its own; this file only wires
// them into Gatsby's hooks.
import type { GatsbyNode } from 'gatsby';
import { applyBuildWorkers } from './build-workers';
import { COMPILE_HINT_BANNER } from './compile-hints';
import { ignoreCssOrder, type PluginsConfig } from './css-order';
import { swcMinify, type MinimizerConfig } from './fast-minify';
import { imageDataResolvers, type SaveDependency } from './image-data-memo';
import { applyKeptBundles } from './kept-bundles';
import { isKeptWorkDir } from './kept-work-dir';
import { perPageCss, type SplitChunksConfig } from './per-page-css';
import { isPreview, previewWebpack, type DevelopConfig } from './preview-webpack';
import { RENDERER_WITHOUT_SOURCE_MAPS } from './renderer-source-maps';
import { shortClassNames, type ModuleRulesConfig } from './short-class-names';
import { SSR_EXTERNALS } from './ssr-externals';
import { buildWithoutWebpackCache, type CacheConfig } from './webpack-cache';

/**
 * A production build renders its HTML in one worker per core and encodes that many images at once
 * (build-workers.ts). onPreInit is the first hook Gatsby runs, in the build's main process: after
 * it has loaded the plugins (and with them gatsby-plugin-sharp's image queue, which build-workers.ts
 * loads again with its own count) and before it creates its worker pool.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const workers = applyBuildWorkers();
  if (workers !== null) reporter.info(`build tuning: the HTML in ${workers} workers, ${workers} images encoded at once`);
  // a release build keeps the bundles and renderer its code did not change (kept-bundles.ts)
  if (process.env.gatsby_executing_command === 'build' && !process.env.GATSBY_WORKER_POOL_WORKER && isKeptWorkDir()) {
    applyKeptBundles((line) => reporter.info(`build tuning: ${line}`));
  }
};

/** Each image's `gatsbyImageData` computed once per query process (image-data-memo.ts). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, getNodeAndSavePathDependency }) => {
  createResolvers(imageDataResolvers(getNodeAndSavePathDependency as SaveDependency));
};

/**
 * The order matters. Gatsby keeps one config per stage in its store: `setWebpackConfig` merges into
 * it at once and `replaceWebpackConfig` puts the object given in its place, and `getConfig()`
 * returns what is there now. So each step that edits the config reads it as the steps above left
 * it and replaces it whole; a step moved above another, or one that read the config before another
 * step and replaced it after, would undo what that step did. The order is the one the build was
 * tested and measured with: the merges that only add keys (externals, devtool) first, then the
 * edits of Gatsby's own config (cache, class names, minifier, CSS chunks: the last two throw or
 * skip when Gatsby's config no longer has what they edit, so they must see Gatsby's, not another
 * step's), and the compile-hints banner last, merged after every replacement. This plugin is the
 * last in gatsby-config.ts, so its hook runs after every other plugin's, as when it lived in the
 * site's own gatsby-node.ts.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ externals: SSR_EXTERNALS });
  }
  if ((stage === 'develop' || stage === 'develop-html') && isPreview()) {
    // The editors' preview server: no source maps, no ESLint; `npm run develop` keeps them.
    const config = getConfig() as DevelopConfig;
    previewWebpack(config);
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-html') {
    actions.setWebpackConfig(RENDERER_WITHOUT_SOURCE_MAPS);
  }
  if (stage === 'build-javascript' || stage === 'build-html') {
    const config = getConfig() as CacheConfig;
    if (buildWithoutWebpackCache(config)) actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript' || stage === 'build-html') {
    // Short CSS-module class names in both compilations of a production build, so the HTML and
    // the scripts agree; develop keeps Gatsby's readable ones.
    const config = getConfig() as ModuleRulesConfig;
    if (!shortClassNames(config)) {
      throw new Error(
        `short class names: Gatsby's ${stage} webpack config has no css-loader for *.module.css any more (see plugins/gatsby-plugin-build-tuning/short-class-names.ts)`,
      );
    }
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript') {
    // swc minifies the bundles instead of Terser; `--no-uglify` has none to swap.
    const config = getConfig() as MinimizerConfig;
    if (swcMinify(config)) actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig() as SplitChunksConfig & PluginsConfig;
    ignoreCssOrder(config);
    // Each page inlines only its own CSS; a Gatsby whose config no longer has the cache group
    // would silently go back to the whole site's CSS on every page.
    if (stage === 'build-javascript' && !perPageCss(config)) {
      throw new Error("per-page CSS: Gatsby's webpack config has no `styles` cache group any more (see plugins/gatsby-plugin-build-tuning/per-page-css.ts)");
    }
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript') {
    // every script compiled while it downloads (compile-hints.ts); merged after the replacements
    // above, which would otherwise drop it
    actions.setWebpackConfig({ plugins: [plugins.banner(COMPILE_HINT_BANNER)] });
  }
};
