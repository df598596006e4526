// Serves the upload folder (demo media and dealer uploads) read-only under /uploads/.
import fs from 'node:fs';
import path from 'node:path';
import { global as fp } from './global';
import { sendRefusal } from '../lib/envelope';
import { NOT_FOUND_MSG } from './errors';
import { MEDIA_TYPES } from '../../contract/media-types';

// dealer uploads may also be plain text
const TYPES: Record<string, string> = { ...MEDIA_TYPES, '.txt': 'text/plain; charset=utf-8' };

/** A single `bytes=a-b` range (what video players ask for); null for the whole file. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2])) return null;
  let start = m[1] ? Number(m[1]) : size - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * The real path of `rel` when it is a file inside `base` (itself a real path): `..`, dot files and
 * symbolic links that lead out of the folder (a link dropped in by a content copy) give null.
 */
async function fileInside(base: string, rel: string): Promise<{ file: string; stat: fs.Stats } | null> {
  if (rel.split('/').some((s) => s.startsWith('.'))) return null;
  const file = await fs.promises.realpath(path.resolve(base, rel)).catch(() => null);
  if (!file || !file.startsWith(base + path.sep)) return null;
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? { file, stat } : null;
}

export default fp<{ root: string }>(async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  const base = fs.realpathSync(path.resolve(root));
  app.get('/uploads/*', async (req, reply) => {
    // the router has already decoded the path once; decoding again would turn `%25` into a URIError (500)
    const found = await fileInside(base, (req.params as { '*': string })['*'] ?? '');
    if (!found) return sendRefusal(reply, NOT_FOUND_MSG, 404);
    const { file, stat } = found;
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    reply.header('content-type', type).header('cache-control', 'public, max-age=3600').header('accept-ranges', 'bytes');
    reply.header('last-modified', stat.mtime.toUTCString());
    // SVG could carry script: never render it inline as a document
    if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    const range = byteRange(req.headers.range, stat.size);
    if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(fs.createReadStream(file, range));
    }
    reply.header('content-length', stat.size);
    return reply.send(fs.createReadStream(file));
  });
});
