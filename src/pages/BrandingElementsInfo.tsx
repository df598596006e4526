/**
 * /BrandingElementsInfo?id=… (docs/product/content-pages.md#brandingelementsinfo): client-only
 * branding element detail.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { BrandingInfo } from '../features/dealer/branding-info';
import * as styles from '../features/dealer/dealer.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function BrandingElementsInfoPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Branding Elements"
        fallbackTitle="Branding Elements"
        noindex
      />
      <PageBanner
        title="Branding Elements"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'Branding Elements' }]}
      />
      <div className={`container ${styles.page}`}>
        <BrandingInfo search={location.search} />
      </div>
    </>
  );
}

export const query = graphql`
  query BrandingElementsInfoPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Dealer Portal" }) {
      ...LivePageMeta
    }
  }
`;
