/**
 * /Warrantylist?filter=… (docs/product/content-pages.md#warrantylist): client-only results of a
 * warranty search.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { WarrantyList } from '../features/warranty/warranty-list';
import * as styles from '../features/warranty/warranty.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function WarrantylistPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Warranty List"
        fallbackTitle="Warranty List"
        noindex
      />
      <PageBanner
        title="Warranty List"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Warranty Check', to: '/WarrantyCheck' }, { label: 'Warranty List' }]}
      />
      <div className={`container ${styles.body}`}>
        <WarrantyList search={location.search} />
      </div>
    </>
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
      ...LivePageMeta
    }
  }
`;
