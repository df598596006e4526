/** /BecomePartner (docs/product/content-pages.md#becomepartner): the partner application form. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { BecomePartnerForm } from '../features/forms/become-partner-form';
import * as styles from '../features/forms/form.module.css';

export default function BecomePartnerPage(props: PageProps<Queries.BecomePartnerPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Become Partner"
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Network' }, { label: 'Become Partner' }] }}
      bodyClass={styles.section}
    >
      <h2 className={styles.heading}>Join the Car Film Master network</h2>
      <p className={styles.lead}>{props.data.cmsPageMeta?.desc || 'Tell us about your shop and where you work; our team will get back to you.'}</p>
      <BecomePartnerForm />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
