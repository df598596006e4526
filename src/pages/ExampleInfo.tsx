/**
 * /ExampleInfo?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to /ExampleInfo/N/
 * (type, shop_id, t_id are kept), or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';

interface Data {
  allCmsCase: { nodes: { cmsId: number }[] };
}

export default function ExampleInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <QueryRedirect
      route="ExampleInfo"
      knownIds={data.allCmsCase.nodes.map((n) => n.cmsId)}
      location={location}
      itemName="case"
      backTo="/ExampleList/"
      backLabel="Back to cases"
    />
  );
}

export const query = graphql`
  query ExampleInfoIds {
    allCmsCase {
      nodes {
        cmsId
      }
    }
  }
`;
