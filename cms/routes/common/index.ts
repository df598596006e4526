// The /api/common/* group: the dealer's image upload (one real image, checked by its bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { checkImage } from '../../lib/image-check';
import { readOneFile } from '../../lib/read-file';

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
