/**
 * Media: every file the content refers to on the API host (absolute URLs in node fields, and
 * src/href/poster/srcset/url() inside rich HTML) is downloaded into the build and the URL is
 * rewritten to the site-local `/media/<hash>-<name>`, so static pages need no API at view time.
 *
 * Files are kept in the plugin's cache directory (incremental builds skip the download) and
 * written to public/media/ (onPostBuild copies them again, so they are in the final public/).
 * Raster images also become CmsMedia nodes linked to a File node for gatsby-plugin-image.
 * Nothing is sanitized here: RichHtml sanitizes at render.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { CODES, SourceError } from './report';
import { mapLimit } from './client';
import { MEDIA_NODE_TYPE } from './node-types';
import type { SourceContext } from './context';
import { MEDIA_TYPES } from '../../contract/media-types';
import { altKey, fetchMediaAlts } from './media-alts';
// No typings for this subpath; it is the helper gatsby-source-filesystem builds File nodes with.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS subpath without typings
const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
  createFileNode: (p: string, createNodeId: (s: string) => string, opts: object) => Promise<Record<string, unknown> & { id: string }>;
};

export const MEDIA_URL_PREFIX = '/media/';
export const MEDIA_DIR = 'media';
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.tif', '.tiff']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Whether a URL points at a file on the API host (not at an API call). */
export function isApiMediaUrl(value: string, apiUrl: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let u: URL;
  let api: URL;
  try {
    u = new URL(value);
    api = new URL(apiUrl);
  } catch {
    return false;
  }
  const sameHost = u.host === api.host || (LOOPBACK.has(u.hostname) && LOOPBACK.has(api.hostname) && u.port === api.port && u.protocol === api.protocol);
  if (!sameHost) return false;
  return u.pathname.length > 1 && !u.pathname.startsWith('/api/');
}

/** `/media/<10 hex of sha1(url)>-<safe basename>` */
export function localMediaPath(url: string): string {
  const hash = createHash('sha1').update(url).digest('hex').slice(0, 10);
  let base = 'file';
  try {
    base = decodeURIComponent(path.posix.basename(new URL(url).pathname)) || 'file';
  } catch {
    /* keep 'file' */
  }
  const safe =
    base
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-80) || 'file';
  return `${MEDIA_URL_PREFIX}${hash}-${safe}`;
}

type UrlMap = (url: string) => string | undefined;

