/** /DealerDetails?id=N → /DealerDetails/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function DealerDetailsQueryPage(props: PageProps<Queries.DealerDetailsIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="DealerDetails" {...props} />;
}

export const query = graphql`
  query DealerDetailsIds {
    allCmsDealer {
      nodes {
        cmsId
      }
    }
  }
`;
