/** /Tool?type=N (the spec's query form): redirect to the static page, or not found. */
import * as React from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/products/query-redirect-page';
import { toolTypePath } from '../features/products/paths';

export default function ToolQueryPage({ location }: PageProps): JSX.Element {
  const data = useStaticQuery<{ allCmsToolCategory: { nodes: { cmsId: number }[] } }>(graphql`
    query ToolIds {
      allCmsToolCategory {
        nodes {
          cmsId
        }
      }
    }
  `);
  return (
    <QueryRedirectPage
      search={location.search}
      param="type"
      knownIds={data.allCmsToolCategory.nodes.map((n) => n.cmsId)}
      pathFor={(id) => toolTypePath(id)}
    />
  );
}
