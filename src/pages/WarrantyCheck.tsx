/** /WarrantyCheck (docs/product/content-pages.md#warrantycheck): composes the live warranty search. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { WarrantyCheck } from '../features/warranty/warranty-check';

export default function WarrantyCheckPage(props: PageProps<Queries.WarrantyCheckPageQuery>): JSX.Element {
  const { data, location } = props;
  // Set by /Warrantylist when its search was refused; history state exists only in the browser.
  const [notice, setNotice] = React.useState<string | null>(null);
  React.useEffect(() => {
    const state = location.state as { warrantyNotice?: unknown } | null | undefined;
    setNotice(typeof state?.warrantyNotice === 'string' && state.warrantyNotice ? state.warrantyNotice : null);
  }, [location.state]);
  return (
    <LiveScreen
      {...props}
      title="Warranty Check"
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'Warranty Check' }] }}
    >
      <WarrantyCheck fallbackCount={data.cmsWarrantyCount?.count ?? null} notice={notice} />
    </LiveScreen>
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
      ...PageMetaBanner
    }
    cmsWarrantyCount {
      count
    }
  }
`;
