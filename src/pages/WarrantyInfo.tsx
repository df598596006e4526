/** /WarrantyInfo?id=… (docs/product/content-pages.md#warrantyinfo): client-only detail of one warranty. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { WarrantyInfo } from '../features/warranty/warranty-info';
import * as styles from '../features/warranty/warranty.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function WarrantyInfoPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Warranty Info"
        fallbackTitle="Warranty Info"
        noindex
      />
      <PageBanner
        title="Warranty Info"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Warranty Check', to: '/WarrantyCheck' }, { label: 'Warranty Info' }]}
      />
      <div className={`container ${styles.body}`}>
        <WarrantyInfo search={location.search} />
      </div>
    </>
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
      ...LivePageMeta
    }
  }
`;
