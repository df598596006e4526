// `npm run preview`: the editors' preview server. Starts the CMS with the machine token
// (CMS_EDITOR_TOKEN, read-only) and told to notify the preview (PREVIEW_REFRESH_URL, GATSBY_REFRESH_TOKEN),
// then `gatsby develop` with the refresh endpoint enabled and the source plugin in preview mode
// (drafts over published, read with the machine token). An editor's save posts {type, id, action} to
// /__refresh/gatsby-source-carfilm and the plugin applies just that change: the page updates
// in a few seconds, without a restart. Prints both URLs and the tokens it made up.
//
// Also a module: the preview integration test and `npm run bench:preview` start the same pair
// with startPreview(), in a private copy of the project (makePrivateCopy) so `gatsby develop`'s
// .cache/ and public/ never collide with a build in the project directory.
import { randomBytes } from 'node:crypto';
import { makePrivateCopy as copyProject } from './lib/private-copy';
import path from 'node:path';
import { ROOT, bin, freePort, portIsFree, spawnChild, stopAllChildren, stopChild, tail, waitForUrl, type Child } from './lib/proc';
import { startCms } from './lib/site';
import { DEMO_EDITOR } from '../cms/demo/accounts';
import { ensureAdminBuilt } from './build-admin';

export interface PreviewOptions {
  /** project directory to run in (default: this project) */
  root?: string;
  cmsPort: number;
  previewPort: number;
  dbFile: string;
  uploadDir?: string;
  editorToken?: string;
  refreshToken?: string;
  /** log files instead of the console */
  cmsLog?: string;
  developLog?: string;
  /** how long `gatsby develop` may take to answer (2 shared cores: minutes) */
  developTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

export interface Preview {
  cmsUrl: string;
  previewUrl: string;
  editorToken: string;
  refreshToken: string;
  cms: Child;
  develop: Child;
  stop(): Promise<void>;
}

const token = () => randomBytes(24).toString('base64url');

/** A copy of the project (no node_modules/.cache/public/.git) at `dest`, so the preview builds apart from the working tree. */
export function makePrivateCopy(dest: string, from = ROOT): string {
  return copyProject(dest, from);
}

/**
 * The benches' preview: a private copy of the project at `dir`, the CMS and `gatsby develop` on
 * free ports, logs in `dir`. `onPorts` hears the ports before the (slow) boot begins.
 */
export async function startPreviewInCopy(dir: string, onPorts: (cmsPort: number, previewPort: number) => void): Promise<Preview> {
  makePrivateCopy(dir);
  const [cmsPort, previewPort] = [await freePort(), await freePort()];
  onPorts(cmsPort, previewPort);
  return startPreview({
    root: dir,
    cmsPort,
    previewPort,
    dbFile: path.join(dir, 'data', 'cms.sqlite'),
    uploadDir: path.join(dir, 'data', 'uploads'),
    cmsLog: path.join(dir, 'cms.log'),
    developLog: path.join(dir, 'develop.log'),
    // the first develop bundle on 2 shared cores can take well over the default 5 minutes
    developTimeoutMs: 900_000,
  });
}

export async function startPreview(o: PreviewOptions): Promise<Preview> {
  const root = o.root ?? ROOT;
  const editorToken = o.editorToken || token();
  const refreshToken = o.refreshToken || token();
  const cmsUrl = `http://localhost:${o.cmsPort}`;
  const previewUrl = `http://localhost:${o.previewPort}`;
  const cms = await startCms({
    root,
    port: o.cmsPort,
    dbFile: o.dbFile,
    uploadDir: o.uploadDir,
    logFile: o.cmsLog,
    env: {
      CMS_EDITOR_TOKEN: editorToken,
      PREVIEW_REFRESH_URL: `${previewUrl}/__refresh/gatsby-source-carfilm`,
      // the editors' console opens items' pages here
      PREVIEW_URL: previewUrl,
      GATSBY_REFRESH_TOKEN: refreshToken,
      ...o.env,
    },
  });
  const develop = spawnChild('preview', bin('gatsby', root), ['develop', '-p', String(o.previewPort), '-H', 'localhost'], {
    cwd: root,
    logFile: o.developLog,
    env: {
      GATSBY_TELEMETRY_DISABLED: '1',
      GATSBY_LOGGER: process.env.GATSBY_LOGGER || 'yurnalist',
      // under jest NODE_ENV is 'test', which makes Gatsby's babel-loader skip its config
      NODE_ENV: 'development',
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      // every node type is declared up front (createTypes, @dontInfer): a refresh needs no schema rebuild (~2 s saved)
      GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD: process.env.GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD ?? 'true',
      GATSBY_REFRESH_TOKEN: refreshToken,
      GATSBY_API_URL: cmsUrl,
      GATSBY_CMS_PREVIEW: '1',
      CMS_PREVIEW: '1',
      CMS_EDITOR_TOKEN: editorToken,
      ...o.env,
    },
  });
  const stop = async () => {
    await stopChild(develop);
    await stopChild(cms);
  };
  try {
    // develop answers `/` only once bootstrap (sourcing, schema, pages, webpack) is done
    await waitForUrl(`${previewUrl}/`, { child: develop, timeoutMs: o.developTimeoutMs ?? 300_000 });
  } catch (err) {
    await stop();
    throw new Error(`gatsby develop did not start: ${(err as Error).message}` + (o.developLog ? `\n${tail(o.developLog, 60)}` : ''));
  }
  return { cmsUrl, previewUrl, editorToken, refreshToken, cms, develop, stop };
}

/** Signs in to the editing API (the demo editor unless told otherwise); answers the session cookie. */
export async function editorSignIn(cmsUrl: string, username = DEMO_EDITOR.username, password = DEMO_EDITOR.password): Promise<string> {
  const res = await fetch(`${cmsUrl}/api/editor/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`signing in as ${username}: HTTP ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

/** One call of the editing API as a signed-in editor (`cookie`); throws unless it answers code 1. */
export async function editorCall<T = unknown>(
  cmsUrl: string,
  cookie: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  apiPath: string,
  body?: unknown,
  ifMatch?: string,
): Promise<T> {
  const res = await fetch(`${cmsUrl}${apiPath}`, {
    method,
    headers: { cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 1) throw new Error(`${method} ${apiPath}: HTTP ${res.status} ${json.msg}`);
  return json.data;
}

/** A blog as its FORMAT.md item (the draft if there is one), with the version to send back as If-Match. */
export async function readBlogItem(cmsUrl: string, cookie: string, id: number): Promise<{ item: Record<string, unknown>; etag: string }> {
  const doc = await editorCall<{ data: Record<string, unknown>; version: number }>(cmsUrl, cookie, 'GET', `/api/editor/items/blogs/${id}`);
  return { item: doc.data, etag: `"v${doc.version}"` };
}

/** Saves a draft of blog `id` changed by `change` (reads it first for its version). */
export async function saveBlogDraft(cmsUrl: string, cookie: string, id: number, change: (item: Record<string, unknown>) => Record<string, unknown>) {
  const { item, etag } = await readBlogItem(cmsUrl, cookie, id);
  await editorCall(cmsUrl, cookie, 'PUT', `/api/editor/items/blogs/${id}`, { data: change(item) }, etag);
}

/**
 * Poll a page's page-data on the preview server until `test(text)` holds; resolves with the
 * milliseconds it took, rejects after `timeoutMs`.
 */
export async function waitForPageData(
  previewUrl: string,
  pagePath: string,
  test: (text: string) => boolean,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<number> {
  const url = `${previewUrl}/page-data${pagePath.replace(/\/$/, '')}/page-data.json`;
  const t0 = Date.now();
  let last = '';
  while (Date.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { 'cache-control': 'no-cache' } });
      const text = await res.text();
      if (res.ok && test(text)) return Date.now() - t0;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url}: condition not met within ${timeoutMs / 1000}s (last: ${last})`);
}

async function main() {
  const cmsPort = Number(process.env.CMS_PORT || 4800);
  const previewPort = Number(process.env.PREVIEW_PORT || 8800);
  for (const [name, port] of [
    ['CMS_PORT', cmsPort],
    ['PREVIEW_PORT', previewPort],
  ] as const) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is already in use; pick another: ${name}=<port> npm run preview`);
  }
  const editorToken = process.env.CMS_EDITOR_TOKEN && process.env.CMS_EDITOR_TOKEN.length >= 16 ? process.env.CMS_EDITOR_TOKEN : token();
  const refreshToken = process.env.GATSBY_REFRESH_TOKEN || token();
  const say = (s: string) => process.stdout.write(`[preview] ${s}\n`);
  await ensureAdminBuilt(say);
  say(`starting the CMS on ${cmsPort} and gatsby develop on ${previewPort} (the first start takes a few minutes)`);
  const p = await startPreview({
    cmsPort,
    previewPort,
    dbFile: path.resolve(ROOT, process.env.CMS_DB_FILE || 'data/cms.sqlite'),
    uploadDir: process.env.CMS_UPLOAD_DIR ? path.resolve(ROOT, process.env.CMS_UPLOAD_DIR) : undefined,
    editorToken,
    refreshToken,
  });
  say(`editors' console:   ${p.cmsUrl}/admin/   (demo editor: ${DEMO_EDITOR.username} / ${DEMO_EDITOR.password})`);
  say(`CMS (editing API):  ${p.cmsUrl}/api/editor/...   sign in: POST /api/editor/session (demo editor: README)`);
  say(`preview site:       ${p.previewUrl}/   (drafts included; edits show within seconds)`);
  say(
    `refresh endpoint:   ${p.previewUrl}/__refresh/gatsby-source-carfilm   authorization: ${process.env.GATSBY_REFRESH_TOKEN ? '<GATSBY_REFRESH_TOKEN>' : refreshToken}`,
  );
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAllChildren();
    process.exit(code);
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void shutdown(0));
  void p.cms.exited.then((c) => {
    if (!stopping) {
      say(`the CMS exited (${c})`);
      void shutdown(1);
    }
  });
  void p.develop.exited.then((c) => {
    if (!stopping) {
      say(`gatsby develop exited (${c})`);
      void shutdown(1);
    }
  });
}

if (require.main === module) {
  main().catch(async (err) => {
    process.stderr.write(`[preview] ${(err as Error).message}\n`);
    await stopAllChildren();
    process.exit(1);
  });
}
