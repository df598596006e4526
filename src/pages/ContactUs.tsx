/**
 * /ContactUs (docs/product/content-pages.md#contactus): contact info (build + live refresh) and the
 * request form.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import type { ContactInfo } from '../../contract/site';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { ContactInfoList } from '../features/forms/contact-info';
import { ContactForm } from '../features/forms/contact-form';
import * as styles from '../features/forms/contact.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
  cmsContactInfo: ContactInfo | null;
}

export default function ContactUsPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Contact Us" />
      <PageBanner
        title="Contact Us"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]}
      />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading" className={styles.heading}>
            Get in touch
          </h2>
          <ContactInfoList initial={data.cmsContactInfo} />
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            Send us a request
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

export const query = graphql`
  query ContactUsPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Contact Us" }) {
      ...LivePageMeta
    }
    cmsContactInfo {
      service_hotline
      contact_number
      enterprise_email
      contact_address
    }
  }
`;
