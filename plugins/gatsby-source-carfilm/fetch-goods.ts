/**
 * Products, PPF page, software, plotters and tools (every page of the tools list).
 *
 * Whole lists come from the extra calls (allProducts, allPlotters, allTools) when the API offers
 * them, else from the listed calls: the items the PPF and plotter pages and the paged tool lists
 * name, one detail call each (docs/architecture.md#sourcing-at-scale).
 */
import type { ToolDetail } from '../../contract/goods';
import { endpoints } from '../../contract/endpoints';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { fetchAllPages } from './fetch-paged';

const unique = (ids: number[]) => [...new Set(ids)];

export async function fetchGoods(ctx: SourceContext): Promise<void> {
  const { client, records, options } = ctx;
  const [ppf, software, plotterPage, toolPages] = await Promise.all([
    client.get('ppf'),
    client.get('software'),
    client.get('plotter'),
    fetchAllPages({
      path: endpoints.tools.path,
      fetchPage: async (page) => {
        const p = await client.get('tools', { page });
        return { data: p.categories, per_page: p.per_page, total: p.total, last_page: p.last_page, current_page: p.current_page, images_arr: p.images_arr };
      },
      idOf: (c) => c.id,
      concurrency: options.concurrency,
    }),
  ]);
  const categories = toolPages.items;
  const [products, plotters, tools] = await Promise.all([
    client
      .getExtra('allProducts')
      .then(
        (all) =>
          all ??
          mapLimit(unique([...ppf.goods.map((g) => g.id), ...ppf.categorys.flatMap((c) => c.goods.map((g) => g.id))]), options.concurrency, (id) =>
            client.get('ppfDetail', { id }),
          ),
      ),
    client
      .getExtra('allPlotters')
      .then((all) => all ?? mapLimit(unique(plotterPage.goods.map((g) => g.id)), options.concurrency, (id) => client.get('plotterDetail', { id }))),
    client.getExtra('allTools').then(async (all): Promise<ToolDetail[]> => {
      if (all) return all;
      const lists = await mapLimit(categories, options.concurrency, (c) =>
        fetchAllPages({
          path: endpoints.toolsList.path,
          query: { second_id: c.id },
          fetchPage: async (page) => (await client.get('toolsList', { second_id: c.id, page })).tools,
          idOf: (t) => t.id,
          concurrency: options.concurrency,
        }),
      );
      const ids = unique(lists.flatMap((l) => l.items.map((t) => t.id)));
      return mapLimit(ids, options.concurrency, (id) => client.get('toolsDetail', { id }));
    }),
  ]);
  addSingle(records, 'CmsPpfPage', ppf);
  addList(records, 'CmsProduct', products);
  addSingle(records, 'CmsSoftware', software);
  addSingle(records, 'CmsPlotterPage', plotterPage);
  addList(records, 'CmsPlotter', plotters);
  addList(records, 'CmsTool', tools);
  addList(records, 'CmsToolCategory', categories);
  const { per_page, total, last_page, images_arr } = toolPages.first as typeof toolPages.first & { images_arr: string[] };
  addSingle(records, 'CmsToolsPage', { images_arr, per_page, total, last_page });
  // a category's tool list is paged as the API pages it; without a category there is nothing to page
  if (categories[0]) addSingle(records, 'CmsToolList', { per_page: (await client.get('toolsList', { second_id: categories[0].id, page: 1 })).tools.per_page });
}
