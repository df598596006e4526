// Public network calls: partner search, partner categories, countries and regions, dealer details.
import type { FastifyInstance } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { ids } from '../../lib/json';
import { allDealers, allRegions, countries, findDealer, partnerCategories, regionsOf, searchDealers } from '../../db/repositories/network.repository';
import { trainingsByIds } from '../../db/repositories/training.repository';
import { dealer, partner } from '../../mappers/network.mapper';
import type { Selectable } from 'kysely';
import type { DealerTable } from '../../db/tables/network.table';

export default async function shopPublicRoutes(app: FastifyInstance) {
  const { db, media: m } = app.cms;
  const categories = async () => (await partnerCategories(db)).map((c) => ({ image: m.url(c.image), name: c.name, desc: c.desc }));
  const withArticles = async (row: Selectable<DealerTable>) => dealer(m, row, await trainingsByIds(db, ids(row.article_ids)));

  define(app, 'partnerSearch', async ({ query }) => {
    const rows = await searchDealers(db, query.nation_id, query.city_id, query.keywords);
    const group = (level: string) => rows.filter((r) => r.level === level).map(partner(m));
    return { reseller: group('reseller'), certified_shop: group('certified_shop'), country_dealer: group('country_dealer'), categorys: await categories() };
  });

  define(app, 'partnerCategories', categories);
  define(app, 'countries', () => countries(db));
  define(app, 'regions', ({ query }) => regionsOf(db, query.country_id));
  define(app, 'allRegions', () => allRegions(db));

  define(app, 'dealerDetail', async ({ query }) => {
    const row = await findDealer(db, query.id);
    return row ? withArticles(row) : refuse('This dealer does not exist.');
  });

  define(app, 'allDealers', async () => Promise.all((await allDealers(db)).filter((r) => r.nation_id && r.city_id).map(withArticles)));
}
