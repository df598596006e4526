/**
 * A build in a kept work directory (kept-work-dir.ts: the release service's) whose webpack inputs
 * are, byte for byte, those the last build's compilations read keeps that build's bundles
 * (public/) and HTML renderer (.cache/page-ssr/) instead of asking webpack for them again:
 * restoring both compilations from webpack's cache took about 4.3 s of every one-post release
 * (docs/decisions/0018-warm-build-floor.md), for output that a content change does not alter.
 *
 * The inputs are webpack's own account of each compilation: every file it read
 * (fileDependencies: sources, node_modules, Gatsby's generated `.cache` files such as the
 * templates' async-requires), every folder it listed (contextDependencies) and every path it
 * looked for and did not find (missingDependencies); plus a key for what shapes the config rather
 * than the modules (the compiled gatsby-config and gatsby-node files, Gatsby's version, the lock
 * file, the GATSBY_ and BUILD_ environment, the build's flags). A stage is kept only when the key
 * is the same, no file's bytes changed, no folder's names changed, nothing looked for appeared,
 * every asset it emitted is on disk, and Gatsby's saved state holds the hashes that compilation
 * gave: a build that failed after its compile (Gatsby saves its state only at the end of a build
 * that succeeded) leaves a record that the next build does not trust.
 *
 * Gatsby's build (node_modules/gatsby/dist/commands/build.js) calls `buildProductionBundle` and
 * `buildRenderer` through their modules' exports; both are replaced there. A kept stage answers
 * with the hashes its compilation had, so Gatsby marks nothing dirty that the compile would not
 * have (docs/gatsby-internals.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the records live: next to webpack's own cache, deleted with `.cache/`. */
export const RECORD_DIR = path.join('.cache', 'kept-bundles');

/** A file as read: [size, mtimeMs, sha1]. */
type FileSeen = [size: number, mtimeMs: number, sha1: string];

export interface Inputs {
  files: Record<string, FileSeen>;
  /** each listed folder's names, sorted and hashed */
  dirs: Record<string, string>;
  missing: string[];
  /** what the compilation wrote: each must still be there */
  assets: string[];
}

export interface StageRecord {
  key: string;
  /** the compilation's hash (for the renderer: what Gatsby stores as its SSR compilation hash) */
  hash: string;
  inputs: Inputs;
  /** the renderer only: Gatsby's per-template chunk hashes (`getSSRChunkHashes`) */
  templateHashes?: Record<string, string>;
}

/**
 * `BUILD_KEPT_BUNDLES=0`: every build compiles (and still records, so that the next build with the
 * switch unset may keep what this one compiled: the A/B of docs/gatsby-internals.md alternates them).
 */
export const SWITCH = 'BUILD_KEPT_BUNDLES';

