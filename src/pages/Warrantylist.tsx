/**
 * /Warrantylist?filter=… (docs/product/content-pages.md#warrantylist): client-only results of a
 * warranty search.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { WarrantyList } from '../features/warranty/warranty-list';
import * as styles from '../features/warranty/warranty.module.css';

export default function WarrantylistPage(props: PageProps<Queries.WarrantylistPageQuery>): JSX.Element {
  return (
    <LiveScreen
      {...props}
      title="Warranty List"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Warranty Check', to: '/WarrantyCheck' }, { label: 'Warranty List' }] }}
      bodyClass={styles.body}
    >
      <WarrantyList search={props.location.search} />
    </LiveScreen>
  );
}

export const query = graphql`
  query WarrantylistPage {
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
