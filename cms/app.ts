// Builds the CMS app (plugins, routes, error handling) from a config; never listens (tests use inject).
import Fastify, { type FastifyInstance } from 'fastify';
import type { CmsConfig } from './config';
import type { Db } from './db/database';
import './lib/context';
import { requestSerializer } from './lib/log-redact';
import { sendRefusal } from './lib/envelope';
import errors from './plugins/errors';
import { requestLogController } from './lib/request-log';
import securityHeaders from './plugins/security-headers';
import preview from './plugins/preview';
import cors, { corsAllows } from './plugins/cors';
import publicCache from './plugins/public-cache';
import formbody from './plugins/formbody';
import multipart from './plugins/multipart';
import uploads from './plugins/uploads';
import dbPlugin from './plugins/db';
import auth from './plugins/auth';
import indexGroup from './routes/index';
import blogGroup from './routes/blog';
import goodsGroup from './routes/goods';
import casesGroup from './routes/cases';
import shopGroup from './routes/shop';
import loginGroup from './routes/login';
import warrantyGroup from './routes/warranty';
import commonGroup from './routes/common';
import editorGroup from './routes/editor';
import releaseGroup from './routes/releases';
import adminConsole from './plugins/admin-console';
import scheduleRunner from './plugins/schedule-runner';
import photoPurge from './plugins/photo-purge';

/** trusts the nearest `n` hops: hop 0 is the socket peer, hop 1 the address it forwarded for, … */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

export interface BuildOptions {
  /** an already opened database (tests); otherwise config.dbFile is opened */
  db?: Db;
  /** where the log goes instead of stdout (tests read what would be logged) */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(config: CmsConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? { level: process.env.CMS_LOG_LEVEL || 'info', serializers: { req: requestSerializer }, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    logController: requestLogController(config.logRequests),
    bodyLimit: 1024 * 1024,
    // a hop count as Fastify itself would compile it (its types only take boolean, list or function)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // a URL the router cannot decode (`/api/index/info%ZZ`) answers the same envelope as everything else
    frameworkErrors: (err, _req, reply) => sendRefusal(reply, err.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid.' : 'Bad request.', 400),
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  });
  await app.register(errors);
  // first: a cached answer is written before any other hook runs (it adds the same headers itself)
  await app.register(publicCache, {
    ttlS: config.publicCacheS,
    maxEntries: config.publicCacheEntries,
    checkMs: config.publicCacheCheckMs,
    allowsOrigin: corsAllows(config.corsOrigins, config.siteUrl),
    // a hit skips Fastify only where Fastify would log nothing for it
    beforeFastify: !config.logger || config.logRequests === 'errors',
  });
  await app.register(securityHeaders);
  await app.register(cors, { origins: config.corsOrigins, siteUrl: config.siteUrl });
  await app.register(formbody);
  await app.register(multipart);
  await app.register(uploads, { root: config.uploadDir });
  await app.register(dbPlugin, { config, db: options.db });
  await app.register(auth);
  await app.register(preview, { editorToken: config.editorToken });
  await app.register(async (api) => {
    for (const group of [indexGroup, blogGroup, goodsGroup, casesGroup, shopGroup, loginGroup, warrantyGroup, commonGroup]) await group(api);
  });
  await app.register(editorGroup);
  await app.register(releaseGroup);
  await app.register(adminConsole);
  await app.register(scheduleRunner);
  await app.register(photoPurge);
  return app;
}