export function keepsBundles(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env[SWITCH]?.trim();
  if (!raw || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${SWITCH} must be 1 (keep unchanged bundles, the default) or 0 (always compile), not "${env[SWITCH]}"`);
}

const sha1 = (data: crypto.BinaryLike) => crypto.createHash('sha1').update(data).digest('hex');
const fileSha1 = (file: string) => sha1(fs.readFileSync(file));
const listing = (dir: string) => sha1(fs.readdirSync(dir).sort().join('\0'));

/** The part of a webpack compilation this file reads. */
export interface CompilationLike {
  fileDependencies: Iterable<string>;
  contextDependencies: Iterable<string>;
  missingDependencies: Iterable<string>;
  assets: Record<string, unknown>;
  outputOptions: { path?: string };
}

/** What a compilation read and wrote, as the next build will compare it. */
export function inputsOf(compilation: CompilationLike): Inputs {
  const files: Inputs['files'] = {};
  for (const file of compilation.fileDependencies) {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (st?.isFile()) files[file] = [st.size, st.mtimeMs, fileSha1(file)];
  }
  const dirs: Inputs['dirs'] = {};
  for (const dir of compilation.contextDependencies) {
    if (fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) dirs[dir] = listing(dir);
  }
  const missing = [...compilation.missingDependencies].filter((p) => !fs.existsSync(p));
  const out = compilation.outputOptions.path ?? '';
  const assets = Object.keys(compilation.assets).map((a) => path.resolve(out, a));
  return { files, dirs, missing, assets };
}

/** Why the inputs are not what they were, or null when they are. */
export function changedInput(inputs: Inputs): string | null {
  for (const [file, [size, mtimeMs, hash]] of Object.entries(inputs.files)) {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) return `${file} is gone`;
    // a file copied again with the same bytes (Gatsby copies its cache-dir into .cache in every build) is the same input
    if ((st.size !== size || st.mtimeMs !== mtimeMs) && (st.size !== size || fileSha1(file) !== hash)) return `${file} changed`;
  }
  for (const [dir, names] of Object.entries(inputs.dirs)) {
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() || listing(dir) !== names) return `the files in ${dir} changed`;
  }
  const appeared = inputs.missing.find((p) => fs.existsSync(p));
  if (appeared) return `${appeared} appeared`;
  const lost = inputs.assets.find((a) => !fs.existsSync(a));
  if (lost) return `${lost} (an asset of the last compilation) is gone`;
  return null;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The build flags of Gatsby's `program` that change a compilation. */
export interface ProgramLike {
  directory: string;
  prefixPaths?: boolean;
  noUglify?: boolean;
  profile?: boolean;
}

/** What shapes the webpack configs rather than the modules they compile. */
export function configKey(program: ProgramLike, gatsbyVersion: string, env: NodeJS.ProcessEnv = process.env): string {
  const root = program.directory;
  const compiled = filesUnder(path.join(root, '.cache', 'compiled')).map((f) => [path.relative(root, f), fileSha1(f)]);
  const lock = path.join(root, 'package-lock.json');
  const environment = Object.entries(env)
    .filter(([name]) => (/^(GATSBY_|BUILD_)/.test(name) || name === 'NODE_ENV') && name !== SWITCH)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return sha1(
    JSON.stringify({
      program: [program.prefixPaths ?? false, program.noUglify ?? false, program.profile ?? false],
      gatsbyVersion,
      lock: fs.existsSync(lock) ? fileSha1(lock) : null,
      compiled,
      environment,
    }),
  );
}

export const recordFile = (root: string, stage: string) => path.join(root, RECORD_DIR, `${stage}.json`);

export function readRecord(root: string, stage: string): StageRecord | null {
  try {
    return JSON.parse(fs.readFileSync(recordFile(root, stage), 'utf8')) as StageRecord;
  } catch {
    return null;
  }
}

export function writeRecord(root: string, stage: string, record: StageRecord): void {
  const file = recordFile(root, stage);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
  fs.renameSync(`${file}.tmp`, file);
}

/** Why a stage must compile, or null when its record holds: same key, same inputs, the hash Gatsby saved. */
export function whyCompile(record: StageRecord | null, key: string, savedHash: string | null): string | null {
  if (!record) return 'no record of an earlier compilation';
  if (record.key !== key) return 'the config, the environment or the dependencies changed';
  if (!savedHash || record.hash !== savedHash) return "Gatsby's saved state is not the recorded compilation's";
  return changedInput(record.inputs);
}

/**
 * What `getSSRChunkHashes` reads of a renderer's stats, rebuilt from the recorded hashes (with
 * slices, Gatsby stores the render-page chunks' hash as the renderer's, so `hash` is both).
 */
export function replayedRendererStats(
  hash: string,
  templates: { chunkName: string; hash: string }[],
): { hash: string; hasErrors: () => boolean; hasWarnings: () => boolean; compilation: { chunkGroups: unknown[] } } {
  const group = (name: string, chunkHash: string) => ({ name, chunks: [{ hash: chunkHash }], childrenIterable: [] });
  return {
    hash,
    hasErrors: () => false,
    hasWarnings: () => false,
    compilation: { chunkGroups: [group('render-page', hash), ...templates.map((t) => group(t.chunkName, t.hash))] },
  };
}

interface Stats {
  hash?: string;
  compilation: CompilationLike;
}
type Bundle = (program: ProgramLike, span: unknown) => Promise<{ stats: Stats; close: () => Promise<void> }>;
type Renderer = (program: ProgramLike, stage: string, span: unknown) => Promise<{ stats: Stats; close: () => Promise<void> }>;
interface Component {
  componentPath: string;
  componentChunkName: string;
}
interface GatsbyState {
  webpackCompilationHash: string;
  components: Map<string, Component>;
  html: { ssrCompilationHash: string; templateCompilationHashes: Record<string, string> };
}
type ChunkHashes = (a: { stats: unknown; components: Map<string, Component> }) => { renderPageHash: string; templateHashes: Record<string, string> };

const JS = 'build-javascript';
const HTML = 'build-html';
const noClose = async () => {};

/**
 * Replaces Gatsby's two compile steps with ones that keep the last build's output when its inputs
 * did not change. Called from the plugin's onPreInit in a kept work directory's build (the build
 * command's modules are loaded by then). `log` gets one line per stage: kept, or compiled and why.
 */
export function applyKeptBundles(log: (line: string) => void): void {
  const fromSite = createRequire(path.join(process.cwd(), 'package.json'));
  const gatsbyVersion = (fromSite('gatsby/package.json') as { version: string }).version;
  const js = fromSite('gatsby/dist/commands/build-javascript') as { buildProductionBundle: Bundle; __kept?: true };
  const html = fromSite('gatsby/dist/commands/build-html') as { buildRenderer: Renderer };
  const { getSSRChunkHashes } = fromSite('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as { getSSRChunkHashes: ChunkHashes };
  const { store } = fromSite('gatsby/dist/redux') as { store: { getState: () => GatsbyState } };
  keepsBundles(); // a bad value stops the build here, not halfway
  if (js.__kept) return;
  js.__kept = true;

  const bundle = js.buildProductionBundle;
  js.buildProductionBundle = async (program, span) => {
    const key = configKey(program, gatsbyVersion);
    const record = readRecord(program.directory, JS);
    const why = keepsBundles() ? whyCompile(record, key, store.getState().webpackCompilationHash) : `${SWITCH}=0`;
    if (!why && record) {
      log(`bundles: kept from the last build (inputs unchanged: ${Object.keys(record.inputs.files).length} files)`);
      return { stats: { hash: record.hash, hasWarnings: () => false } as unknown as Stats, close: noClose };
    }
    log(`bundles: compiled (${why})`);
    // no record while the compile writes: one that fails leaves none behind
    fs.rmSync(recordFile(program.directory, JS), { force: true });
    const done = await bundle(program, span);
    writeRecord(program.directory, JS, { key, hash: done.stats.hash ?? '', inputs: inputsOf(done.stats.compilation) });
    return done;
  };

  const renderer = html.buildRenderer;
  html.buildRenderer = async (program, stage, span) => {
    if (stage !== HTML) return renderer(program, stage, span);
    const key = configKey(program, gatsbyVersion);
    const record = readRecord(program.directory, HTML);
    const state = store.getState();
    const templates = [...state.components.values()].map((c) => ({ chunkName: c.componentChunkName, hash: record?.templateHashes?.[c.componentPath] }));
    let why = !keepsBundles()
      ? `${SWITCH}=0`
      : process.env.GATSBY_SLICES
        ? whyCompile(record, key, state.html.ssrCompilationHash)
        : 'Gatsby builds without slices';
    if (!why && templates.some((t) => t.hash === undefined)) why = 'a template without a recorded compilation';
    if (!why && record) {
      log(`renderer: kept from the last build (inputs unchanged: ${Object.keys(record.inputs.files).length} files)`);
      const stats = replayedRendererStats(record.hash, templates as { chunkName: string; hash: string }[]);
      return { stats: stats as unknown as Stats, close: noClose };
    }
    log(`renderer: compiled (${why})`);
    fs.rmSync(recordFile(program.directory, HTML), { force: true });
    const done = await renderer(program, stage, span);
    // what Gatsby stores for this compilation (build.js, with slices): the render-page chunks' hash and one per template
    const hashes = getSSRChunkHashes({ stats: done.stats, components: store.getState().components });
    writeRecord(program.directory, HTML, { key, hash: hashes.renderPageHash, templateHashes: hashes.templateHashes, inputs: inputsOf(done.stats.compilation) });
    return done;
  };
}
