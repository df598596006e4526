/** /WarrantyInfo?id=… (docs/product/content-pages.md#warrantyinfo): client-only detail of one warranty. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { WarrantyInfo } from '../features/warranty/warranty-info';
import * as styles from '../features/warranty/warranty.module.css';

export default function WarrantyInfoPage(props: PageProps<Queries.WarrantyInfoPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Warranty Info"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Warranty Check', to: '/WarrantyCheck' }, { label: 'Warranty Info' }] }}
      bodyClass={styles.body}
    >
      <WarrantyInfo search={props.location.search} />
    </LiveScreen>
  );
}

export const query = graphql`
  query WarrantyInfoPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Warranty Check" }) {
      ...PageMetaBanner
    }
  }
`;
