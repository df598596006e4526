// A private site for the hostile-content check (docs/architecture.md#sourcing-at-scale, "Rich HTML cleaned once"): the demo content with script,
// event-handler, javascript: URL, <iframe srcdoc> and SVG payloads written into rich AND plain
// fields of one blog, one product and one dealer, loaded into a CMS of its own, built in a
// private copy of the project (artifacts/e2e/hostile-site/) and served. The shared e2e CMS and
// build are never touched, so the spec needs no exclusive slot.
// The same private build also carries the production-build checks of the editing flow
// (docs/product/editing.md): before it, an editor writes a new draft, a draft rename of a published
// blog and deletes a blog through the editing API; the build runs with the editor token, so it
// records the change feed's cursor and a second build with its cache reads only the changes.
// One build for both saves a cold build per test run (docs/development.md#test-run-time).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, portIsFree, stopChild, type Child } from '../../../scripts/lib/proc';
import { makePrivateCopy } from '../../../scripts/lib/private-copy';
import { buildSite, hasBuild, serveSite, startCms } from '../../../scripts/lib/site';
import { ARTIFACTS } from './harness';
import { editorCall, editorSignIn, readBlogItem, saveBlogDraft } from '../../../scripts/preview';

/** Every payload sets this global (or opens a dialog) if it ever runs. */
export const FLAG = '__hostilePayloadRan';

const js = `window.${FLAG}=1;alert(1)`;

/** Rich HTML carrying every kind of payload, plus a paragraph of honest text that must survive. */
export const RICH_PAYLOAD = [
  '<p>Honest paragraph before the payloads.</p>',
  `<script>${js}</script>`,
  `<img src="x" onerror="${js}" alt="broken">`,
  `<p onclick="${js}" onmouseover="${js}">Hover text</p>`,
  `<a href="javascript:${js}">javascript link</a>`,
  `<a href="  JaVaScRiPt:${js}">mixed-case javascript link</a>`,
  `<iframe srcdoc="<script>parent.${FLAG}=1</script>"></iframe>`,
  `<svg onload="${js}"><circle r="5"></circle></svg>`,
  `<object data="javascript:${js}"></object>`,
  `<form action="javascript:${js}"><button>go</button></form>`,
  `<style>body{background:url("javascript:${js}")}</style>`,
  '<p>Honest paragraph after the payloads.</p>',
].join('\n');

/** A plain-text field value: it must show exactly as typed, as text. `</script>` tests JSON-LD. */
export const plain = (label: string) => `${label} <script>${js}</script><img src=x onerror="${js}"></script><svg onload="${js}">`;

export interface HostileItems {
  blog: { id: number; title: string; desc: string };
  product: { id: number; name: string; subName: string };
  dealer: { id: number; name: string; address: string };
}

/** What an editor changed in the hostile CMS before its build: none of it is published. */
export interface EditorChanges {
  /** A new blog, a draft only. */
  draft: { id: number; title: string };
  /** A published blog whose draft carries another title. */
  renamed: { id: number; draftTitle: string };
  /** A published blog the editor deleted. */
  deletedId: number;
}

export interface HostileSite {
  url: string;
  items: HostileItems;
  stop: () => Promise<void>;
  /** The private project copy the site was built in (its public/ is what `url` serves). */
  root: string;
  apiUrl: string;
  /** The last build was reused (E2E_REUSE_BUILD=1), not made in this run. */
  reused: boolean;
  /** The first build's log (empty when reused). */
  buildLog: string;
  changes: EditorChanges;
  /** A signed-in editor's session cookie on the hostile CMS. */
  editorCookie: string;
  /** `gatsby build` again in `root` with its cache in place; answers the build's log. */
  rebuild: () => Promise<string>;
}

type BlogList = { data: { blogs: { data: { id: number }[] } } };

