/**
 * /EditInformation (docs/product/content-pages.md#editinformation): client-only edit form of the
 * dealer's shop.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { EditInformation } from '../features/dealer/edit-information';
import * as styles from '../features/dealer/dealer.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function EditInformationPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Edit Information"
        fallbackTitle="Edit Information"
        noindex
      />
      <PageBanner
        title="Edit Information"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'Edit Information' }]}
      />
      <div className={`container ${styles.page}`}>
        <EditInformation />
      </div>
    </>
  );
}

export const query = graphql`
  query EditInformationPage {
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
