/**
 * /Tool?type=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to /Tool/N/, or
 * the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';

interface Data {
  allCmsToolCategory: { nodes: { cmsId: number }[] };
}

export default function ToolQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <QueryRedirect
      route="Tool"
      param="type"
      knownIds={data.allCmsToolCategory.nodes.map((n) => n.cmsId)}
      location={location}
      itemName="tool type"
      backTo="/Tools/"
      backLabel="Back to tools"
    />
  );
}

export const query = graphql`
  query ToolIds {
    allCmsToolCategory {
      nodes {
        cmsId
      }
    }
  }
`;
