/** /TrainingInfo?id=N (the spec's query form): redirect to /TrainingInfo/N/, or the not-found view. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { IdRedirect } from '../features/training/id-redirect';
import { trainingInfoPath } from '../features/training/paths';
import { InfoSeo } from '../features/training/info-seo';

interface Data {
  allCmsTraining: { nodes: Array<{ cmsId: number }> };
}

export default function TrainingInfoQueryPage({ data, location }: PageProps<Data>): JSX.Element {
  return (
    <>
      <InfoSeo meta={null} fallbackTitle="Training" pathname={location.pathname} noindex />
      <IdRedirect search={location.search} knownIds={data.allCmsTraining.nodes.map((n) => n.cmsId)} pathFor={trainingInfoPath} />
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
