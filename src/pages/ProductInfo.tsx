/** /ProductInfo?id=N → /ProductInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function ProductInfoQueryPage(props: PageProps<Queries.ProductInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="ProductInfo" {...props} />;
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
