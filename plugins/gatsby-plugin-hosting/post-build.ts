// After `gatsby build`: gives every page its scripts run after the main image (the loader of
// ./scripts-after-main-image.ts in place of Gatsby's scripts slice) and its script policy (a <meta>
// CSP listing the hashes of the inline scripts) and writes the hosting files of the build: `_headers` (the
// security and cache headers, in the format static hosts and CDNs read) and `_redirects` (the
// client-only routes). Run by plugins/gatsby-plugin-hosting; idempotent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { KeptPages } from './hosting-manifest';
import { scriptPolicy, securityHeaders } from './server/policy';
import { redirectsFile, type Rewrite } from './server/routes';

const META_START = Buffer.from('<meta http-equiv="Content-Security-Policy"');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const HEAD_OPEN = Buffer.from('<head');
const GT = 0x3e; // '>'
/** data blocks (JSON-LD …) are never run, so CSP does not need them */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.posix.join(rel, e.name);
    if (e.isDirectory()) return r === 'page-data' || r === '_gatsby' ? [] : htmlFiles(dir, r);
    return e.name.endsWith('.html') ? [r] : [];
  });
}

export interface InlineScript {
  hash: string;
  /** the page-path loader is the only inline script unique to a page */
  ownToPage: boolean;
}

const isWordByte = (b: number | undefined) =>
  b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f);

/**
 * The inline scripts of a page as bytes: the page's HTML is never decoded to a string (10,000
 * pages of 60 KB each made the step mostly text decoding and regular expressions over whole pages).
 */
function scriptsOf(html: Buffer): InlineScript[] {
  const out: InlineScript[] = [];
  let at = 0;
  for (;;) {
    const open = html.indexOf(SCRIPT_OPEN, at);
    if (open < 0) return out;
    at = open + SCRIPT_OPEN.length;
    if (isWordByte(html[at])) continue; // <scripts…>, not a script element
    const tagEnd = html.indexOf(GT, at);
    if (tagEnd < 0) return out;
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close < 0) return out;
    const attrs = html.toString('utf8', at, tagEnd);
    at = close + SCRIPT_CLOSE.length;
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    const hash = crypto
      .createHash('sha256')
      .update(html.subarray(tagEnd + 1, close))
      .digest('base64');
    out.push({ hash, ownToPage: /id="gatsby-script-loader"/.test(attrs) });
  }
}

