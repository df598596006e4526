// Serves a Gatsby build (public/) the way `gatsby serve` does — files, `/dir` → 301 `/dir/`,
// client-only routes rewritten by the build's `_redirects`, 404.html with status 404 — and adds
// the security and cache headers of plugins/gatsby-plugin-hosting/server/policy.ts to every answer; text is sent
// compressed (./compression.ts), as gatsby serve does. `npm start` and
// the e2e harness run it: `tsx plugins/gatsby-plugin-hosting/server/static-server.ts [public dir]` with SITE_PORT and
// SITE_HOST from the environment. The API and site addresses the headers depend on come from the
// build itself (./served-build.ts); GATSBY_API_URL and SITE_URL, when set, must agree with it
// (docs/configuration.md#hosting).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cacheControl, securityHeaders } from './policy';
import { CompressedCache, isCompressible, pickEncoding } from './compression';
import { parseRedirects, type Rewrite } from './routes';
import { servedBuild } from './served-build';

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

const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
const isDir = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;

export function createStaticServer(o: StaticServerOptions): http.Server {
  const root = path.resolve(o.root);
  const headers = securityHeaders({ apiUrl: o.apiUrl, https: o.https });
  const redirectsPath = path.join(root, '_redirects');
  const rewrites: Rewrite[] = fs.existsSync(redirectsPath) ? parseRedirects(fs.readFileSync(redirectsPath, 'utf8')) : [];

  const compressed = new CompressedCache();

  const send = (req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string, urlPath: string) => {
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

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const page = path.join(root, '404.html');
    if (isFile(page)) return send(req, res, 404, page, '/404.html');
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res);
    }
    const file = path.join(root, urlPath);
    // never outside the build, never a dotfile or the hosting files themselves
    if (!file.startsWith(root + path.sep) && file !== root) return notFound(req, res);
    if (/\/\.|^\/_(headers|redirects)$/.test(urlPath)) return notFound(req, res);

    if (isFile(file)) return send(req, res, 200, file, urlPath);
    if (isDir(file)) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(301, { ...headers, Location: `${url.pathname}/${url.search}`, 'Cache-Control': 'public, max-age=3600' });
        return res.end();
      }
      const index = path.join(file, 'index.html');
      if (isFile(index)) return send(req, res, 200, index, urlPath);
    }
    const rewrite = rewrites.find((r) => urlPath.startsWith(r.prefix) && urlPath.length > r.prefix.length);
    if (rewrite) {
      const page = path.join(root, rewrite.page, 'index.html');
      if (isFile(page)) return send(req, res, 200, page, `${rewrite.page}index.html`);
    }
    return notFound(req, res);
  });
}

async function main() {
  const root = path.resolve(process.argv[2] || 'public');
  if (!isFile(path.join(root, 'index.html'))) throw new Error(`${root} holds no build (index.html missing): run npm run build first.`);
  const port = Number.parseInt(process.env.SITE_PORT || '9000', 10);
  const host = process.env.SITE_HOST || 'localhost';
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
