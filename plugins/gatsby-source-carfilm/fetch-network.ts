/** Network: countries with their regions, partner categories and every dealer. */
import { addList, type SourceContext } from './context';

export async function fetchNetwork({ client, records }: SourceContext): Promise<void> {
  const [countries, regions, partnerCategories, dealers] = await Promise.all([
    client.get('countries'),
    client.get('allRegions'),
    client.get('partnerCategories'),
    client.get('allDealers'),
  ]);
  addList(
    records,
    'CmsCountry',
    countries.map((c) => ({ ...c, regions: regions.filter((r) => r.country_id === c.id).map(({ id, name }) => ({ id, name })) })),
  );
  // Partner categories have no id: their position is the key.
  addList(records, 'CmsPartnerCategory', partnerCategories, (_c, i) => String(i));
  addList(records, 'CmsDealer', dealers);
}
