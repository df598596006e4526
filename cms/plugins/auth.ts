// The dealer guard: finds the live session of the `token` header or answers 401.
import { global as fp } from './global';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../contract';
import { sendRefusal } from '../lib/envelope';
import { findSession } from '../db/repositories/account.repository';

export function tokenOf(req: FastifyRequest): string | null {
  const raw = req.headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.length <= 200 ? token : null;
}

export default fp(async (app) => {
  app.decorateRequest('dealer', null);
  app.decorate('requireDealer', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(req);
    const session = token ? await findSession(app.cms.db, token) : null;
    if (!token || !session) {
      await sendRefusal(reply, MSG.loginFirst, 401);
      return;
    }
    req.dealer = { shopId: session.shop_id, token, expiresAt: session.expires_at };
  });
});
