// CORS for the site's origin(s) only, allowing the `token` header: CMS_CORS_ORIGINS when set,
// otherwise the origin of SITE_URL (docs/configuration.md). A site on localhost also lets any
// other localhost port in, so `gatsby develop` and preview servers work on a developer's machine.
import { global as fp } from './global';
import cors from '@fastify/cors';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The rule the CMS applies to a browser's Origin header. */
export function corsAllows(origins: string[], siteUrl: string): (origin: string) => boolean {
  if (origins.length) return (origin) => origins.includes(origin);
  const site = originOf(siteUrl);
  const local = LOCALHOST.test(site);
  return (origin) => origin === site || (local && LOCALHOST.test(origin));
}

export default fp<{ origins: string[]; siteUrl: string }>(async (app, { origins, siteUrl }) => {
  const allows = corsAllows(origins, siteUrl);
  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, true);
      cb(null, allows(origin));
    },
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['token', 'content-type'],
    maxAge: 600,
  });
});
