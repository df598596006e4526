// Serves the upload folder (demo media and dealer uploads) read-only under /uploads/.
import fs from 'node:fs';
import path from 'node:path';
import { global as fp } from './global';
import { sendRefusal } from '../lib/envelope';
import { NOT_FOUND_MSG } from './errors';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif', '.svg': 'image/svg+xml',
  '.avif': 'image/avif', '.mp4': 'video/mp4', '.webm': 'video/webm', '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8',
};

export default fp<{ root: string }>(async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  const base = path.resolve(root);
  app.get('/uploads/*', async (req, reply) => {
    const rel = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    const file = path.resolve(base, rel);
    const stat = file.startsWith(base + path.sep) && !rel.split('/').some((s) => s.startsWith('.')) ? await fs.promises.stat(file).catch(() => null) : null;
    if (!stat?.isFile()) return sendRefusal(reply, NOT_FOUND_MSG, 404);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    reply.header('content-type', type).header('content-length', stat.size).header('cache-control', 'public, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    // SVG could carry script: never render it inline as a document
    if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(fs.createReadStream(file));
  });
});
