/**
 * @jest-environment node
 */
// The editors' preview server (GATSBY_CMS_PREVIEW=1) compiles `gatsby develop`'s bundles without
// what only a developer needs: no source maps, no ESLint (plugins/gatsby-plugin-build-tuning/preview-webpack.ts).
// `npm run develop` keeps both; the browser side of both keeps React Refresh and the hot-update
// runtime that Gatsby's own client code calls.
import { runWebpackHook } from './support/webpack-hook';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own plugin factory (CommonJS, untyped)
const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as {
  createWebpackUtils: (
    stage: string,
    program: object,
  ) => {
    plugins: Record<'eslint' | 'eslintRequired' | 'hotModuleReplacement' | 'extractText', (o?: object) => Plugin> & { fastRefresh: (o: object) => Plugin };
  };
};

interface Plugin {
  constructor: { name: string };
}
type Config = { devtool?: string | false; plugins: Plugin[]; optimization?: object; externals?: unknown };

/** The parts of Gatsby's develop and develop-html configs this hook looks at, made by Gatsby's own factories. */
const gatsbyConfig = (stage: 'develop' | 'develop-html'): Config => {
  const { plugins } = createWebpackUtils(stage, { directory: process.cwd(), browserslist: ['>0.25%'] });
  if (stage === 'develop-html') return { devtool: 'source-map', plugins: [] };
  return {
    devtool: 'eval-cheap-module-source-map',
    plugins: [
      plugins.fastRefresh({ modulesThatUseGatsby: [] }),
      plugins.hotModuleReplacement(),
      plugins.extractText({ filename: '[name].css' }),
      plugins.eslint(),
      plugins.eslintRequired(),
    ],
    optimization: { splitChunks: { cacheGroups: { styles: {} } } },
  };
};

const names = (c: Config) => c.plugins.map((p) => p.constructor.name);

function withPreview<T>(value: string | undefined, fn: () => T): T {
  const before = process.env.GATSBY_CMS_PREVIEW;
  if (value === undefined) delete process.env.GATSBY_CMS_PREVIEW;
  else process.env.GATSBY_CMS_PREVIEW = value;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.GATSBY_CMS_PREVIEW;
    else process.env.GATSBY_CMS_PREVIEW = before;
  }
}

test('the preview’s browser bundle has no source maps and no ESLint, and keeps React Refresh and hot updates', () => {
  const before = names(gatsbyConfig('develop'));
  expect(before).toEqual(expect.arrayContaining(['ESLintWebpackPlugin', 'ReactRefreshPlugin', 'HotModuleReplacementPlugin', 'MiniCssExtractPlugin']));
  const out = withPreview('1', () => runWebpackHook('develop', gatsbyConfig('develop')));
  expect(out.devtool).toBe(false);
  expect(names(out)).toEqual(before.filter((n) => n !== 'ESLintWebpackPlugin'));
});

test('the preview’s HTML renderer has no source maps', () => {
  const out = withPreview('1', () => runWebpackHook('develop-html', gatsbyConfig('develop-html')));
  expect(out.devtool).toBe(false);
  // the externals gatsby-node sets for every HTML renderer stay
  expect(out.externals).toEqual(['isomorphic-dompurify', 'jsdom', 'undici']);
});

test.each(['develop', 'develop-html'] as const)('`npm run develop` (no GATSBY_CMS_PREVIEW) keeps %s’s source maps and ESLint', (stage) => {
  const before = gatsbyConfig(stage);
  const out = withPreview(undefined, () => runWebpackHook(stage, gatsbyConfig(stage)));
  expect(out.devtool).toBe(before.devtool);
  expect(names(out)).toEqual(names(before));
});
