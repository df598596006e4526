/**
 * /BrandingElementsInfo?id=… (docs/product/content-pages.md#brandingelementsinfo): client-only
 * branding element detail.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { BrandingInfo } from '../features/dealer/branding-info';
import * as styles from '../features/dealer/dealer.module.css';

export default function BrandingElementsInfoPage(props: PageProps<Queries.BrandingElementsInfoPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Branding Elements"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'Branding Elements' }] }}
      bodyClass={styles.page}
    >
      <BrandingInfo search={props.location.search} />
    </LiveScreen>
  );
}

export const query = graphql`
  query BrandingElementsInfoPage {
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
