/**
 * /DealerPortal (docs/product/content-pages.md#dealerportal): client-only; the portal's navigation (registering
 * installations, the shop's registrations), the shop, branding elements and Log out.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { DealerPortal } from '../features/dealer/dealer-portal';
import { PortalNav } from '../features/dealer/portal-nav';
import * as styles from '../features/dealer/dealer.module.css';

export default function DealerPortalPage(props: PageProps<Queries.DealerPortalPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Dealer Portal"
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Dealer Portal' }] }}
      bodyClass={styles.page}
    >
      <PortalNav current="/DealerPortal" />
      <DealerPortal />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
