/** /PlotterInfo?id=N (the spec's query form): redirect to the static page, or not found. */
import * as React from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { QueryRedirectPage } from '../features/products/query-redirect-page';
import { plotterInfoPath } from '../features/products/paths';

export default function PlotterInfoQueryPage({ location }: PageProps): JSX.Element {
  const data = useStaticQuery<{ allCmsPlotter: { nodes: { cmsId: number }[] } }>(graphql`
    query PlotterInfoIds {
      allCmsPlotter {
        nodes {
          cmsId
        }
      }
    }
  `);
  return (
    <QueryRedirectPage
      search={location.search}
      knownIds={data.allCmsPlotter.nodes.map((n) => n.cmsId)}
      pathFor={(id) => plotterInfoPath(id)}
    />
  );
}
