// The /api/index/* group: site-wide content, product pages, FAQ/downloads, public forms, training.
import type { FastifyInstance } from 'fastify';
import siteRoutes from './site';
import pageRoutes from './pages';
import catalogRoutes from './catalog';
import formRoutes from './forms';
import trainingRoutes from './training';

export default async function indexGroup(app: FastifyInstance) {
  await siteRoutes(app);
  await pageRoutes(app);
  await catalogRoutes(app);
  await formRoutes(app);
  await trainingRoutes(app);
}
