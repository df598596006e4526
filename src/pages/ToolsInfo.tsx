/** /ToolsInfo?id=N → /ToolsInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function ToolsInfoQueryPage(props: PageProps<Queries.ToolsInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="ToolsInfo" {...props} />;
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
