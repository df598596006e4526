/**
 * Technical center: FAQ (category type 3) and download (type 6) trees and every item.
 *
 * From the extra calls (categoryTree, allQuestions, allDownloads) when the API offers them, else
 * from the listed calls: categoryList and getSecondList for the trees, then every page of each
 * category's questions and downloads (docs/architecture.md#sourcing-at-scale). Page 1 of the first
 * category's lists gives the page sizes the site's FAQ and Download Center page by.
 */
import type { CategoryTree } from '../../contract/site';
import { CATEGORY_TYPE } from '../../contract/site';
import { endpoints } from '../../contract/endpoints';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { fetchAllPages } from './fetch-paged';

async function tree({ client, options }: SourceContext, type: number): Promise<CategoryTree[]> {
  const all = await client.getExtra('categoryTree', { type });
  if (all) return all;
  const top = await client.get('categoryList', { type });
  return mapLimit(top, options.concurrency, async (c) => ({
    id: c.id,
    name: c.name,
    type,
    children: await client.get('secondList', { type, category_id: c.id }),
  }));
}

/** Items of several paged lists, each once, in the order first listed. */
function uniqueById<T extends { id: number }>(lists: T[][]): T[] {
  const seen = new Set<number>();
  return lists.flat().filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}

export async function fetchSupport(ctx: SourceContext): Promise<void> {
  const { client, records, options } = ctx;
  const [faqTree, downloadTree] = await Promise.all([tree(ctx, CATEGORY_TYPE.faq), tree(ctx, CATEGORY_TYPE.download)]);
  const [faqs, downloads] = await Promise.all([
    client.getExtra('allQuestions').then(
      async (all) =>
        all ??
        uniqueById(
          await mapLimit(faqTree, options.concurrency, async (c) => {
            const { items } = await fetchAllPages({
              path: endpoints.questionsList.path,
              query: { category_id: c.id },
              fetchPage: (page) => client.get('questionsList', { category_id: c.id, page }),
              idOf: (f) => f.id,
              concurrency: options.concurrency,
            });
            return items;
          }),
        ),
    ),
    client.getExtra('allDownloads').then(
      async (all) =>
        all ??
        uniqueById(
          await mapLimit(
            downloadTree.flatMap((c) => [c.id, ...c.children.map((s) => s.id)]),
            options.concurrency,
            async (id) => {
              const { items } = await fetchAllPages({
                path: endpoints.downloadsList.path,
                query: { category_id: id },
                fetchPage: (page) => client.get('downloadsList', { category_id: id, page }),
                idOf: (d) => d.id,
                concurrency: options.concurrency,
              });
              return items;
            },
          ),
        ),
    ),
  ]);
  // the site pages FAQs and downloads as the API does; without a category there is nothing to page
  const [faqPage, downloadPage] = await Promise.all([
    faqTree[0] ? client.get('questionsList', { category_id: faqTree[0].id, page: 1 }) : null,
    downloadTree[0] ? client.get('downloadsList', { category_id: downloadTree[0].id, page: 1 }) : null,
  ]);
  if (faqPage) addSingle(records, 'CmsFaqList', { per_page: faqPage.per_page });
  if (downloadPage) addSingle(records, 'CmsDownloadList', { per_page: downloadPage.per_page });
  addList(records, 'CmsFaqCategory', faqTree);
  addList(records, 'CmsDownloadCategory', downloadTree);
  addList(records, 'CmsFaq', faqs);
  addList(records, 'CmsDownload', downloads);
}
