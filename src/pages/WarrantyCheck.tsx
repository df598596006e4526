/** /WarrantyCheck (docs/product/content-pages.md#warrantycheck): composes the live warranty search. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { WarrantyCheck } from '../features/warranty/warranty-check';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
  cmsWarrantyCount: { count: string } | null;
}

export default function WarrantyCheckPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  // Set by /Warrantylist when its search was refused; history state exists only in the browser.
  const [notice, setNotice] = React.useState<string | null>(null);
  React.useEffect(() => {
    const state = location.state as { warrantyNotice?: unknown } | null | undefined;
    setNotice(typeof state?.warrantyNotice === 'string' && state.warrantyNotice ? state.warrantyNotice : null);
  }, [location.state]);
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Warranty Check" />
      <PageBanner
        title="Warranty Check"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'Warranty Check' }]}
      />
      <WarrantyCheck fallbackCount={data.cmsWarrantyCount?.count ?? null} notice={notice} />
    </>
  );
}

export const query = graphql`
  query WarrantyCheckPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Warranty Check" }) {
      ...LivePageMeta
    }
    cmsWarrantyCount {
      count
    }
  }
`;
