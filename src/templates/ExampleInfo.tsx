/** Per-case page /ExampleInfo/<id>/ (context { id, cmsId }); ?type&shop_id&t_id picks the related list. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CaseInfo } from '../features/cases/case-info';
import { PageSeo } from '../components/layout/page-seo';

export default function ExampleInfoTemplate({ data, location }: PageProps<Queries.ExampleInfoPageQuery>): JSX.Element | null {
  const node = data.cmsCase;
  if (!node) return null;
  return (
    <>
      <PageSeo meta={node} fallbackTitle={node.title} pathname={location.pathname} />
      <CaseInfo
        key={node.cmsId}
        id={node.cmsId}
        title={node.title}
        image={node.image}
        content={node.content}
        related={node.cases}
        search={location.search}
        bannerImage={data.cmsPageMeta?.image}
        bannerMedia={data.cmsPageMeta?.image_media}
        imageMedia={node.image_media}
      />
    </>
  );
}

export const query = graphql`
  query ExampleInfoPage($id: String!) {
    cmsCase(id: { eq: $id }) {
      cmsId
      title
      image
      image_media {
        ...BannerImage
      }
      content
      sub_title
      desc
      keywords
      cases {
        id
        title
        image
        image_media {
          ...CardImage
        }
      }
    }
    cmsPageMeta(title: { eq: "Cases" }) {
      image
      image_media {
        ...BannerImage
      }
    }
  }
`;
