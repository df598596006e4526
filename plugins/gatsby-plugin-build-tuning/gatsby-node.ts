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

type WebpackArgs = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0];
type Stage = WebpackArgs['stage'];

/**
 * An edit of Gatsby's config for a stage: it reads the config as the steps before it left it and
 * puts it back whole (`replaceWebpackConfig`); `change` returns false when it changed nothing.
 * Gatsby keeps one config per stage in its store: `setWebpackConfig` merges into it at once,
 * `replaceWebpackConfig` puts the object given in its place, and `getConfig()` returns what is
 * there now. So a step that read the config before another step and replaced it after would undo
 * that step: each edit reads and replaces in one go, and the stage's function below is the order.
 */
function edit<C>({ getConfig, actions }: WebpackArgs, change: (config: C) => boolean | void): void {
  const config = getConfig() as C;
  if (change(config) !== false) actions.replaceWebpackConfig(config as object);
}

/** Short CSS-module class names in both compilations of a production build, so the HTML and the scripts agree; develop keeps Gatsby's readable ones. */
function shortNames(args: WebpackArgs): void {
  edit<ModuleRulesConfig>(args, (config) => {
    if (!shortClassNames(config)) {
      throw new Error(
        `short class names: Gatsby's ${args.stage} webpack config has no css-loader for *.module.css any more (see plugins/gatsby-plugin-build-tuning/short-class-names.ts)`,
      );
    }
  });
}

/** The editors' preview server: no source maps, no ESLint; `npm run develop` keeps them. */
function preview(args: WebpackArgs): void {
  if (isPreview()) edit<DevelopConfig>(args, (config) => void previewWebpack(config));
}

/**
 * One function per stage, each step in the order the build was tested and measured with: the
 * merges that only add keys (externals, devtool) first, then the edits of Gatsby's own config
 * (cache, class names, minifier, CSS chunks: the last two throw or skip when Gatsby's config no
 * longer has what they edit, so they must see Gatsby's, not another step's), and the
 * compile-hints banner last, merged after every replacement (a replacement would drop it). This
 * plugin is the last in gatsby-config.ts, so its hook runs after every other plugin's.
 */
const STAGES: Partial<Record<Stage, (args: WebpackArgs) => void>> = {
  'build-javascript': (args) => {
    edit<CacheConfig>(args, buildWithoutWebpackCache);
    shortNames(args);
    // swc minifies the bundles instead of Terser; `--no-uglify` has none to swap
    edit<MinimizerConfig>(args, swcMinify);
    edit<SplitChunksConfig & PluginsConfig>(args, (config) => {
      ignoreCssOrder(config);
      // each page inlines only its own CSS; a Gatsby whose config no longer has the cache group
      // would silently go back to the whole site's CSS on every page
      if (!perPageCss(config)) {
        throw new Error("per-page CSS: Gatsby's webpack config has no `styles` cache group any more (see plugins/gatsby-plugin-build-tuning/per-page-css.ts)");
      }
    });
    // every script compiled while it downloads (compile-hints.ts)
    args.actions.setWebpackConfig({ plugins: [args.plugins.banner(COMPILE_HINT_BANNER)] });
  },
  'build-html': (args) => {
    args.actions.setWebpackConfig({ externals: SSR_EXTERNALS });
    args.actions.setWebpackConfig(RENDERER_WITHOUT_SOURCE_MAPS);
    edit<CacheConfig>(args, buildWithoutWebpackCache);
    shortNames(args);
  },
  develop: (args) => {
    preview(args);
    edit<PluginsConfig>(args, ignoreCssOrder);
  },
  'develop-html': (args) => {
    args.actions.setWebpackConfig({ externals: SSR_EXTERNALS });
    preview(args);
  },
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  STAGES[args.stage]?.(args);
};
