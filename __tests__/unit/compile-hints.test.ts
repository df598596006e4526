/**
 * @jest-environment node
 */
// The production scripts get V8's compile hint (plugins/gatsby-plugin-build-tuning/compile-hints.ts) from a BannerPlugin
// that runs after minification (which drops comments) and before source maps; the HTML renderer
// and develop get none. The built files are checked in __tests__/e2e/bundle.spec.ts.
import { COMPILE_HINT } from '../../plugins/gatsby-plugin-build-tuning/compile-hints';
import { runWebpackHook } from './support/webpack-hook';

type Plugin = { constructor: { name: string }; options?: { banner?: string; raw?: boolean; test?: RegExp; stage?: number } };
// the parts of Gatsby's production config the hook's other steps need (webpack-memory.test.ts)
const gatsbyConfig = () => ({
  optimization: { splitChunks: { cacheGroups: { styles: { test: /\.css$/ }, commons: {} } } },
  plugins: [] as Plugin[],
  module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: {} } }] }] }] },
});
const bannersOf = (config: { plugins?: Plugin[] }) => (config.plugins ?? []).filter((p) => p.constructor.name === 'BannerPlugin');

it('build-javascript adds the hint to every script, between minification (400) and source maps (500)', () => {
  const [banner, ...more] = bannersOf(runWebpackHook('build-javascript', gatsbyConfig()));
  expect(more).toEqual([]);
  expect(banner!.options).toMatchObject({ banner: COMPILE_HINT, raw: true });
  expect(banner!.options!.test!.test('app-0123.js')).toBe(true);
  expect(banner!.options!.test!.test('app-0123.js.map')).toBe(false);
  expect(banner!.options!.stage).toBeGreaterThan(400);
  expect(banner!.options!.stage).toBeLessThan(500);
});

it('the HTML renderer and develop get no hint', () => {
  for (const stage of ['build-html', 'develop', 'develop-html']) expect(bannersOf(runWebpackHook(stage, gatsbyConfig()))).toEqual([]);
});
