// The /api/goods/* group: products, tools (paged by category), plotters, and the full lists for the build.
import type { FastifyInstance } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { getPage } from '../../db/repositories/site.repository';
import {
  allPlotters,
  allProducts,
  allPublicTools,
  findPlotter,
  findProduct,
  findPublicTool,
  findToolCategory,
  toolCategoryPage,
  toolPage,
  toolsOfCategories,
} from '../../db/repositories/goods.repository';
import { goodsCard, plotterDetail, plotterModel, productDetail, toolDetail } from '../../mappers/goods.mapper';

type Doc = Record<string, unknown>;

export default async function goodsGroup(app: FastifyInstance) {
  const { db, media: m } = app.cms;
  const pageImages = async (key: string) => {
    const d = (await getPage<Doc>(db, key)) ?? {};
    return m.list(Array.isArray(d.images_arr) ? d.images_arr.map((x) => (typeof x === 'string' ? x : null)) : []);
  };

  define(app, 'ppfDetail', async ({ query }) => {
    const row = await findProduct(db, query.id);
    return row ? productDetail(m, row) : refuse('This product does not exist.');
  });

  define(app, 'allProducts', async () => (await allProducts(db)).map((r) => productDetail(m, r)));

  define(app, 'tools', async ({ query }) => {
    const w = pageWindow(query.page, PER_PAGE.toolCategories);
    const { rows, total } = await toolCategoryPage(db, w);
    const tools = await toolsOfCategories(
      db,
      rows.map((c) => c.id),
    );
    const { data, ...paging } = paged(
      rows.map((c) => ({ id: c.id, name: c.name, goods: tools.filter((t) => t.category_id === c.id).map(goodsCard(m)) })),
      total,
      w,
    );
    return { categories: data, images_arr: await pageImages('tools_page'), ...paging };
  });

  define(app, 'toolsList', async ({ query }) => {
    const category = await findToolCategory(db, query.second_id);
    if (!category) return refuse('This tool category does not exist.');
    const w = pageWindow(query.page, PER_PAGE.tools);
    const { rows, total } = await toolPage(db, category.id, w);
    return { tools: paged(rows.map(goodsCard(m)), total, w), type_name: category.name, images_arr: await pageImages('tools_page') };
  });

  define(app, 'toolsDetail', async ({ query }) => {
    const row = await findPublicTool(db, query.id);
    return row ? toolDetail(m, row) : refuse('This tool does not exist.');
  });

  define(app, 'allTools', async () => (await allPublicTools(db)).map((r) => toolDetail(m, r)));

  define(app, 'plotter', async () => {
    const d = (await getPage<Doc>(db, 'plotter_page')) ?? {};
    const models = await allPlotters(db);
    const labels = (Array.isArray(d.label_arr) ? d.label_arr : []).filter((x): x is Doc => !!x && typeof x === 'object');
    return {
      images_arr: await pageImages('plotter_page'),
      label_arr: labels.map((l) => ({
        image: m.url(typeof l.image === 'string' ? l.image : null),
        title: String(l.title ?? ''),
        content: String(l.content ?? ''),
      })),
      count: models.length,
      goods: models.map(plotterModel(m)),
    };
  });

  define(app, 'plotterDetail', async ({ query }) => {
    const row = await findPlotter(db, query.id);
    return row ? plotterDetail(m, row) : refuse('This plotter does not exist.');
  });

  define(app, 'allPlotters', async () => (await allPlotters(db)).map((r) => plotterDetail(m, r)));
}
