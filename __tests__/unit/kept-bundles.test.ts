/**
 * @jest-environment node
 */
// A release build keeps the last build's bundles and renderer when webpack's inputs did not change
// (plugins/gatsby-plugin-build-tuning/kept-bundles.ts, docs/gatsby-internals.md). The guards: Gatsby's
// build still calls both steps through their modules' exports, and Gatsby's own chunk-hash
// reader gets back, from a replayed renderer, the hashes that were recorded.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  applyKeptBundles,
  changedInput,
  configKey,
  inputsOf,
  keepsBundles,
  readRecord,
  replayedRendererStats,
  whyCompile,
  writeRecord,
  type CompilationLike,
} from '../../plugins/gatsby-plugin-build-tuning/kept-bundles';

const fromSite = createRequire(path.join(process.cwd(), 'package.json'));
const gatsbyVersion = (fromSite('gatsby/package.json') as { version: string }).version;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-bundles-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.mkdirSync(path.join(dir, 'public'));
  fs.mkdirSync(path.join(dir, '.cache', 'compiled'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'a.js'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(dir, 'public', 'app-1.js'), 'bundle');
  fs.writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'), 'exports.x = 1;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const compilation = (): CompilationLike => ({
  fileDependencies: [path.join(dir, 'src', 'a.js')],
  contextDependencies: [path.join(dir, 'src')],
  missingDependencies: [path.join(dir, 'a.ts')],
  assets: { 'app-1.js': {} },
  outputOptions: { path: path.join(dir, 'public') },
});

describe("Gatsby's build calls both compile steps through their modules' exports", () => {
  const build = fs.readFileSync(fromSite.resolve('gatsby/dist/commands/build.js'), 'utf8');
  test.each([
    ['(0, _buildJavascript.buildProductionBundle)(', 'gatsby/dist/commands/build-javascript', 'buildProductionBundle'],
    ['(0, _buildHtml.buildRenderer)(', 'gatsby/dist/commands/build-html', 'buildRenderer'],
    ['(0, _getSsrChunkHashes.getSSRChunkHashes)(', 'gatsby/dist/utils/webpack/get-ssr-chunk-hashes', 'getSSRChunkHashes'],
  ])('%s', (call, id, name) => {
    expect(build).toContain(call);
    const mod = fromSite(id) as Record<string, unknown>;
    expect(typeof mod[name]).toBe('function');
    expect(Object.getOwnPropertyDescriptor(mod, name)?.writable).toBe(true);
  });
  test("the store keeps the hashes between builds (Gatsby's persisted state)", () => {
    const redux = fs.readFileSync(fromSite.resolve('gatsby/dist/redux/index.js'), 'utf8');
    const kept = /persistedReduxKeys = \[([^\]]*)\]/.exec(redux)?.[1] ?? '';
    expect(kept).toContain('`webpackCompilationHash`');
    expect(kept).toContain('`html`');
  });
});

describe('the inputs of a compilation', () => {
  test('the same bytes written again are the same input; other bytes are not', () => {
    const inputs = inputsOf(compilation());
    expect(changedInput(inputs)).toBeNull();
    const file = path.join(dir, 'src', 'a.js');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, 'export const a = 1;\n');
    fs.utimesSync(file, later, later);
    expect(changedInput(inputs)).toBeNull();
    fs.writeFileSync(file, 'export const a = 2;\n');
    expect(changedInput(inputs)).toBe(`${file} changed`);
  });
  test('a file in a listed folder, a path looked for, a lost asset', () => {
    const inputs = inputsOf(compilation());
    fs.writeFileSync(path.join(dir, 'src', 'b.js'), '');
    expect(changedInput(inputs)).toMatch(/the files in .*src changed/);
    fs.rmSync(path.join(dir, 'src', 'b.js'));
    fs.writeFileSync(path.join(dir, 'a.ts'), '');
    expect(changedInput(inputs)).toMatch(/a\.ts appeared/);
    fs.rmSync(path.join(dir, 'a.ts'));
    fs.rmSync(path.join(dir, 'public', 'app-1.js'));
    expect(changedInput(inputs)).toMatch(/app-1\.js \(an asset of the last compilation\) is gone/);
  });
  test('the key follows the compiled config, the GATSBY_ and BUILD_ environment, not the rest', () => {
    const program = { directory: dir };
    const key = configKey(program, gatsbyVersion, { PATH: '/bin' });
    expect(configKey(program, gatsbyVersion, { PATH: '/usr/bin', HOME: '/x' })).toBe(key);
    expect(configKey(program, gatsbyVersion, { GATSBY_API_URL: 'https://cms.example' })).not.toBe(key);
    expect(configKey(program, gatsbyVersion, { BUILD_WORKERS: '2' })).not.toBe(key);
    expect(configKey(program, gatsbyVersion, { PATH: '/bin', BUILD_KEPT_BUNDLES: '0' })).toBe(key);
    expect(configKey({ ...program, prefixPaths: true }, gatsbyVersion, {})).not.toBe(key);
    fs.writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'), 'exports.x = 2;\n');
    expect(configKey(program, gatsbyVersion, {})).not.toBe(key);
  });
  test('a record is trusted only with the same key and the hash Gatsby saved', () => {
    const record = { key: 'k', hash: 'h', inputs: inputsOf(compilation()) };
    expect(whyCompile(null, 'k', 'h')).toMatch(/no record/);
    expect(whyCompile(record, 'other', 'h')).toMatch(/config/);
    expect(whyCompile(record, 'k', 'other')).toMatch(/saved state/);
    expect(whyCompile(record, 'k', '')).toMatch(/saved state/);
    expect(whyCompile(record, 'k', 'h')).toBeNull();
  });
});

