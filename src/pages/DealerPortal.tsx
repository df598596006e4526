/**
 * /DealerPortal (docs/product/content-pages.md#dealerportal): client-only; the shop, branding
 * elements and Log out.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { DealerPortal } from '../features/dealer/dealer-portal';
import * as styles from '../features/dealer/dealer.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function DealerPortalPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Dealer Portal" noindex />
      <PageBanner
        title="Dealer Portal"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Dealer Portal' }]}
      />
      <div className={`container ${styles.page}`}>
        <DealerPortal />
      </div>
    </>
  );
}

export const query = graphql`
  query DealerPortalPage {
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
