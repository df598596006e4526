/**
 * The Seo component fed from a content item's sub_title / desc / keywords
 * (docs/product/routes-and-screens.md#page-titles-and-meta), with the
 * site origin from siteMetadata. Every page of the products area renders one.
 */
import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { Seo, type SeoProps } from '../../components/layout/seo';

export interface SeoFields {
  sub_title?: string | null;
  desc?: string | null;
  keywords?: string | null;
  image?: string | null;
}

export interface PageSeoProps {
  meta: SeoFields | null | undefined;
  /** Used when the item has no sub_title (e.g. the page name). */
  fallbackTitle?: string;
  pathname: string;
  jsonLd?: SeoProps['jsonLd'];
}

export function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string | null } | null } | null }>(graphql`
    query ProductsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? 'http://localhost';
}

export function PageSeo({ meta, fallbackTitle, pathname, jsonLd }: PageSeoProps): JSX.Element {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={meta?.sub_title || fallbackTitle}
      description={meta?.desc}
      keywords={meta?.keywords}
      image={meta?.image ?? undefined}
      pathname={pathname}
      siteUrl={siteUrl}
      jsonLd={jsonLd}
    />
  );
}

export default PageSeo;
