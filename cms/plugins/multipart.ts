// Parses multipart uploads with hard limits (the upload route reads one file part from it).
import { global as fp } from './global';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../lib/image-check';

export default fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  });
});
