/** /DealerDetails?id=N (the spec's query form): redirect to /DealerDetails/N/, or the not-found view. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { IdRedirect } from '../features/training/id-redirect';
import { dealerDetailsPath } from '../features/dealers/paths';
import { InfoSeo } from '../features/training/info-seo';

interface Data {
  allCmsDealer: { nodes: Array<{ cmsId: number }> };
}

export default function DealerDetailsQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <>
      <InfoSeo meta={null} fallbackTitle="Dealer Details" pathname={location.pathname} noindex />
      <IdRedirect search={location.search} knownIds={data.allCmsDealer.nodes.map((n) => n.cmsId)} pathFor={dealerDetailsPath} />
    </>
  );
}

export const query = graphql`
  query DealerDetailsIds {
    allCmsDealer {
      nodes {
        cmsId
      }
    }
  }
`;
