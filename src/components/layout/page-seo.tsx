/**
 * The head of a page whose texts come from its page meta, article or item: sub_title (or the page
 * name), desc, keywords and image (docs/product/routes-and-screens.md#page-titles-and-meta, the
 * fragments of src/seo/meta-fragments.ts), with the site's origin from siteMetadata. The products,
 * tools and cases pages, the info pages (Safe-IN, FAQ, downloads, training, dealers, collection,
 * warranty search) and the about pages render one.
 */
import * as React from 'react';
import { Seo, type SeoProps } from './seo';
import { useSiteUrl } from '../../hooks/use-site-info';

export interface SeoFields {
  sub_title?: string | null;
  desc?: string | null;
  keywords?: string | null;
  image?: string | null;
}

export interface PageSeoProps {
  meta: SeoFields | null | undefined;
  /** Used when the item has no sub_title (e.g. the page or item name). */
  fallbackTitle?: string;
  pathname: string;
  /** Keep the page out of search results (the warranty search). */
  noindex?: boolean;
  jsonLd?: SeoProps['jsonLd'];
}

export function PageSeo({ meta, fallbackTitle, pathname, noindex, jsonLd }: PageSeoProps): JSX.Element {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={meta?.sub_title || fallbackTitle}
      description={meta?.desc}
      keywords={meta?.keywords}
      image={meta?.image ?? undefined}
      pathname={pathname}
      siteUrl={siteUrl}
      noindex={noindex}
      jsonLd={jsonLd}
    />
  );
}
