/**
 * Network: countries with their regions, partner categories and every dealer.
 *
 * From the extra calls (allCities, shop/categorys, shop/all) when the API offers them, else from
 * the listed calls: each country's regions, the partner search of every region (which also
 * carries the partner categories) and one detail call per dealer found
 * (docs/architecture.md#sourcing-at-scale).
 */
import type { Dealer, PartnerCategory } from '../../contract/network';
import { mapLimit } from './client';
import { addList, type SourceContext } from './context';

export async function fetchNetwork({ client, records, options }: SourceContext): Promise<void> {
  const [countries, allRegions, allCategories, allDealers] = await Promise.all([
    client.get('countries'),
    client.getExtra('allRegions'),
    client.getExtra('partnerCategories'),
    client.getExtra('allDealers'),
  ]);
  const regions =
    allRegions ??
    (
      await mapLimit(countries, options.concurrency, async (c) => (await client.get('regions', { country_id: c.id })).map((r) => ({ ...r, country_id: c.id })))
    ).flat();

  let partnerCategories: PartnerCategory[] | undefined = allCategories;
  let dealers: Dealer[] | undefined = allDealers;
  if (!partnerCategories || !dealers) {
    const searches = await mapLimit(regions, options.concurrency, (r) => client.get('partnerSearch', { nation_id: r.country_id, city_id: r.id }));
    partnerCategories ??= searches[0]?.categorys ?? [];
    if (!dealers) {
      const ids = [...new Set(searches.flatMap((s) => [...s.country_dealer, ...s.certified_shop, ...s.reseller].map((p) => p.id)))].sort((a, b) => a - b);
      dealers = await mapLimit(ids, options.concurrency, (id) => client.get('dealerDetail', { id }));
    }
  }

  addList(
    records,
    'CmsCountry',
    countries.map((c) => ({ ...c, regions: regions.filter((r) => r.country_id === c.id).map(({ id, name }) => ({ id, name })) })),
  );
  // Partner categories have no id: their position is the key.
  addList(records, 'CmsPartnerCategory', partnerCategories, (_c, i) => String(i));
  addList(records, 'CmsDealer', dealers);
}
