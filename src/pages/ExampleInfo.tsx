/** /ExampleInfo?id=N&type=&shop_id=&t_id= (the spec's query form): redirect keeping the context. */
import * as React from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/products/query-redirect-page';
import { exampleInfoPath, parseCaseContext } from '../features/cases/case-links';

export default function ExampleInfoQueryPage({ location }: PageProps): JSX.Element {
  const data = useStaticQuery<{ allCmsCase: { nodes: { cmsId: number }[] } }>(graphql`
    query ExampleInfoIds {
      allCmsCase {
        nodes {
          cmsId
        }
      }
    }
  `);
  return (
    <QueryRedirectPage
      search={location.search}
      knownIds={data.allCmsCase.nodes.map((n) => n.cmsId)}
      pathFor={(id, params) => exampleInfoPath(id, parseCaseContext(params.toString()))}
    />
  );
}