/** The editor's unpublished work, done through the editing API before the build. */
async function makeEditorChanges(apiUrl: string, cookie: string, hostileBlogId: number): Promise<EditorChanges> {
  const list = (await (await fetch(`${apiUrl}/api/Blog/list?page=1`)).json()) as BlogList;
  const [renamedId, deletedId] = list.data.blogs.data.map((b) => b.id).filter((id) => id !== hostileBlogId);
  if (!renamedId || !deletedId) throw new Error('the demo content has fewer than three published blogs on the first page');
  const tag = Date.now().toString(36);
  const draftTitle = `Draft rename editors see ${tag}`;
  await saveBlogDraft(apiUrl, cookie, renamedId, (item) => ({ ...item, title: draftTitle }));
  const { item: model } = await readBlogItem(apiUrl, cookie, renamedId);
  const title = `Draft only editors see ${tag}`;
  const created = await editorCall<{ id: number }>(apiUrl, cookie, 'POST', '/api/editor/items/blogs', { data: { ...model, title, related: [] } });
  const { etag } = await readBlogItem(apiUrl, cookie, deletedId);
  await editorCall(apiUrl, cookie, 'DELETE', `/api/editor/items/blogs/${deletedId}`, undefined, etag);
  return { draft: { id: created.id, title }, renamed: { id: renamedId, draftTitle }, deletedId };
}

type Rec = Record<string, unknown> & { id: number };

function rewrite(dir: string, file: string, edit: (first: Rec) => void): void {
  const p = path.join(dir, file);
  const list = JSON.parse(fs.readFileSync(p, 'utf8')) as Rec[];
  const first = list.find((r) => r.status === 'published');
  if (!first) throw new Error(`${file} in the demo content has no published item to make hostile`);
  edit(first);
  fs.writeFileSync(p, JSON.stringify(list, null, 1));
}

/** The one JPEG and the one PNG every picture of the hostile content shows. */
export const HOSTILE_PICTURES = { jpg: 'media/blog-01.jpg', png: 'media/icon-blade.png' } as const;

/**
 * Points every picture of the content at HOSTILE_PICTURES: the build resizes each distinct picture
 * into its WebP and original-format sets, 512 image jobs for the demo's 225 (over a minute of both
 * cores), while the spec checks payloads and the change feed, never a picture. Videos and PDFs
 * keep their own files.
 */
function onePicturePerFormat(dir: string): void {
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const p = path.join(dir, file);
    const text = fs.readFileSync(p, 'utf8');
    const out = text.replace(/media\/[\w.-]+\.(jpe?g|png)\b/gi, (_m, ext: string) =>
      ext.toLowerCase() === 'png' ? HOSTILE_PICTURES.png : HOSTILE_PICTURES.jpg,
    );
    if (out !== text) fs.writeFileSync(p, out);
  }
}

/** Demo content with the payloads written in; returns the items to visit. */
export function writeHostileContent(outDir: string): HostileItems {
  fs.cpSync(path.join(ROOT, 'cms', 'content'), outDir, { recursive: true });
  onePicturePerFormat(outDir);
  const items = {} as HostileItems;
  rewrite(outDir, 'blogs.json', (b) => {
    items.blog = { id: b.id, title: plain('Blog title'), desc: plain('Blog summary') };
    Object.assign(b, { title: items.blog.title, sub_title: plain('Blog SEO title'), desc: items.blog.desc, keywords: plain('kw'), content: RICH_PAYLOAD });
  });
  rewrite(outDir, 'products.json', (p) => {
    items.product = { id: p.id, name: plain('Product name'), subName: plain('Product subtitle') };
    Object.assign(p, {
      goods_name: items.product.name,
      sub_name: items.product.subName,
      desc: plain('Product summary'),
      content: RICH_PAYLOAD,
      tools_content: RICH_PAYLOAD,
    });
  });
  rewrite(outDir, 'dealers.json', (d) => {
    items.dealer = { id: d.id, name: plain('Dealer name'), address: plain('Dealer address') };
    Object.assign(d, { shop_name: items.dealer.name, address: items.dealer.address, desc: plain('Dealer summary'), content: RICH_PAYLOAD });
  });
  return items;
}

