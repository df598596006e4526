/** /blogs?type=N → /blogs/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function BlogsQueryPage(props: PageProps<Queries.BlogTypeIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="blogs" {...props} />;
}

export const query = graphql`
  query BlogTypeIds {
    allCmsBlogType {
      nodes {
        cmsId
      }
    }
  }
`;
