// The /api/common/* group: the dealer's image upload (one real image, checked by its bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG, checkImage } from '../../lib/image-check';

type Read = { ok: true; buf: Buffer } | { ok: false; msg: string };

/** Reads the multipart body: exactly one file, in field `file`. */
async function readOneFile(req: FastifyRequest): Promise<Read> {
  if (!req.isMultipart()) return { ok: false, msg: UPLOAD_MSG.one };
  let buf: Buffer | null = null;
  let files = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      files += 1;
      if (files > 1 || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      buf = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, msg: UPLOAD_MSG.size };
    return { ok: false, msg: UPLOAD_MSG.one };
  }
  if (files !== 1 || !buf) return { ok: false, msg: UPLOAD_MSG.one };
  if (buf.length > MAX_UPLOAD_BYTES) return { ok: false, msg: UPLOAD_MSG.size };
  return { ok: true, buf };
}

export default async function commonGroup(app: FastifyInstance) {
  const { media: m, config } = app.cms;

  define(app, 'uploadImg', async ({ req }) => {
    const read = await readOneFile(req);
    if (!read.ok) return refuse(read.msg);
    const check = await checkImage(read.buf);
    if (!check.ok) return refuse(check.msg);
    const name = `${randomBytes(16).toString('hex')}.${check.ext}`;
    const dir = path.join(config.uploadDir, 'shop');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), read.buf, { flag: 'wx' });
    const stored = `/uploads/shop/${name}`;
    return { code: stored, url: m.url(stored)! };
  });
}
