// Editors' media (docs/product/editing.md#media): upload an image, PDF or video with its alt text,
// list and search the library, change alt text, delete a file no content uses.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { paged, pageWindow } from '../../lib/paging';
import { MAX_MEDIA_BYTES, checkMedia, groupOf } from '../../editor/media-check';
import { addMedia, findMedia, listMedia, removeMedia, setAlt, usersOf } from '../../db/repositories/editor-media.repository';
import { audit } from '../../db/repositories/editor-users.repository';
import { nowIso } from '../../lib/tokens';
import { personOf, requirePerson } from './principal';
import { ok, sendWith } from './answers';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const AltBody = Type.Object({ alt: Type.String({ maxLength: 500 }) });
const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  kind: Type.Optional(Type.Union(['jpg', 'png', 'webp', 'avif', 'pdf', 'mp4', 'webm'].map((k) => Type.Literal(k)))),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
const PER_PAGE = 50;

type Read = { ok: true; buf: Buffer; name: string; alt: string } | { ok: false; msg: string; status: number };

/** One file in field `file`, optional text fields `alt`; the per-kind size is checked on the bytes. */
async function readUpload(req: FastifyRequest): Promise<Read> {
  if (!req.isMultipart()) return { ok: false, msg: 'Send the file as multipart/form-data, in field "file".', status: 400 };
  let file: { buf: Buffer; name: string } | null = null;
  let alt = '';
  let files = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 5, fieldSize: 2048 } })) {
      if (part.type === 'file') {
        files += 1;
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = { buf: await part.toBuffer(), name: path.basename(part.filename || '').slice(0, 200) };
      } else if (part.fieldname === 'alt') alt = String(part.value ?? '').slice(0, 500);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return { ok: false, msg: `The file is larger than any kind allows (${MAX_MEDIA_BYTES / 1024 / 1024} MB).`, status: 413 };
    if (code === 'FST_FILES_LIMIT') return { ok: false, msg: 'Upload one file at a time.', status: 400 };
    return { ok: false, msg: 'The upload could not be read.', status: 400 };
  }
  if (files !== 1 || !file) return { ok: false, msg: 'Please upload one file (field "file").', status: 400 };
  return { ok: true, ...file, alt };
}

export function mediaRoutes(app: FastifyInstance) {
  const { db, config, media: m } = app.cms;
  const view = (r: { id: number; path: string; kind: string; bytes: number; name: string; alt: string; uploaded_by: string; uploaded_at: string }) => ({
    ...r,
    url: m.url(r.path),
  });

  app.post('/api/editor/media', { preHandler: requirePerson }, async (req, reply) => {
    const read = await readUpload(req);
    if (!read.ok) return sendRefusal(reply, read.msg, read.status);
    const check = await checkMedia(read.buf);
    if (!check.ok) return sendWith(reply, check.msg, 400, { errors: [{ path: '/file', message: check.msg }] });
    const name = `${randomBytes(16).toString('hex')}.${check.kind}`;
    const dir = path.join(config.uploadDir, 'media', 'editor');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), read.buf, { flag: 'wx' });
    const me = personOf(req);
    const row = {
      path: `media/editor/${name}`,
      kind: check.kind,
      bytes: read.buf.length,
      name: read.name,
      alt: groupOf(check.kind) === 'image' ? read.alt : '',
      uploaded_by: me.username,
      uploaded_at: nowIso(),
    };
    const id = await addMedia(db, row);
    await audit(db, me.username, 'media upload', `media/${id}`, `${row.path} (${read.name})`);
    reply.code(201);
    return ok(view({ id, ...row }));
  });

  app.get('/api/editor/media', { schema: { querystring: ListQuery } }, async (req) => {
    const q = req.query as { search?: string; kind?: string; page?: number };
    const w = pageWindow(q.page, PER_PAGE);
    const { list, total } = await listMedia(db, { search: q.search, kind: q.kind, page: w.page, perPage: PER_PAGE });
    return ok(paged(list.map(view), total, w));
  });

  app.patch('/api/editor/media/:id', { preHandler: requirePerson, schema: { params: IdParams, body: AltBody } }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const row = await findMedia(db, id);
    if (!row) return sendRefusal(reply, 'No such media file.', 404);
    if (groupOf(row.kind) !== 'image') return sendRefusal(reply, 'Only images have alt text.', 400);
    const { alt } = req.body as { alt: string };
    const me = personOf(req).username;
    await setAlt(db, id, alt, me);
    await audit(db, me, 'media alt', `media/${id}`, alt);
    return ok(view({ ...row, alt }));
  });

  app.delete('/api/editor/media/:id', { preHandler: requirePerson, schema: { params: IdParams } }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const row = await findMedia(db, id);
    if (!row) return sendRefusal(reply, 'No such media file.', 404);
    const users = await usersOf(db, row.path);
    if (users.length)
      return sendWith(reply, `${row.path} is still used by ${users.map((u) => `${u.type}/${u.id}`).join(', ')}: remove it there first.`, 409, {
        used_by: users,
      });
    await removeMedia(db, id);
    await fs.rm(path.join(config.uploadDir, row.path), { force: true });
    await audit(db, personOf(req).username, 'media delete', `media/${id}`, row.path);
    return ok({ id, deleted: true });
  });
}
