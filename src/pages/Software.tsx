/** /Software: the precut software page; head tags from the 'Precut Software' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { SoftwarePage } from '../features/software/software-page';
import { PageSeo } from '../components/layout/page-seo';

export default function SoftwareRoute({ data, location }: PageProps<Queries.SoftwarePageQuery>): JSX.Element | null {
  if (!data.cmsSoftware) return null;
  return (
    <>
      <PageSeo meta={data.cmsArticle} fallbackTitle="Precut Software" pathname={location.pathname} />
      <SoftwarePage data={data.cmsSoftware} />
    </>
  );
}

export const query = graphql`
  query SoftwarePage {
    cmsSoftware {
      images_arr
      images_arr_media {
        ...BannerImage
      }
      name
      content
      mini_image
      mini_image_media {
        ...DetailImage
      }
      images
      images_media {
        ...DetailImage
      }
      step1
      step2
      step3
      step4
      resource_images {
        type
        url
        url_media {
          ...BannerImage
        }
      }
    }
    cmsArticle(title: { eq: "Precut Software" }) {
      title
      ...ArticleSeo
    }
  }
`;
