/** /ExampleInfo?id=N → /ExampleInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function ExampleInfoQueryPage(props: PageProps<Queries.ExampleInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="ExampleInfo" {...props} />;
}

export const query = graphql`
  query ExampleInfoIds {
    allCmsCase {
      nodes {
        cmsId
      }
    }
  }
`;
