/**
 * /ProductInfo?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to
 * /ProductInfo/N/, or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';

interface Data {
  allCmsProduct: { nodes: { cmsId: number }[] };
}

export default function ProductInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <QueryRedirect
      route="ProductInfo"
      knownIds={data.allCmsProduct.nodes.map((n) => n.cmsId)}
      location={location}
      itemName="product"
      backTo="/PPF/"
      backLabel="Back to PPF"
    />
  );
}

export const query = graphql`
  query ProductInfoIds {
    allCmsProduct {
      nodes {
        cmsId
      }
    }
  }
`;
