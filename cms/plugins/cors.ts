// CORS for the site's origins (CMS_CORS_ORIGINS, default any localhost port), allowing the `token` header.
import { global as fp } from './global';
import cors from '@fastify/cors';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export default fp<{ origins: string[] }>(async (app, { origins }) => {
  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, true);
      cb(null, origins.length ? origins.includes(origin) : LOCALHOST.test(origin));
    },
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['token', 'content-type'],
    maxAge: 600,
  });
});
