// What every route needs (config, db, media URLs, throttle, mailer), decorated on the app as `cms`.
import type { FastifyReply } from 'fastify';
import type { CmsConfig } from '../config';
import type { Db } from '../db/database';
import type { MediaUrls } from './media-url';
import type { Throttle } from './throttle';
import type { Mailer } from './mailer';

export interface CmsContext {
  config: CmsConfig;
  db: Db;
  media: MediaUrls;
  throttle: Throttle;
  mailer: Mailer;
}

/** The shop behind a valid `token` header (dealer calls only). */
export interface DealerAuth {
  shopId: number;
  token: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsContext;
    /** preHandler of dealer routes: 401 unless the `token` header is a live session */
    requireDealer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    dealer: DealerAuth | null;
  }
}
