/** /Collection (docs/product/content-pages.md#collection) from the build-time collection page. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CollectionView } from '../features/collection/collection-view';
import { PageSeo } from '../components/layout/page-seo';
import { PageEmpty } from '../features/training/id-redirect';

export default function CollectionPage({ data, location }: PageProps<Queries.CollectionRoutePageQuery>): JSX.Element {
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="Collection" pathname={location.pathname} />
      {data.cmsCollection ? (
        <CollectionView collection={data.cmsCollection} />
      ) : (
        <PageEmpty title="Collection" description="The collection will be published here soon." />
      )}
    </>
  );
}

export const query = graphql`
  query CollectionRoutePage {
    cmsPageMeta(title: { eq: "Collection" }) {
      ...PageMetaSeo
    }
    cmsCollection {
      image
      image_media {
        ...BannerImage
      }
      name
      mini_image
      content
      sub_name
      resource {
        type
        url
        url_media {
          ...CardImage
        }
      }
      images_arr
      images_arr_media {
        ...CardImage
      }
      cases {
        id
        title
        image
        image_media {
          ...CardImage
        }
      }
    }
  }
`;
