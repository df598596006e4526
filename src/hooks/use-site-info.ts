/** Site info (GET /api/index/info) and the site's public origin (siteMetadata.siteUrl). */
import { graphql, useStaticQuery } from 'gatsby';

export interface SiteInfoData {
  siteUrl: string;
  title: string;
  desc: string;
  keywords: string;
  /** trainer count (the API's spelling: trianer) */
  trianer: number;
  trianer_years: number;
  countries: number;
}

/** docs/product/constants.md#site-info-defaults: 115 trainers, 15 trainer years, 60 countries. */
export const SITE_INFO_DEFAULTS = { trianer: 115, trianer_years: 15, countries: 60 } as const;

export function useSiteInfo(): SiteInfoData {
  const data = useStaticQuery<{
    site: { siteMetadata: { siteUrl: string; title: string; description: string } } | null;
    cmsSiteInfo: Omit<SiteInfoData, 'siteUrl'> | null;
  }>(graphql`
    query UseSiteInfo {
      site {
        siteMetadata {
          siteUrl
          title
          description
        }
      }
      cmsSiteInfo {
        title
        desc
        keywords
        trianer
        trianer_years
        countries
      }
    }
  `);
  // `data?.`: components that only need the origin also render in unit tests, where there is no build.
  const meta = data?.site?.siteMetadata;
  const info = data?.cmsSiteInfo;
  return {
    siteUrl: meta?.siteUrl ?? 'http://localhost:9000',
    title: info?.title || meta?.title || 'Car Film Master',
    desc: info?.desc || meta?.description || '',
    keywords: info?.keywords ?? '',
    trianer: info?.trianer || SITE_INFO_DEFAULTS.trianer,
    trianer_years: info?.trianer_years || SITE_INFO_DEFAULTS.trianer_years,
    countries: info?.countries || SITE_INFO_DEFAULTS.countries,
  };
}

/** Just the origin, for <Seo siteUrl>. */
export function useSiteUrl(): string {
  return useSiteInfo().siteUrl;
}
