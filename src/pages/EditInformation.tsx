/**
 * /EditInformation (docs/product/content-pages.md#editinformation): client-only edit form of the
 * dealer's shop.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { EditInformation } from '../features/dealer/edit-information';
import * as styles from '../features/dealer/dealer.module.css';

export default function EditInformationPage(props: PageProps<Queries.EditInformationPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Edit Information"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'Edit Information' }] }}
      bodyClass={styles.page}
    >
      <EditInformation />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
