/** /ToolsInfo?id=N (the spec's query form): redirect to the static page, or not found. */
import * as React from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/products/query-redirect-page';
import { toolsInfoPath } from '../features/products/paths';

export default function ToolsInfoQueryPage({ location }: PageProps): JSX.Element {
  const data = useStaticQuery<{ allCmsTool: { nodes: { cmsId: number }[] } }>(graphql`
    query ToolsInfoIds {
      allCmsTool {
        nodes {
          cmsId
        }
      }
    }
  `);
  return (
    <QueryRedirectPage
      search={location.search}
      param="id"
      knownIds={data.allCmsTool.nodes.map((n) => n.cmsId)}
      pathFor={(id) => toolsInfoPath(id)}
    />
  );
}
