/**
 * The Seo component for the info pages (Safe-IN, FAQ, downloads, training, dealers, collection,
 * warranty search), fed from page meta or the item's sub_title / desc / keywords
 * (docs/product/routes-and-screens.md#page-titles-and-meta), with
 * the site origin from siteMetadata.
 */
import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { Seo, type SeoProps } from '../../components/layout/seo';

export interface InfoSeoFields {
  sub_title?: string | null;
  desc?: string | null;
  keywords?: string | null;
  image?: string | null;
}

export interface InfoSeoProps {
  meta: InfoSeoFields | null | undefined;
  /** When the item has no sub_title (e.g. the page or item name). */
  fallbackTitle?: string;
  pathname: string;
  noindex?: boolean;
  jsonLd?: SeoProps['jsonLd'];
}

export function InfoSeo({ meta, fallbackTitle, pathname, noindex, jsonLd }: InfoSeoProps): JSX.Element {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string | null } | null } | null }>(graphql`
    query InfoPagesSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return (
    <Seo
      title={meta?.sub_title || fallbackTitle}
      description={meta?.desc}
      keywords={meta?.keywords}
      image={meta?.image ?? undefined}
      pathname={pathname}
      siteUrl={data.site?.siteMetadata?.siteUrl ?? ''}
      noindex={noindex}
      jsonLd={jsonLd}
    />
  );
}

export default InfoSeo;
