/** /PPF: the PPF page (same component as /NewPPF). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PpfPage } from '../features/products/ppf-page';
import { PageSeo } from '../components/layout/page-seo';

function PpfRoute({ data, location }: PageProps<Queries.PpfPageQuery>): JSX.Element | null {
  const page = data.cmsPpfPage;
  if (!page) return null;
  return (
    <>
      <PageSeo meta={page} fallbackTitle="PPF" pathname={location.pathname} />
      <PpfPage data={page} />
    </>
  );
}

export default PpfRoute;

export const query = graphql`
  query PpfPage {
    cmsPpfPage {
      name
      sub_name
      sub_title
      desc
      keywords
      content
      mini_image
      images
      images_media {
        ...BannerImage
      }
      images_arr
      images_arr_media {
        ...BannerImage
      }
      goods {
        ...GoodsCard
      }
      cases {
        id
        title
        image
        image_media {
          ...CardImage
        }
      }
      categorys {
        id
        name
        brief
        image
        image_media {
          ...CardImage
        }
        desc
        goods {
          id
          goods_name
        }
      }
    }
  }
`;
