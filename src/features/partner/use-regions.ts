/**
 * The regions of the chosen country, loaded LIVE with getCityList whenever the country changes
 * (docs/product/content-pages.md#partnersearch). Until the answer arrives (or if it fails) the
 * build-time regions of that country are
 * offered, so the select is never empty for a country that has regions.
 */
import * as React from 'react';
import type { Place } from '../../../contract/network';
import { getRegions } from '../../services/partner';
import type { CountryWithRegions } from './use-countries';

export interface RegionsState {
  regions: Place[];
  /** true until the regions of the current country are known (live or fallback) */
  loading: boolean;
}

interface Loaded {
  countryId: string;
  regions: Place[];
  loading: boolean;
}

export function useRegions(countryId: string, countries: CountryWithRegions[]): RegionsState {
  const fallback = React.useMemo(() => countries.find((c) => String(c.cmsId) === countryId)?.regions ?? [], [countries, countryId]);
  const [state, setState] = React.useState<Loaded>({ countryId, regions: fallback, loading: false });

  React.useEffect(() => {
    if (!countryId) {
      setState({ countryId, regions: [], loading: false });
      return undefined;
    }
    let alive = true;
    setState({ countryId, regions: fallback, loading: true });
    getRegions(Number(countryId)).then(
      (res) => {
        if (!alive) return;
        setState({ countryId, regions: res.code === 1 && Array.isArray(res.data) ? res.data : fallback, loading: false });
      },
      () => alive && setState({ countryId, regions: fallback, loading: false }),
    );
    return () => {
      alive = false;
    };
  }, [countryId, fallback]);

  // Until the state catches up with a new country, offer that country's build-time regions.
  if (state.countryId !== countryId) return { regions: fallback, loading: Boolean(countryId) };
  return { regions: state.regions, loading: state.loading };
}

export function placeOptions(places: { id?: number; cmsId?: number; name: string }[]) {
  return places.map((p) => ({ value: String(p.cmsId ?? p.id), label: p.name }));
}
