// Serves a Gatsby build (public/) the way `gatsby serve` does — files, `/dir` → 301 `/dir/`,
// client-only routes rewritten by the build's `_redirects`, 404.html with status 404 — and adds
// the security and cache headers of plugins/gatsby-plugin-hosting/server/policy.ts to every answer; text is sent
// compressed (./compression.ts), as gatsby serve does. `npm start` and
// the e2e harness run it: `tsx plugins/gatsby-plugin-hosting/server/static-server.ts [public dir]` with SITE_PORT and
// SITE_HOST from the environment. The API and site addresses the headers depend on come from the
// build itself (./served-build.ts); GATSBY_API_URL and SITE_URL, when set, must agree with it
// (docs/configuration.md#hosting).
//
// Given a releases folder instead (`--releases <dir>`, ./release-layout.ts), it serves the release
// `current` points at, resolved once per request, re-reading the release's `_redirects` and build
// record when `current` changes; every answer names its release (`X-Release`), and a hashed asset
// the live release lacks comes from the newest kept release that has it, so a page loaded before a
// switch still gets its chunks (docs/releases.md).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cacheControl, isHashedAsset, securityHeaders } from './policy';
import { CompressedCache, isCompressible, pickEncoding } from './compression';
import { parseRedirects, type Rewrite } from './routes';
import { servedBuild } from './served-build';
import { readBuildInfo } from './build-info';
import { currentRelease, releaseIds, releaseRoot } from './release-layout';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServerOptions {
  root: string;
  apiUrl: string;
  https: boolean;
}

export interface ReleasesServerOptions {
  /** the releases folder (`current`, `releases/<id>/`); each release's own build record gives its addresses */
  releasesDir: string;
}

const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
const isDir = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** One build as a request sees it: its folder, headers and rewrites. */
interface Site {
  root: string;
  /** the release's id (releases mode) */
  release: string | null;
  headers: Record<string, string>;
  rewrites: Rewrite[];
}

function siteOf(root: string, apiUrl: string, https: boolean, release: string | null): Site {
  const redirectsPath = path.join(root, '_redirects');
  return {
    root,
    release,
    headers: { ...securityHeaders({ apiUrl, https }), ...(release ? { 'X-Release': release } : {}) },
    rewrites: fs.existsSync(redirectsPath) ? parseRedirects(fs.readFileSync(redirectsPath, 'utf8')) : [],
  };
}

/** The live release's Site, made again only when `current` points elsewhere. */
function liveSite(releasesDir: string): () => Site | null {
  let cached: Site | null = null;
  return () => {
    const live = currentRelease(releasesDir);
    if (!live) return (cached = null);
    if (cached?.root === live.root) return cached;
    // the release's own build record: a release is served with the addresses it was built for
    const info = readBuildInfo(live.root);
    if (!info) return null;
    return (cached = siteOf(live.root, info.apiUrl, info.siteUrl.startsWith('https://'), live.id));
  };
}

