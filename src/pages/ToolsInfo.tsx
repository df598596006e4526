/**
 * /ToolsInfo?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to /ToolsInfo/N/,
 * or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';

interface Data {
  allCmsTool: { nodes: { cmsId: number }[] };
}

export default function ToolsInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <QueryRedirect
      route="ToolsInfo"
      knownIds={data.allCmsTool.nodes.map((n) => n.cmsId)}
      location={location}
      itemName="tool"
      backTo="/Tools/"
      backLabel="Back to tools"
    />
  );
}

export const query = graphql`
  query ToolsInfoIds {
    allCmsTool {
      nodes {
        cmsId
      }
    }
  }
`;
