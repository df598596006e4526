/** /Tool/<categoryId>/ and /Tool/<categoryId>/page/<n>/: the tools of one type (context { id, cmsId, paging }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ToolType } from '../features/tools/tool-type';
import { PageSeo } from '../components/layout/page-seo';
import { withoutBrandSuffix } from '../features/forms/live-seo';

interface Context {
  cmsId: number;
  limit: number;
  currentPage: number;
  total: number;
  perPage: number;
  basePath: string;
}

export default function ToolTemplate({ data, pageContext, location }: PageProps<Queries.ToolTypePageQuery, Context>): JSX.Element | null {
  const category = data.cmsToolCategory;
  if (!category) return null;
  const tools = data.allCmsTool.nodes.map(({ cmsId, ...t }) => ({ ...t, id: cmsId }));
  return (
    <>
      {/* The category name leads the page meta's title, so each type's page has a title of its
          own (docs/product/routes-and-screens.md#one-url-per-page). */}
      <PageSeo
        meta={{ ...data.cmsPageMeta, sub_title: `${category.name} – ${withoutBrandSuffix(data.cmsPageMeta?.sub_title || 'Tools')}` }}
        pathname={location.pathname}
      />
      <ToolType
        typeName={category.name}
        bannerImages={data.cmsToolsPage?.images_arr ?? []}
        bannerMedia={data.cmsToolsPage?.images_arr_media}
        tools={tools}
        page={pageContext.currentPage ?? 1}
        perPage={pageContext.perPage ?? pageContext.limit}
        total={pageContext.total ?? data.allCmsTool.totalCount}
        basePath={pageContext.basePath ?? `/Tool/${category.cmsId}`}
      />
    </>
  );
}

export const query = graphql`
  query ToolTypePage($id: String!, $cmsId: Int!, $skip: Int = 0, $limit: Int = 8) {
    cmsToolCategory(id: { eq: $id }) {
      cmsId
      name
    }
    allCmsTool(filter: { category_id: { eq: $cmsId } }, sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        cmsId
        goods_name
        goods_image
        goods_image_media {
          ...CardImage
        }
        desc
      }
    }
    cmsToolsPage {
      ...ToolsBanner
    }
    cmsPageMeta(title: { eq: "Tools" }) {
      title
      ...PageMetaSeo
    }
  }
`;