export function createStaticServer(o: StaticServerOptions | ReleasesServerOptions): http.Server {
  const releasesDir = 'releasesDir' in o ? path.resolve(o.releasesDir) : null;
  const fixed = 'root' in o ? siteOf(path.resolve(o.root), o.apiUrl, o.https, null) : null;
  const current = releasesDir ? liveSite(releasesDir) : () => fixed;

  const compressed = new CompressedCache();

  const send = (req: http.IncomingMessage, res: http.ServerResponse, site: Site, status: number, file: string, urlPath: string) => {
    const { headers } = site;
    const stat = fs.statSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const head: http.OutgoingHttpHeaders = {
      ...headers,
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControl(urlPath) : 'no-cache',
    };
    // the answer differs with the browser's encodings, so a cache between must keep them apart
    if (isCompressible(type)) head.Vary = 'Accept-Encoding';
    const encoding = pickEncoding(req.headers['accept-encoding'], type, stat.size);
    if (!encoding) {
      res.writeHead(status, { ...head, 'Content-Length': stat.size });
      if (req.method === 'HEAD') return res.end();
      return fs.createReadStream(file).pipe(res);
    }
    compressed
      .get(file, stat, encoding, () => fs.readFileSync(file))
      .then(
        (body) => {
          res.writeHead(status, { ...head, 'Content-Encoding': encoding, 'Content-Length': body.length });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (err: Error) => {
          res.writeHead(500, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`Could not compress ${urlPath}: ${err.message}`);
        },
      );
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, site: Site) => {
    const page = path.join(site.root, '404.html');
    if (isFile(page)) return send(req, res, site, 404, page, '/404.html');
    res.writeHead(404, { ...site.headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  /** A hashed asset of an older kept release, newest first, served under that release's name. */
  const fromKept = (site: Site, urlPath: string): Site | null => {
    if (!releasesDir || !isHashedAsset(urlPath)) return null;
    for (const id of releaseIds(releasesDir).reverse()) {
      if (id === site.release) continue;
      const root = releaseRoot(releasesDir, id);
      if (isFile(path.join(root, urlPath))) return { ...site, root, release: id, headers: { ...site.headers, 'X-Release': id } };
    }
    return null;
  };

  return http.createServer((req, res) => {
    let site: Site | null;
    try {
      site = current();
    } catch {
      site = null;
    }
    if (!site) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' });
      return res.end('No release is live yet: the first build is still running.');
    }
    const { root, headers } = site;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res, site);
    }
    const file = path.join(root, urlPath);
    // never outside the build, never a dotfile or the hosting files themselves
    if (!file.startsWith(root + path.sep) && file !== root) return notFound(req, res, site);
    if (/\/\.|^\/_(headers|redirects)$/.test(urlPath)) return notFound(req, res, site);

    if (isFile(file)) return send(req, res, site, 200, file, urlPath);
    if (isDir(file)) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(301, { ...headers, Location: `${url.pathname}/${url.search}`, 'Cache-Control': 'public, max-age=3600' });
        return res.end();
      }
      const index = path.join(file, 'index.html');
      if (isFile(index)) return send(req, res, site, 200, index, urlPath);
    }
    const rewrite = site.rewrites.find((r) => urlPath.startsWith(r.prefix) && urlPath.length > r.prefix.length);
    if (rewrite) {
      const page = path.join(root, rewrite.page, 'index.html');
      if (isFile(page)) return send(req, res, site, 200, page, `${rewrite.page}index.html`);
    }
    const older = fromKept(site, urlPath);
    if (older) return send(req, res, older, 200, path.join(older.root, urlPath), urlPath);
    return notFound(req, res, site);
  });
}

async function serveReleases(releasesDir: string, port: number, host: string) {
  const server = createStaticServer({ releasesDir });
  const close = () => server.close(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const live = currentRelease(releasesDir);
  // the addresses of each release come from its own build record; an explicit GATSBY_API_URL or SITE_URL must agree with the live one
  if (live) servedBuild(live.root);
  server.listen(port, host, () =>
    console.log(`Serving the live release of ${releasesDir} at http://${host}:${port}/ (${live ? `now ${live.id}` : 'none live yet: 503 until the first'})`),
  );
}

async function main() {
  const port = Number.parseInt(process.env.SITE_PORT || '9000', 10);
  const host = process.env.SITE_HOST || 'localhost';
  if (process.argv[2] === '--releases') {
    if (!process.argv[3]) throw new Error('usage: static-server.ts --releases <releases dir>');
    return serveReleases(path.resolve(process.argv[3]), port, host);
  }
  const root = path.resolve(process.argv[2] || 'public');
  if (!isFile(path.join(root, 'index.html'))) throw new Error(`${root} holds no build (index.html missing): run npm run build first.`);
  // the addresses the build was made for (build-info.json); GATSBY_API_URL and SITE_URL may only confirm them
  const build = servedBuild(root);
  const server = createStaticServer({ root, apiUrl: build.apiUrl, https: build.https });
  const close = () => server.close(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  server.listen(port, host, () =>
    console.log(`Serving ${root} at http://${host}:${port}/, built for the API at ${build.apiUrl} and the site at ${build.siteUrl} (from ${build.source})`),
  );
}

if (require.main === module)
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