const ATTR_RE = /(\s(?:src|href|poster|data-src)\s*=\s*)(["'])(.*?)\2/gi;
const SRCSET_RE = /(\ssrcset\s*=\s*)(["'])(.*?)\2/gi;
const CSS_URL_RE = /url\((&quot;|["']?)(https?:\/\/[^)"'&]+)\1\)/gi;

const decodeAmp = (s: string) => s.replace(/&amp;/g, '&');

/** Rewrite media URLs inside an HTML string (attributes src/href/poster/data-src, srcset, url()). */
export function rewriteHtml(html: string, map: UrlMap): string {
  return html
    .replace(ATTR_RE, (all, pre: string, q: string, value: string) => {
      const local = map(decodeAmp(value.trim()));
      return local ? `${pre}${q}${local}${q}` : all;
    })
    .replace(SRCSET_RE, (all, pre: string, q: string, value: string) => {
      let changed = false;
      const out = value
        .split(',')
        .map((entry) => {
          const [u, ...desc] = entry.trim().split(/\s+/);
          const local = u ? map(decodeAmp(u)) : undefined;
          if (!local) return entry.trim();
          changed = true;
          return [local, ...desc].join(' ');
        })
        .join(', ');
      return changed ? `${pre}${q}${out}${q}` : all;
    })
    .replace(CSS_URL_RE, (all, q: string, u: string) => {
      const local = map(decodeAmp(u));
      return local ? `url(${q}${local}${q})` : all;
    });
}

/** Every API media URL an HTML string refers to. */
export function htmlMediaUrls(html: string, apiUrl: string): string[] {
  const found: string[] = [];
  rewriteHtml(html, (u) => {
    if (isApiMediaUrl(u, apiUrl)) found.push(u);
    return undefined;
  });
  return found;
}

/** Map every string of a JSON value: whole-string media URLs and HTML alike. */
export function rewriteValue<T>(value: T, apiUrl: string, map: UrlMap): T {
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (isApiMediaUrl(v.trim(), apiUrl)) return map(v.trim()) ?? v;
      if (v.includes('<') || v.includes('url(')) return rewriteHtml(v, (u) => (isApiMediaUrl(u, apiUrl) ? map(u) : undefined));
      return v;
    }
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}

/** Every API media URL in a JSON value (deduplicated, in first-seen order). */
export function collectMediaUrls(value: unknown, apiUrl: string): string[] {
  const urls = new Set<string>();
  rewriteValue(value, apiUrl, (u) => {
    urls.add(u);
    return undefined;
  });
  return [...urls];
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

export interface DownloadedMedia {
  originalUrl: string;
  url: string;
  localPath: string;
  mediaType: string;
}

async function download(url: string, dest: string, ctx: SourceContext): Promise<string> {
  const f = ctx.fetchImpl ?? fetch;
  let lastErr = '';
  for (let attempt = 0; attempt <= ctx.options.retries; attempt++) {
    try {
      const res = await f(url, { signal: AbortSignal.timeout(Math.max(ctx.options.timeoutMs, 15000)) });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`);
      const buf = Buffer.from(await res.arrayBuffer());
      const tmp = `${dest}.${process.pid}.tmp`;
      await fs.writeFile(tmp, buf);
      await fs.rename(tmp, dest);
      return res.headers.get('content-type')?.split(';')[0] ?? 'application/octet-stream';
    } catch (err) {
      lastErr = (err as Error).message;
      if (/^HTTP 4/.test(lastErr)) break;
    }
  }
  throw new SourceError(CODES.MediaDownload, `media ${url} could not be downloaded: ${lastErr}`);
}

const MIME_BY_EXT = MEDIA_TYPES;

/**
 * The media step: collect URLs across every record, download what the cache lacks, copy into
 * public/media, rewrite the records in place and create CmsMedia (+ File) nodes.
 */
export async function downloadMedia(ctx: SourceContext): Promise<DownloadedMedia[]> {
  const { records, options } = ctx;
  const all = Object.values(records).flat();
  const urls = collectMediaUrls(
    all.map((r) => r.data),
    options.apiUrl,
  );
  const cacheMedia = path.join(ctx.cacheDir, MEDIA_DIR);
  const publicMedia = path.join(ctx.publicDir, MEDIA_DIR);
  await fs.mkdir(cacheMedia, { recursive: true });
  await fs.mkdir(publicMedia, { recursive: true });

  const failures: string[] = [];
  const done = await mapLimit(urls, options.concurrency, async (originalUrl): Promise<DownloadedMedia | null> => {
    const url = localMediaPath(originalUrl);
    const name = url.slice(MEDIA_URL_PREFIX.length);
    const localPath = path.join(cacheMedia, name);
    const ext = path.extname(name).toLowerCase();
    let mediaType = MIME_BY_EXT[ext] ?? 'application/octet-stream';
    try {
      const fresh = !(await exists(localPath));
      if (fresh) {
        const type = await download(originalUrl, localPath, ctx);
        if (!MIME_BY_EXT[ext]) mediaType = type;
      }
      // a name is the URL's hash: a file already in public/media is this one (a preview refresh
      // copied every image and video of the changed records again)
      const publicPath = path.join(publicMedia, name);
      if (fresh || !(await exists(publicPath))) await fs.copyFile(localPath, publicPath);
      return { originalUrl, url, localPath, mediaType };
    } catch (err) {
      failures.push((err as Error).message);
      return null;
    }
  });
  if (failures.length) {
    const msg = `${failures.length} media file(s) failed: ${failures.slice(0, 3).join('; ')}${failures.length > 3 ? ' …' : ''}`;
    if (options.failOnMissingMedia) throw new SourceError(CODES.MediaDownload, msg);
    ctx.reporter.warn(`[gatsby-source-carfilm] ${msg}`);
  }
  const ok = done.filter((d): d is DownloadedMedia => d !== null);
  const byUrl = new Map(ok.map((d) => [d.originalUrl, d.url]));
  for (const r of all) r.data = rewriteValue(r.data, options.apiUrl, (u) => byUrl.get(u));
  return ok;
}

/** CmsMedia nodes (with the library's alt text), and a File node (for gatsby-plugin-image) for raster images. */
export async function createMediaNodes(ctx: SourceContext, media: DownloadedMedia[]): Promise<void> {
  if (!media.length) return;
  const alts = await fetchMediaAlts(ctx.options, ctx.reporter, ctx.fetchImpl);
  for (const m of media) {
    let fileId: string | null = null;
    if (RASTER.has(path.extname(m.localPath).toLowerCase())) {
      const fileNode = await createFileNode(m.localPath, ctx.createNodeId, {});
      await ctx.createNode(fileNode);
      fileId = fileNode.id as string;
    }
    const key = altKey(m.originalUrl);
    const alt = (key && alts.get(key)) || '';
    const fields = { url: m.url, originalUrl: m.originalUrl, localPath: m.localPath, mediaType: m.mediaType, alt, file: fileId };
    await ctx.createNode({
      ...fields,
      id: ctx.createNodeId(`${MEDIA_NODE_TYPE}:${m.url}`),
      parent: null,
      children: [],
      internal: { type: MEDIA_NODE_TYPE, contentDigest: ctx.createContentDigest(fields) },
    });
  }
}

/**
 * onPostBuild: make sure every cached media file is in the final public/media. A copy keeps its
 * source's time, so a file already there with the same size and time is left alone: rewritten in
 * every build, each file looked changed to the release copy of a kept work directory, which then
 * compared its bytes with the live release's (releases/release-store.ts).
 */
export async function copyMediaToPublic(cacheDir: string, publicDir: string): Promise<{ files: number; copied: number }> {
  const from = path.join(cacheDir, MEDIA_DIR);
  if (!(await exists(from))) return { files: 0, copied: 0 };
  const to = path.join(publicDir, MEDIA_DIR);
  await fs.mkdir(to, { recursive: true });
  const names = (await fs.readdir(from)).filter((n) => !n.endsWith('.tmp'));
  const copied = await Promise.all(
    names.map(async (n) => {
      const src = path.join(from, n);
      const dest = path.join(to, n);
      const [s, d] = await Promise.all([fs.stat(src), fs.stat(dest).catch(() => null)]);
      // a time set through utimes comes back within a millisecond, not to the nanosecond
      if (d && d.size === s.size && Math.abs(d.mtimeMs - s.mtimeMs) < 1) return false;
      await fs.copyFile(src, dest);
      await fs.utimes(dest, s.atimeMs / 1000, s.mtimeMs / 1000);
      return true;
    }),
  );
  return { files: names.length, copied: copied.filter(Boolean).length };
}
