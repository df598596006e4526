/** /PlotterInfo?id=N → /PlotterInfo/N/ (the query form; the route table, contract/routes.ts, says the rest). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/routing/query-redirect-page';

export default function PlotterInfoQueryPage(props: PageProps<Queries.PlotterInfoIdsQuery>): JSX.Element {
  return <QueryRedirectPage route="PlotterInfo" {...props} />;
}

export const query = graphql`
  query PlotterInfoIds {
    allCmsPlotter {
      nodes {
        cmsId
      }
    }
  }
`;
