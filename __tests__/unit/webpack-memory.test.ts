/**
 * @jest-environment node
 */
// The production build keeps no webpack cache unless asked, and never a memory one (docs/architecture.md#sourcing-at-scale):
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

const withEnv = <T>(value: string | undefined, fn: () => T): T => {
  const before = process.env.BUILD_WEBPACK_CACHE;
  if (value === undefined) delete process.env.BUILD_WEBPACK_CACHE;
  else process.env.BUILD_WEBPACK_CACHE = value;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.BUILD_WEBPACK_CACHE;
    else process.env.BUILD_WEBPACK_CACHE = before;
  }
};

test.each(['build-javascript', 'build-html'])('%s keeps no webpack cache by default', (stage) => {
  expect(withEnv(undefined, () => run(stage, gatsbyConfig())).cache).toBe(false);
});

test.each(['build-javascript', 'build-html'])('%s with BUILD_WEBPACK_CACHE=1 keeps only the cache on disk (no memory generations)', (stage) => {
  const out = withEnv('1', () => run(stage, gatsbyConfig()));
  expect(out.cache).toEqual({ type: 'filesystem', maxMemoryGenerations: 0 });
});

test('develop keeps webpack’s memory cache (rebuilds on every save need it)', () => {
  const out = run('develop', gatsbyConfig());
  expect(out.cache).toEqual({ type: 'filesystem' });
});

test('a stage without a cache is left without one', () => {
  expect(run('build-html', { ...gatsbyConfig(), cache: false }).cache).toBe(false);
});

describe('a work directory kept between builds (GATSBY_KEPT_WORK_DIR=1, the release service)', () => {
  const withKept = <T>(value: string | undefined, fn: () => T): T => {
    const before = process.env.GATSBY_KEPT_WORK_DIR;
    if (value === undefined) delete process.env.GATSBY_KEPT_WORK_DIR;
    else process.env.GATSBY_KEPT_WORK_DIR = value;
    try {
      return withEnv(undefined, fn);
    } finally {
      if (before === undefined) delete process.env.GATSBY_KEPT_WORK_DIR;
      else process.env.GATSBY_KEPT_WORK_DIR = before;
    }
  };

  test.each(['build-javascript', 'build-html'])('%s keeps the cache on disk for the next build, without memory generations', (stage) => {
    expect(withKept('1', () => run(stage, gatsbyConfig())).cache).toEqual({ type: 'filesystem', maxMemoryGenerations: 0 });
  });

  test('0 is a cold build: no cache', () => {
    expect(withKept('0', () => run('build-javascript', gatsbyConfig())).cache).toBe(false);
  });

  test('any other value is refused with the variable named, rather than silently building cold', () => {
    expect(() => withKept('yes', () => run('build-javascript', gatsbyConfig()))).toThrow(/GATSBY_KEPT_WORK_DIR must be 1 .* not "yes"/);
  });
});