test('BUILD_KEPT_BUNDLES: 0 always compiles, 1 or unset keeps, anything else is refused', () => {
  expect(keepsBundles({})).toBe(true);
  expect(keepsBundles({ BUILD_KEPT_BUNDLES: '1' })).toBe(true);
  expect(keepsBundles({ BUILD_KEPT_BUNDLES: '0' })).toBe(false);
  expect(() => keepsBundles({ BUILD_KEPT_BUNDLES: 'no' })).toThrow(
    'BUILD_KEPT_BUNDLES must be 1 (keep unchanged bundles, the default) or 0 (always compile), not "no"',
  );
});

test("a replayed renderer gives Gatsby's chunk-hash reader the recorded hashes", () => {
  const { getSSRChunkHashes } = fromSite('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as {
    getSSRChunkHashes: (a: { stats: unknown; components: Map<string, unknown> }) => unknown;
  };
  const components = new Map([
    ['/site/src/templates/blog.tsx', { componentPath: '/site/src/templates/blog.tsx', componentChunkName: 'component---src-templates-blog-tsx' }],
    ['/site/src/pages/index.tsx', { componentPath: '/site/src/pages/index.tsx', componentChunkName: 'component---src-pages-index-tsx' }],
  ]);
  const stats = replayedRendererStats('r1--r2', [
    { chunkName: 'component---src-templates-blog-tsx', hash: 'b1--b2' },
    { chunkName: 'component---src-pages-index-tsx', hash: 'i1' },
  ]);
  expect(getSSRChunkHashes({ stats, components })).toEqual({
    renderPageHash: 'r1--r2',
    templateHashes: { '/site/src/templates/blog.tsx': 'b1--b2', '/site/src/pages/index.tsx': 'i1' },
  });
});

describe("the bundle step, wired into Gatsby's module", () => {
  type Bundle = (program: { directory: string }, span: unknown) => Promise<{ stats: { hash?: string; compilation?: CompilationLike } }>;
  const js = fromSite('gatsby/dist/commands/build-javascript') as { buildProductionBundle: Bundle; __kept?: true };
  const { store } = fromSite('gatsby/dist/redux') as { store: { dispatch: (a: unknown) => void } };
  const original = js.buildProductionBundle;
  const lines: string[] = [];
  let compiles = 0;

  beforeAll(() => {
    // webpack stands in for a stub here: what matters is whether it is asked and what is recorded
    js.buildProductionBundle = async () => {
      compiles++;
      return { stats: { hash: `compiled-${compiles}`, compilation: compilation() }, close: async () => {} };
    };
    delete js.__kept;
    applyKeptBundles((line) => lines.push(line));
  });
  afterAll(() => {
    js.buildProductionBundle = original;
    delete js.__kept;
  });

  test('compiles and records, keeps while nothing changed, compiles again after a change', async () => {
    const program = { directory: dir };
    const first = await js.buildProductionBundle(program, null);
    expect(first.stats.hash).toBe('compiled-1');
    expect(readRecord(dir, 'build-javascript')?.hash).toBe('compiled-1');
    // Gatsby saves the hash at the end of a build that succeeded
    store.dispatch({ type: 'SET_WEBPACK_COMPILATION_HASH', payload: 'compiled-1' });

    const second = await js.buildProductionBundle(program, null);
    expect(second.stats.hash).toBe('compiled-1');
    expect(compiles).toBe(1);
    expect(lines.at(-1)).toBe('bundles: kept from the last build (inputs unchanged: 1 files)');

    fs.writeFileSync(path.join(dir, 'src', 'a.js'), 'export const a = 3;\n');
    const third = await js.buildProductionBundle(program, null);
    expect(third.stats.hash).toBe('compiled-2');
    expect(lines.at(-1)).toMatch(/^bundles: compiled \(.*a\.js changed\)$/);
  });

  test('switched off, it compiles and records for the next build', async () => {
    const program = { directory: dir };
    const before = compiles;
    process.env.BUILD_KEPT_BUNDLES = '0';
    try {
      const r = await js.buildProductionBundle(program, null);
      expect(compiles).toBe(before + 1);
      expect(lines.at(-1)).toBe('bundles: compiled (BUILD_KEPT_BUNDLES=0)');
      expect(readRecord(dir, 'build-javascript')?.hash).toBe(r.stats.hash);
    } finally {
      delete process.env.BUILD_KEPT_BUNDLES;
    }
  });

  test('a record whose build did not finish (the saved hash is an older one) is not trusted', async () => {
    const program = { directory: dir };
    writeRecord(dir, 'build-javascript', { key: configKey(program, gatsbyVersion), hash: 'never-saved', inputs: inputsOf(compilation()) });
    store.dispatch({ type: 'SET_WEBPACK_COMPILATION_HASH', payload: 'older' });
    const before = compiles;
    await js.buildProductionBundle(program, null);
    expect(compiles).toBe(before + 1);
    expect(lines.at(-1)).toMatch(/saved state/);
  });
});
