/**
 * /RegisterInstallation (docs/product/warranty-registration.md): client-only and dealer only; the
 * form that registers an installation and makes its warranties.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { PortalNav } from '../features/dealer/portal-nav';
import { RegisterInstallation } from '../features/registration/register-installation';
import * as styles from '../features/dealer/dealer.module.css';

export default function RegisterInstallationPage(props: PageProps<Queries.RegisterInstallationPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Register an installation"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'Register an installation' }] }}
      bodyClass={styles.page}
    >
      <PortalNav current="/RegisterInstallation" />
      <RegisterInstallation />
    </LiveScreen>
  );
}

export const query = graphql`
  query RegisterInstallationPage {
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
