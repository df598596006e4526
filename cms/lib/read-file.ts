// Reads a multipart upload's one file (field `file`), within the upload size limit.
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG } from './image-check';

type Read = { ok: true; buf: Buffer } | { ok: false; msg: string };

/** Reads the multipart body: exactly one file, in field `file`. */
export async function readOneFile(req: FastifyRequest): Promise<Read> {
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
