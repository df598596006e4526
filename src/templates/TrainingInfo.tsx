/** Per-course page /TrainingInfo/<id>/ (context { id, cmsId }): query and map to the plain component. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { TrainingInfoView } from '../features/training/training-info-view';
import { PageSeo } from '../components/layout/page-seo';
import { fromNode } from '../features/training/graphql-types';
import { PageEmpty } from '../features/training/id-redirect';
import { course } from '../seo/schema';

export default function TrainingInfoTemplate({ data, location }: PageProps<Queries.TrainingInfoPageQuery>): JSX.Element {
  if (!data.cmsTraining) return <PageEmpty title="Not found" description="This page has moved or no longer exists." />;
  const { images_media, detail_image_media, ...node } = data.cmsTraining;
  const training = fromNode(node);
  return (
    <>
      <PageSeo
        meta={{ ...training, image: training.images }}
        fallbackTitle={training.title}
        pathname={location.pathname}
        jsonLd={(origin) => [
          course(origin, {
            name: training.title || training.name,
            description: training.desc,
            content: training.content,
            image: training.images,
            path: location.pathname,
          }),
        ]}
      />
      <TrainingInfoView key={training.id} training={training} media={{ images: images_media, detail_image: detail_image_media }} />
    </>
  );
}

export const query = graphql`
  query TrainingInfoPage($id: String!) {
    cmsTraining(id: { eq: $id }) {
      cmsId
      title
      sub_title
      desc
      keywords
      name
      sub_name
      content
      images
      images_media {
        alt
        file {
          childImageSharp {
            gatsbyImageData(width: 960, layout: CONSTRAINED)
          }
        }
      }
      detail_image
      detail_image_media {
        alt
        file {
          childImageSharp {
            gatsbyImageData(width: 800, layout: CONSTRAINED)
          }
        }
      }
      steps {
        content
      }
      cost_price
      cost_days
      cost_people
      train_content
      trainers {
        ...TrainerProfile
      }
      cases {
        id
        image
        title
      }
    }
  }
`;
