/**
 * The partner search as a URL (?nation_id=&city_id=&keywords=) so that a result can be shared
 * and reloaded: a reload with a complete query runs the search again.
 */
import { MSG } from '../../../contract/messages';

export interface PartnerQueryState {
  nationId: string;
  cityId: string;
  keywords: string;
}

export const EMPTY_PARTNER_QUERY: PartnerQueryState = { nationId: '', cityId: '', keywords: '' };

const positiveInt = (v: string | null): string => (v && /^[1-9]\d*$/.test(v.trim()) ? v.trim() : '');

export function parsePartnerQuery(search: string): PartnerQueryState {
  const p = new URLSearchParams(search);
  return {
    nationId: positiveInt(p.get('nation_id')),
    cityId: positiveInt(p.get('city_id')),
    keywords: (p.get('keywords') ?? '').slice(0, 200),
  };
}

export function partnerQueryString(q: PartnerQueryState): string {
  const p = new URLSearchParams();
  if (q.nationId) p.set('nation_id', q.nationId);
  if (q.cityId) p.set('city_id', q.cityId);
  if (q.keywords.trim()) p.set('keywords', q.keywords.trim());
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A query from the URL that can be searched at once (both selects chosen). */
export function isCompleteQuery(q: PartnerQueryState): boolean {
  return Boolean(q.nationId && q.cityId);
}

/** docs/product/validation-messages.md#partner-search: country first, then region. */
export function validatePartnerSearch(q: PartnerQueryState): string | null {
  if (!q.nationId) return MSG.selectCountry;
  if (!q.cityId) return MSG.selectRegion;
  return null;
}
