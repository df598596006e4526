/**
 * /ContactUs (docs/product/content-pages.md#contactus): contact info (build + live refresh) and the
 * request form.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { ContactInfoList } from '../features/forms/contact-info';
import { ContactForm } from '../features/forms/contact-form';
import * as styles from '../features/forms/contact.module.css';

export default function ContactUsPage(props: PageProps<Queries.ContactUsPageQuery>): JSX.Element {
  return (
    <LiveScreen {...props} title="Contact Us" frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Contact Us' }] }} bodyClass={styles.layout}>
      <section aria-labelledby="contact-info-heading">
        <h2 id="contact-info-heading" className={styles.heading}>
          Get in touch
        </h2>
        <ContactInfoList initial={props.data.cmsContactInfo} />
      </section>
      <section aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading" className={styles.heading}>
          Send us a request
        </h2>
        <ContactForm />
      </section>
    </LiveScreen>
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
      ...PageMetaBanner
    }
    cmsContactInfo {
      service_hotline
      contact_number
      enterprise_email
      contact_address
    }
  }
`;
