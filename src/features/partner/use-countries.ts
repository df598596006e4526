/**
 * Countries and their regions from the build (CmsCountry). The selects of partner search,
 * become partner and edit information start from these; regions are then refreshed live.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { Place } from '../../../contract/network';

export interface CountryWithRegions {
  cmsId: number;
  name: string;
  regions: Place[];
}

interface CountriesQuery {
  allCmsCountry: { nodes: CountryWithRegions[] };
}

export function useCountries(): CountryWithRegions[] {
  const data = useStaticQuery<CountriesQuery>(graphql`
    query LiveCountries {
      allCmsCountry {
        nodes {
          cmsId
          name
          regions {
            id
            name
          }
        }
      }
    }
  `);
  return data?.allCmsCountry?.nodes ?? [];
}
