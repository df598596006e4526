/** /Tool?type=N → /Tool/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function ToolQueryPage(props: PageProps<Queries.ToolIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="Tool" {...props} />;
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
