/**
 * /RegistrationInfo?id= (docs/product/warranty-registration.md): client-only and dealer only; one
 * of the shop's registrations, changeable within 7 days of its submission.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { PortalNav } from '../features/dealer/portal-nav';
import { RegistrationInfo } from '../features/registration/registration-info';
import * as styles from '../features/dealer/dealer.module.css';

export default function RegistrationInfoPage(props: PageProps<Queries.RegistrationInfoPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Registration"
      ownTitle
      noindex
      frame={{
        breadcrumbs: [
          { label: 'Home', to: '/' },
          { label: 'Dealer Portal', to: '/DealerPortal' },
          { label: 'My registrations', to: '/MyRegistrations' },
          { label: 'Registration' },
        ],
      }}
      bodyClass={styles.page}
    >
      <PortalNav current={null} />
      <RegistrationInfo search={props.location.search} />
    </LiveScreen>
  );
}

export const query = graphql`
  query RegistrationInfoPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Dealer Portal" }) {
      ...PageMetaBanner
    }
  }
`;
