/** About us sections and core values, in the API's order. */
import { addList, type SourceContext } from './context';

export async function fetchAbout({ client, records }: SourceContext): Promise<void> {
  const [about, values] = await Promise.all([client.get('aboutUs'), client.get('coreValues')]);
  addList(records, 'CmsAboutUs', about);
  addList(records, 'CmsCoreValue', values);
}
