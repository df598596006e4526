/**
 * @jest-environment node
 */
// Production bundles are minified by swc through Gatsby's own TerserPlugin (plugins/gatsby-plugin-build-tuning/fast-minify.ts),
// with Gatsby's settings: ES5 output, license comments extracted, the same files excluded.
import { runWebpackHook } from './support/webpack-hook';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own plugin factory (CommonJS, untyped)
const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as {
  createWebpackUtils: (stage: string, program: object) => { plugins: { minifyJs: () => Minimizer; minifyCss: () => Minimizer } };
};

interface Minimizer {
  constructor: { name: string; swcMinify?: unknown };
  options: {
    exclude?: unknown;
    extractComments?: unknown;
    parallel?: unknown;
    minimizer: {
      implementation: (input: Record<string, string>, map: unknown, options: unknown, comments: unknown) => Promise<{ code: string }>;
      options: unknown;
    };
  };
}
type Config = { optimization?: { minimizer?: Minimizer[]; splitChunks?: unknown }; module?: { rules: unknown[] }; plugins?: unknown[] };

const gatsbyConfig = (): Config => {
  const { plugins } = createWebpackUtils('build-javascript', { directory: process.cwd(), browserslist: ['>0.25%'] });
  return {
    optimization: { minimizer: [plugins.minifyJs(), plugins.minifyCss()], splitChunks: { cacheGroups: { styles: { test: /\.css$/ }, commons: {} } } },
    plugins: [],
    module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: {} } }] }] }] },
  };
};

test('build-javascript minifies with swc, keeping Gatsby’s exclusions, comment extraction and parallelism', () => {
  const before = gatsbyConfig().optimization!.minimizer![0];
  expect(before.options.minimizer.implementation.name).toBe('terserMinify');
  const [js, css] = runWebpackHook('build-javascript', gatsbyConfig()).optimization!.minimizer!;
  expect(js.constructor.name).toBe('TerserPlugin');
  expect(js.options.minimizer.implementation).toBe(js.constructor.swcMinify);
  expect(js.options.exclude).toEqual(before.options.exclude);
  expect(js.options.extractComments).toBe(before.options.extractComments);
  expect(js.options.parallel).toBe(before.options.parallel);
  expect(css.constructor.name).toBe('CssMinimizerPlugin');
});

test('the swc minifier gives ES5 output a Terser build would give: no arrows, let or const, names mangled', async () => {
  const [js] = runWebpackHook('build-javascript', gatsbyConfig()).optimization!.minimizer!;
  // a webpack module: a function scope, whose local names may be shortened
  const source =
    '(function () { var list = [1, 2, 3]; function total(values) { var sum = 0; for (var i = 0; i < values.length; i++) sum += values[i]; return sum; } window.result = total(list); })();';
  const { code } = await js.options.minimizer.implementation({ 'a.js': source }, undefined, js.options.minimizer.options, false);
  expect(code.length).toBeLessThan(source.length / 2);
  expect(code).not.toMatch(/=>|\blet\b|\bconst\b/);
  expect(code).not.toContain('values');
  const window: { result?: number } = {};
  new Function('window', code)(window);
  expect(window.result).toBe(6);
});

test.each(['develop', 'build-html'])('%s keeps its minimizers as Gatsby set them', (stage) => {
  const config = gatsbyConfig();
  const [before] = config.optimization!.minimizer!;
  expect(runWebpackHook(stage, config).optimization!.minimizer![0]).toBe(before);
});

test('a build without a JS minimizer (gatsby build --no-uglify) is left without one', () => {
  const config = gatsbyConfig();
  config.optimization!.minimizer = config.optimization!.minimizer!.slice(1);
  expect(runWebpackHook('build-javascript', config).optimization!.minimizer!.map((m) => m.constructor.name)).toEqual(['CssMinimizerPlugin']);
});

test('the production HTML renderer is built without source maps; develop keeps them', () => {
  const withMaps = () => ({ ...gatsbyConfig(), devtool: 'source-map' as string | false });
  expect(runWebpackHook('build-html', withMaps()).devtool).toBe(false);
  expect(runWebpackHook('develop-html', withMaps()).devtool).toBe('source-map');
  expect(runWebpackHook('build-javascript', withMaps()).devtool).toBe('source-map');
});
