/** Per-case page /ExampleInfo/<id>/ (context { id, cmsId }); ?type&shop_id&t_id picks the related list. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { CaseDetail } from '../../contract/cases';
import { CaseInfo } from '../features/cases/case-info';
import { PageSeo } from '../features/products/page-seo';
import type { MediaNode } from '../components/ui/media-image';

interface Data {
  cmsCase: (Omit<CaseDetail, 'id'> & { cmsId: number; image_media?: MediaNode | null }) | null;
  cmsPageMeta: { image: string | null; image_media?: MediaNode | null } | null;
}

export default function ExampleInfoTemplate({ data, location }: PageProps<Data>): JSX.Element | null {
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
