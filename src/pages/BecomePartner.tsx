/** /BecomePartner (docs/product/content-pages.md#becomepartner): the partner application form. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { BecomePartnerForm } from '../features/forms/become-partner-form';
import * as styles from '../features/forms/form.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function BecomePartnerPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Become Partner" />
      <PageBanner
        title="Become Partner"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Network' }, { label: 'Become Partner' }]}
      />
      <div className={`container ${styles.section}`}>
        <h2 className={styles.heading}>Join the Car Film Master network</h2>
        <p className={styles.lead}>{meta?.desc || 'Tell us about your shop and where you work; our team will get back to you.'}</p>
        <BecomePartnerForm />
      </div>
    </>
  );
}

export const query = graphql`
  query BecomePartnerPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Become Partner" }) {
      ...LivePageMeta
    }
  }
`;
