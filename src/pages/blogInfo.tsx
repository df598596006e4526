/** /blogInfo?id=N → /blogInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function BlogInfoQueryPage(props: PageProps<Queries.BlogInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="blogInfo" {...props} />;
}

export const query = graphql`
  query BlogInfoIds {
    allCmsBlog {
      nodes {
        cmsId
      }
    }
  }
`;
