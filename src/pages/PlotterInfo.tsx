/**
 * /PlotterInfo?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to
 * /PlotterInfo/N/, or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';

interface Data {
  allCmsPlotter: { nodes: { cmsId: number }[] };
}

export default function PlotterInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <QueryRedirect
      route="PlotterInfo"
      knownIds={data.allCmsPlotter.nodes.map((n) => n.cmsId)}
      location={location}
      itemName="plotter"
      backTo="/Plotter/"
      backLabel="Back to plotters"
    />
  );
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
