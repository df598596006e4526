/**
 * @jest-environment node
 */
// The production build keeps no webpack memory cache (docs/architecture.md#sourcing-at-scale):
// webpack's production default holds every cached module of both compilations in the build's
// main process until the build ends, hundreds of MB beside the page queries at 10,000 posts.
import { runWebpackHook } from './support/webpack-hook';

type Config = { cache?: false | { type: string; maxMemoryGenerations?: number }; optimization?: unknown; plugins?: unknown[]; module?: { rules: unknown[] } };

const run = (stage: string, config: Config): Config => runWebpackHook(stage, config);

const gatsbyConfig = (): Config => ({
  cache: { type: 'filesystem' },
  optimization: { splitChunks: { cacheGroups: { styles: { test: /\.css$/ }, commons: {} } } },
  plugins: [],
  // the CSS-module rule every production stage has (short class names: short-class-names.test.ts)
  module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: {} } }] }] }] },
});

test.each(['build-javascript', 'build-html'])('%s keeps only the cache on disk (no memory generations)', (stage) => {
  const out = run(stage, gatsbyConfig());
  expect(out.cache).toEqual({ type: 'filesystem', maxMemoryGenerations: 0 });
});

test('develop keeps webpack’s memory cache (rebuilds on every save need it)', () => {
  const out = run('develop', gatsbyConfig());
  expect(out.cache).toEqual({ type: 'filesystem' });
});

test('a stage without a cache is left without one', () => {
  expect(run('build-html', { ...gatsbyConfig(), cache: false }).cache).toBe(false);
});
