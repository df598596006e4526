/**
 * /Training: the training academy (docs/product/content-pages.md#training) from the build-time
 * training page.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { TrainingView } from '../features/training/training-view';
import { PageSeo } from '../components/layout/page-seo';
import { PageEmpty } from '../features/training/id-redirect';

export default function TrainingRoute({ data, location }: PageProps<Queries.TrainingRoutePageQuery>): JSX.Element {
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="Training" pathname={location.pathname} />
      {data.cmsTrainingPage ? (
        <TrainingView page={data.cmsTrainingPage} />
      ) : (
        <PageEmpty title="Training" description="Course information will be published here soon." />
      )}
    </>
  );
}

export const query = graphql`
  query TrainingRoutePage {
    cmsPageMeta(title: { eq: "Training" }) {
      ...PageMetaSeo
    }
    cmsTrainingPage {
      name
      image
      image_media {
        ...BannerImage
      }
      mini_image
      mini_image_media {
        ...DetailImage
      }
      content
      images
      experienced_trainers
      professional
      authoritative
      trainers_content
      trainers {
        ...TrainerProfile
      }
      resource_images {
        type
        url
      }
      tools
      tools_images
      tools_images_media {
        ...CardImage
      }
      trains {
        id
        image
        image_media {
          ...CardImage
        }
        name
        desc
        cost_days
        nations {
          id
          name
        }
        nation_id
        addresslist {
          id
          address
        }
      }
    }
  }
`;
