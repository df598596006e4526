/**
 * The head and banner of an about page (/aboutUs, /coreValues), both from the page's article
 * (`...ArticleBanner`, src/seo/meta-fragments.ts): its texts in the head, its picture behind the
 * page's title and breadcrumbs.
 */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { PageSeo, type SeoFields } from '../../components/layout/page-seo';
import { BannerMedia } from './banner-media';

export interface AboutBannerProps {
  article: (SeoFields & { image_media?: MediaNode | null }) | null | undefined;
  /** The banner's title, the last breadcrumb and the head's title when the article has no sub_title. */
  title: string;
  pathname: string;
}

export function AboutBanner({ article, title, pathname }: AboutBannerProps): JSX.Element {
  return (
    <>
      <PageSeo meta={article} fallbackTitle={title} pathname={pathname} />
      <PageBanner
        title={title}
        media={<BannerMedia src={article?.image} media={article?.image_media} />}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'About' }, { label: title }]}
      />
    </>
  );
}
