/**
 * Head tags of the live screens from build-time page meta (CmsPageMeta by title: Warranty
 * Check, Partner Search, Become Partner, Contact Us, Login, Dealer Portal). Screens without a
 * meta entry of their own pass a title and reuse their section's description and keywords.
 */
import * as React from 'react';
import { Seo, TITLE_SUFFIX } from '../../components/layout/seo';
import type { MediaNode } from '../../components/ui/media-image';

export interface LiveMeta {
  sub_title?: string | null;
  desc?: string | null;
  keywords?: string | null;
  image?: string | null;
  /** The banner image's sizes (for PageBanner's imageMedia). */
  image_media?: MediaNode | null;
}

export interface LiveSeoProps {
  meta: LiveMeta | null | undefined;
  pathname: string;
  siteUrl: string | null | undefined;
  /** Used instead of meta.sub_title (e.g. 'Warranty List'), and when there is no meta at all. */
  title?: string;
  fallbackTitle: string;
  /** Session and search-result pages stay out of search engines. */
  noindex?: boolean;
  /** false: no canonical link or og:url, for a page with no address of its own (see Seo). */
  canonical?: boolean;
}

/** The CMS's sub_title often carries the brand already ('Dealer Login | Car Film Master'): Seo adds it once. */
export function withoutBrandSuffix(title: string): string {
  return title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length).trim() : title;
}

export function LiveSeo({ meta, pathname, siteUrl, title, fallbackTitle, noindex, canonical }: LiveSeoProps): JSX.Element {
  return (
    <Seo
      title={withoutBrandSuffix(title ?? (meta?.sub_title || fallbackTitle))}
      description={meta?.desc}
      keywords={meta?.keywords}
      image={meta?.image}
      pathname={pathname}
      canonical={canonical}
      siteUrl={siteUrl || ''}
      noindex={noindex}
    />
  );
}