const log = (msg: string) => process.stdout.write(`[hostile] ${msg}\n`);

/** CMS on the hostile content, a private build against it and its static server. */
export async function startHostileSite(): Promise<HostileSite> {
  const dir = path.join(ARTIFACTS, 'e2e', 'hostile');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-hostile-'));
  const content = path.join(tmp, 'content');
  const items = writeHostileContent(content);
  const children: Child[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const site = path.join(ARTIFACTS, 'e2e', 'hostile-site');
    const info = path.join(site, 'hostile-build.json');
    // E2E_REUSE_BUILD=1 (as for the shared build) keeps the last hostile build; its CMS comes back
    // on the port the build baked in, so the CSP still allows the page's live calls.
    const reuse = process.env.E2E_REUSE_BUILD === '1' && hasBuild(site) && fs.existsSync(info);
    const builtFor = reuse ? (JSON.parse(fs.readFileSync(info, 'utf8')) as { cmsPort: number }).cmsPort : 0;
    const cmsPort = builtFor && (await portIsFree(builtFor)) ? builtFor : await freePort();
    const apiUrl = `http://localhost:${cmsPort}`;
    // the editing API's machine token: the build reads the change feed with it
    const editorToken = randomBytes(24).toString('base64url');
    children.push(
      await startCms({
        port: cmsPort,
        dbFile: path.join(tmp, 'cms.sqlite'),
        uploadDir: path.join(tmp, 'uploads'),
        logFile: path.join(dir, 'cms.log'),
        env: { CMS_CONTENT_DIR: content, CMS_LOG: '0', CMS_EDITOR_TOKEN: editorToken },
      }),
    );
    const editorCookie = await editorSignIn(apiUrl);
    const changes = await makeEditorChanges(apiUrl, editorCookie, items.blog.id);
    // a production build: published content only, whatever the machine token could read. It keeps
    // webpack's cache on disk (BUILD_WEBPACK_CACHE): the second build then compiles no bundle again,
    // as a site's next build would (docs/configuration.md).
    const buildEnv = { SITE_URL: '', CMS_EDITOR_TOKEN: editorToken, GATSBY_CMS_PREVIEW: '0', CMS_PREVIEW: '0', BUILD_WEBPACK_CACHE: '1' };
    const sitePort = await freePort();
    const url = `http://localhost:${sitePort}`;
    buildEnv.SITE_URL = url;
    const buildLog = path.join(dir, 'build.log');
    if (reuse) log(`E2E_REUSE_BUILD=1: reusing ${path.relative(ROOT, site)}/public/`);
    else {
      fs.rmSync(info, { force: true });
      makePrivateCopy(site, ROOT);
      log(`building the hostile-content site in ${path.relative(ROOT, site)}/ (log: ${path.relative(ROOT, dir)}/build.log)`);
      await buildSite({ root: site, apiUrl, logFile: buildLog, env: buildEnv });
      fs.writeFileSync(info, JSON.stringify({ cmsPort }));
    }
    // a reused build is served as it was made (its build-info.json); a new one is checked against its addresses
    children.push(await serveSite({ root: site, port: sitePort, logFile: path.join(dir, 'serve.log'), ...(reuse ? {} : { apiUrl, siteUrl: url }) }));
    log(`hostile-content site on ${url}`);
    const rebuild = async () => {
      const log2 = path.join(dir, 'build-2.log');
      await buildSite({ root: site, apiUrl, logFile: log2, env: buildEnv });
      return fs.readFileSync(log2, 'utf8');
    };
    return {
      url,
      items,
      stop,
      root: site,
      apiUrl,
      reused: reuse,
      buildLog: reuse ? '' : fs.readFileSync(buildLog, 'utf8'),
      changes,
      editorCookie,
      rebuild,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
