/**
 * Partner search and the live region list (docs/product/api-calls.md#partners-and-dealers:
 * countries take no payload, regions a country_id,
 * "Partner search: nation_id, city_id, keywords"). Countries come from the build (CmsCountry);
 * regions are loaded live when a country is chosen.
 */
import type { DataOf, Endpoints, QueryOf } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const REGIONS: Endpoints['regions']['path'] = '/api/shop/getCityList';
const SEARCH: Endpoints['partnerSearch']['path'] = '/api/shop/list';

export function getRegions(countryId: number): Promise<ApiResult<DataOf<'regions'>>> {
  return call({ method: 'GET', url: REGIONS, params: { country_id: countryId } });
}

export function searchPartners(query: QueryOf<'partnerSearch'>): Promise<ApiResult<DataOf<'partnerSearch'>>> {
  const params: Record<string, string | number> = { nation_id: query.nation_id, city_id: query.city_id };
  if (query.keywords) params.keywords = query.keywords;
  return call({ method: 'GET', url: SEARCH, params });
}
