// Serves the editors' console (cms/admin, built by `npm run build:admin`) at /admin/: its files, and
// index.html for any other path under /admin/ (the console routes in the browser). The console's
// own Content-Security-Policy allows nothing but this origin (docs/product/editing.md#the-console).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { global as fp } from './global';
import { MEDIA_TYPES } from '../../contract/media-types';

export const ADMIN_DIST = path.resolve(__dirname, '..', 'admin', 'dist');

export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  ...MEDIA_TYPES,
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export default fp<{ root?: string }>(async (app, opts) => {
  const root = opts.root ?? ADMIN_DIST;
  const send = async (rel: string): Promise<{ file: string; body: Buffer } | null> => {
    if (rel.split('/').some((s) => s.startsWith('.'))) return null;
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) return null;
    const body = await fs.promises.readFile(file).catch(() => null);
    return body ? { file, body } : null;
  };

  // the router ignores trailing slashes, so "/admin/" comes here too: only the bare one moves
  app.get('/admin', async (req, reply) => (req.url.split('?')[0] === '/admin' ? reply.redirect('/admin/', 302) : serve('', reply)));
  app.get('/admin/*', async (req, reply) => serve((req.params as { '*': string })['*'] ?? '', reply));

  async function serve(rel: string, reply: FastifyReply) {
    reply.header('content-security-policy', ADMIN_CSP);
    reply.header('cache-control', 'private, no-cache');
    const asset = rel.startsWith('assets/') ? await send(rel) : null;
    if (asset) {
      // file names carry a content hash: a new build gets new names
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type(TYPES[path.extname(asset.file).toLowerCase()] ?? 'application/octet-stream').send(asset.body);
    }
    if (rel.startsWith('assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('No such file of the console.');
    const index = await send('index.html');
    if (!index)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The editors’ console is not built: run `npm run build:admin` (npm start and npm run build do it for you).');
    return reply.type('text/html; charset=utf-8').send(index.body);
  }
});
