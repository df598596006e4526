/** /ProductInfo?id=N (the spec's query form): redirect to the static page, or not found. */
import * as React from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/products/query-redirect-page';
import { productInfoPath } from '../features/products/paths';

export default function ProductInfoQueryPage({ location }: PageProps): JSX.Element {
  const data = useStaticQuery<{ allCmsProduct: { nodes: { cmsId: number }[] } }>(graphql`
    query ProductInfoIds {
      allCmsProduct {
        nodes {
          cmsId
        }
      }
    }
  `);
  return (
    <QueryRedirectPage
      search={location.search}
      knownIds={data.allCmsProduct.nodes.map((n) => n.cmsId)}
      pathFor={(id, params) => {
        params.delete('id');
        const rest = params.toString();
        return `${productInfoPath(id)}${rest ? `?${rest}` : ''}`;
      }}
    />
  );
}
