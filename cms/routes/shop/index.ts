// The /api/shop/* group: public network calls and the dealer portal.
import type { FastifyInstance } from 'fastify';
import shopPublicRoutes from './public';
import shopPortalRoutes from './portal';

export default async function shopGroup(app: FastifyInstance) {
  await shopPublicRoutes(app);
  await shopPortalRoutes(app);
}
