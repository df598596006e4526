/** Cases and the collection page. */
import { addList, addSingle, type SourceContext } from './context';

export async function fetchCases({ client, records }: SourceContext): Promise<void> {
  const [cases, collection] = await Promise.all([client.get('allCases'), client.get('collection')]);
  addList(records, 'CmsCase', cases);
  addSingle(records, 'CmsCollection', collection);
}
