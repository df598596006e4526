// The /api/shop/* group: public network calls and the dealer portal (its warranty registration too).
import type { FastifyInstance } from 'fastify';
import shopPublicRoutes from './public';
import shopPortalRoutes from './portal';
import registrationPortalRoutes from './registrations';

export default async function shopGroup(app: FastifyInstance) {
  await shopPublicRoutes(app);
  await shopPortalRoutes(app);
  await registrationPortalRoutes(app);
}
