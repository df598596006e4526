/**
 * Cases and the collection page: every case from allCases, else the paged case list and one detail
 * call each; and the list's page size (per_page of its first page), which the site's paged case
 * list follows (docs/architecture.md#sourcing-at-scale).
 */
import { endpoints } from '../../contract/endpoints';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { fetchAllPages } from './fetch-paged';

export async function fetchCases({ client, records, options }: SourceContext): Promise<void> {
  // page 1 of the list, when the list was walked (else asked for below, for its page size)
  const walked: { first?: { per_page: number; total: number; last_page: number } } = {};
  const [cases, collection] = await Promise.all([
    client.getExtra('allCases').then(async (all) => {
      if (all) return all;
      const { items, first } = await fetchAllPages({
        path: endpoints.caseList.path,
        fetchPage: (page) => client.get('caseList', { page }),
        idOf: (c) => c.id,
        concurrency: options.concurrency,
      });
      walked.first = first;
      return mapLimit(items, options.concurrency, (c) => client.get('caseDetail', { id: c.id }));
    }),
    client.get('collection'),
  ]);
  const { per_page, total, last_page } = walked.first ?? (await client.get('caseList', { page: 1 }));
  addList(records, 'CmsCase', cases);
  addSingle(records, 'CmsCollection', collection);
  addSingle(records, 'CmsCaseList', { per_page, total, last_page });
}