/** The page without the policy <meta> a previous run of this step put in (the step is idempotent). */
function withoutPolicy(html: Buffer): Buffer {
  let start = html.indexOf(META_START);
  if (start < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (start >= 0) {
    const end = html.indexOf(GT, start);
    if (end < 0) break;
    parts.push(html.subarray(from, start));
    from = end + 1;
    start = html.indexOf(META_START, from);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** Hashes of the inline scripts a page runs; the page-path loader is the only one unique to a page. */
export function inlineScripts(html: string): InlineScript[] {
  return scriptsOf(withoutPolicy(Buffer.from(html, 'utf8')));
}

/** The page with `meta` first in its head (or first of all, for a page without a head). */
function withPolicy(page: Buffer, meta: Buffer): Buffer {
  const head = page.indexOf(HEAD_OPEN);
  const headEnd = head < 0 ? -1 : page.indexOf(GT, head);
  if (headEnd < 0) return Buffer.concat([meta, page]);
  return Buffer.concat([page.subarray(0, headEnd + 1), meta, page.subarray(headEnd + 1)]);
}

export interface PostBuildOptions {
  apiUrl: string;
  https: boolean;
  rewrites: Rewrite[];
}

export interface PostBuildResult {
  pages: number;
  sharedHashes: number;
  /** pages whose file changed (a rebuild leaves the pages Gatsby did not rewrite as they were) */
  written: number;
  /** pages not read at all: in a kept work directory, left as the last pass wrote them (./hosting-manifest.ts) */
  skipped: number;
}

/** Gatsby's scripts slice as it stands in every page, and the loader each page gets in its place. */
export interface ScriptsSwap {
  gatsby: Buffer;
  loader: Buffer;
}

/** What the policy step knows so far in one build: the shared scripts of the pages read. */
export interface PolicyState {
  shared: Set<string>;
  /** in a kept work directory, the last pass's record of the pages (and this pass's, once saved) */
  kept?: KeptPages;
  /** what `kept` said of each page asked about in this pass (its shared scripts, or null: read it) */
  keptAnswers?: Map<string, string[] | null>;
  /** the scripts run after the main image (./scripts-after-main-image.ts), absent for a build without slices */
  scripts?: ScriptsSwap;
}

export const newPolicyState = (kept?: KeptPages, scripts?: ScriptsSwap): PolicyState => ({
  shared: new Set(),
  ...(kept ? { kept, keptAnswers: new Map() } : {}),
  ...(scripts ? { scripts } : {}),
});

/**
 * The page with the loader where Gatsby stitched its scripts slice. A page the last pass wrote
 * has the loader already and is returned as it is, so the pass stays idempotent.
 */
function withLoader(page: Buffer, swap: ScriptsSwap | undefined): Buffer {
  const at = swap ? page.indexOf(swap.gatsby) : -1;
  if (!swap || at < 0) return page;
  return Buffer.concat([page.subarray(0, at), swap.loader, page.subarray(at + swap.gatsby.length)]);
}

/** The page as it is served, but for its policy: without an earlier policy, with the loader. */
const servedPage = (state: PolicyState, file: Buffer) => withLoader(withoutPolicy(file), state.scripts);

/**
 * In a kept work directory: when page `rel` is the file the last pass left, its recorded shared
 * scripts join the state and the answer is true (the page need not be read); otherwise false.
 */
export function learnFromRecord(state: PolicyState, rel: string): boolean {
  if (!state.kept || !state.keptAnswers) return false;
  let recorded = state.keptAnswers.get(rel);
  if (recorded === undefined) {
    recorded = state.kept.unchanged(rel);
    state.keptAnswers.set(rel, recorded);
  }
  if (!recorded) return false;
  for (const h of recorded) state.shared.add(h);
  return true;
}

/** Adds a page's shared scripts to the state (and, with `rel`, to the record of the pass); returns its scripts. */
export function learnShared(state: PolicyState, page: Buffer, rel?: string): InlineScript[] {
  const scripts = scriptsOf(page);
  for (const s of scripts) if (!s.ownToPage) state.shared.add(s.hash);
  if (rel !== undefined)
    state.kept?.record(
      rel,
      scripts.filter((s) => !s.ownToPage).map((s) => s.hash),
    );
  return scripts;
}

/** The page (as written by Gatsby, or by an earlier run of this step) with the policy it needs now. */
export function pageWithPolicy(state: PolicyState, before: Buffer, rel?: string): Buffer {
  const page = servedPage(state, before);
  const own = learnShared(state, page, rel).filter((s) => s.ownToPage);
  const policy = scriptPolicy([...state.shared, ...own.map((s) => s.hash)]);
  return withPolicy(page, Buffer.from(`<meta http-equiv="Content-Security-Policy" content="${policy}"/>`));
}

/** Pages (relative, '/'-separated) in the order the policy step reads them: the shallow ones first. */
export function pagesInPolicyOrder(publicDir: string): string[] {
  return htmlFiles(publicDir).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

const depth = (file: string) => file.split('/').length;
/** The home page, 404 and the top-level screens: where pages differ in their shared scripts. */
export const isShallow = (file: string) => depth(file) <= 2;

export function writeHostingFiles(publicDir: string, o: PostBuildOptions, state: PolicyState = newPolicyState()): PostBuildResult {
  // Scripts a page's head adds on client-side navigation (react-helmet) must be allowed on every
  // page: the policy lists every page's shared scripts. Gatsby writes the same few on nearly every
  // page, so each page is read once and written with the shared scripts seen so far; a page that
  // brings a new one sends the pages written before it through a second pass. One page in memory
  // at a time: 10,000 pages held at once (about 2 GB of text) ran the build out of memory
  // (docs/architecture.md#sourcing-at-scale).
  const { shared } = state;
  let written = 0;
  const writePolicy = (file: string): number => {
    const full = path.join(publicDir, file);
    const before = fs.readFileSync(full);
    const after = pageWithPolicy(state, before, file);
    // a page Gatsby did not write again in this build already has its policy: leave it alone
    if (!after.equals(before)) {
      fs.writeFileSync(full, after);
      written++;
    }
    return shared.size;
  };
  const files = pagesInPolicyOrder(publicDir);
  // The shallow pages (a few dozen) are read first for their shared scripts; the thousands of
  // detail pages below them then rarely bring a new one. In a kept work directory a page the last
  // pass left as it is gives its shared scripts from the record, unread.
  for (const file of files) {
    if (isShallow(file) && !learnFromRecord(state, file)) learnShared(state, servedPage(state, fs.readFileSync(path.join(publicDir, file))), file);
  }
  const SKIPPED = -1;
  const sizes = files.map((file) => (learnFromRecord(state, file) ? SKIPPED : writePolicy(file)));
  // A page left unread has the policy of the last pass's shared scripts: still right when the
  // site's shared scripts are the same now, else it is written again like any other.
  const before = state.kept?.finalBefore;
  const unreadStillRight = !!before && before.size === shared.size && [...shared].every((h) => before.has(h));
  // pages written before the last new shared script turned up; the set only grows, so sizes compare
  let skipped = 0;
  files.forEach((file, i) => {
    if (sizes[i] === SKIPPED ? !unreadStillRight : sizes[i] < shared.size) writePolicy(file);
    else if (sizes[i] === SKIPPED) skipped++;
  });
  state.kept?.save(files, shared);

  const headers = securityHeaders({ apiUrl: o.apiUrl, https: o.https });
  const block = (pattern: string, h: Record<string, string>) =>
    `${pattern}\n${Object.entries(h)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  fs.writeFileSync(
    path.join(publicDir, '_headers'),
    [
      '# Security and cache headers for static hosts and CDNs (generated at build time; see docs/configuration.md)',
      block('/*', headers),
      block('/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      block('/page-data/*', { 'Cache-Control': 'public, max-age=0, must-revalidate' }),
    ].join('\n'),
  );
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(o.rewrites));
  return { pages: files.length, sharedHashes: shared.size, written, skipped };
}
