/** Network: countries with their regions, partner categories and every dealer. */
import { mapLimit } from './client';
import { addList, type SourceContext } from './context';

export async function fetchNetwork({ client, records, options }: SourceContext): Promise<void> {
  const [countries, allRegions, partnerCategories, dealers] = await Promise.all([
    client.get('countries'),
    client.getExtra('allRegions'),
    client.get('partnerCategories'),
    client.get('allDealers'),
  ]);
  // without allCities: the regions of each country, one getCityList call each
  const regions =
    allRegions ??
    (
      await mapLimit(countries, options.concurrency, async (c) => (await client.get('regions', { country_id: c.id })).map((r) => ({ ...r, country_id: c.id })))
    ).flat();
  addList(
    records,
    'CmsCountry',
    countries.map((c) => ({ ...c, regions: regions.filter((r) => r.country_id === c.id).map(({ id, name }) => ({ id, name })) })),
  );
  // Partner categories have no id: their position is the key.
  addList(records, 'CmsPartnerCategory', partnerCategories, (_c, i) => String(i));
  addList(records, 'CmsDealer', dealers);
}
