/** Products, PPF page, software, plotters and tools (every page of the tools list). */
import type { ToolCategory } from '../../src/contract/goods';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';

const MAX_PAGES = 200;

export async function fetchGoods({ client, records, options }: SourceContext): Promise<void> {
  const [ppf, products, software, plotterPage, plotters, tools, firstTools] = await Promise.all([
    client.get('ppf'),
    client.get('allProducts'),
    client.get('software'),
    client.get('plotter'),
    client.get('allPlotters'),
    client.get('allTools'),
    client.get('tools', { page: 1 }),
  ]);
  addSingle(records, 'CmsPpfPage', ppf);
  addList(records, 'CmsProduct', products);
  addSingle(records, 'CmsSoftware', software);
  addSingle(records, 'CmsPlotterPage', plotterPage);
  addList(records, 'CmsPlotter', plotters);
  addList(records, 'CmsTool', tools);

  const lastPage = Math.min(firstTools.last_page, MAX_PAGES);
  const rest = await mapLimit(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => i + 2),
    options.concurrency,
    (page) => client.get('tools', { page }),
  );
  const seen = new Set<number>();
  const categories: ToolCategory[] = [];
  for (const page of [firstTools, ...rest]) {
    for (const c of page.categories) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      categories.push(c);
    }
  }
  addList(records, 'CmsToolCategory', categories);
  const { images_arr, per_page, total, last_page } = firstTools;
  addSingle(records, 'CmsToolsPage', { images_arr, per_page, total, last_page });
}
