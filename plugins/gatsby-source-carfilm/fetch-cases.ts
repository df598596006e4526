/** Cases and the collection page: every case from allCases, else the paged case list and one detail call each. */
import { endpoints } from '../../src/contract/endpoints';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { fetchAllPages } from './fetch-paged';

export async function fetchCases({ client, records, options }: SourceContext): Promise<void> {
  const [cases, collection] = await Promise.all([
    client.getExtra('allCases').then(async (all) => {
      if (all) return all;
      const { items } = await fetchAllPages({
        path: endpoints.caseList.path,
        fetchPage: (page) => client.get('caseList', { page }),
        idOf: (c) => c.id,
        concurrency: options.concurrency,
      });
      return mapLimit(items, options.concurrency, (c) => client.get('caseDetail', { id: c.id }));
    }),
    client.get('collection'),
  ]);
  addList(records, 'CmsCase', cases);
  addSingle(records, 'CmsCollection', collection);
}
