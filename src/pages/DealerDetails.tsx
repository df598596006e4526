/**
 * /DealerDetails?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to
 * /DealerDetails/N/ (shared helper), or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';
import { InfoSeo } from '../features/training/info-seo';

interface Data {
  allCmsDealer: { nodes: Array<{ cmsId: number }> };
}

export default function DealerDetailsQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <>
      <InfoSeo meta={null} fallbackTitle="Dealer Details" pathname={location.pathname} noindex />
      <QueryRedirect
        route="DealerDetails"
        knownIds={data.allCmsDealer.nodes.map((n) => n.cmsId)}
        location={location}
        itemName="dealer"
        backTo="/PartnerSearch"
        backLabel="Find a partner"
      />
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
