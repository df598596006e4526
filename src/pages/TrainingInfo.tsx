/** /TrainingInfo?id=N → /TrainingInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function TrainingInfoQueryPage(props: PageProps<Queries.TrainingInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="TrainingInfo" {...props} />;
}

export const query = graphql`
  query TrainingInfoIds {
    allCmsTraining {
      nodes {
        cmsId
      }
    }
  }
`;
