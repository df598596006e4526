/**
 * /TrainingInfo?id=N (the documented query form,
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses): redirect to
 * /TrainingInfo/N/ (shared helper), or the not-found view.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { QueryRedirect } from '../features/routing/query-redirect';
import { InfoSeo } from '../features/training/info-seo';

interface Data {
  allCmsTraining: { nodes: Array<{ cmsId: number }> };
}

export default function TrainingInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <>
      <InfoSeo meta={null} fallbackTitle="Training" pathname={location.pathname} noindex />
      <QueryRedirect
        route="TrainingInfo"
        knownIds={data.allCmsTraining.nodes.map((n) => n.cmsId)}
        location={location}
        itemName="training"
        backTo="/Training"
        backLabel="All training courses"
      />
    </>
  );
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
