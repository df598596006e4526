/** Per-tool page /ToolsInfo/<id>/ (context { id, cmsId }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { ToolDetail } from '../contract/goods';
import { ToolInfo } from '../features/tools/tool-info';
import { PageSeo } from '../features/products/page-seo';

interface Data {
  cmsTool: (Omit<ToolDetail, 'id'> & { cmsId: number }) | null;
  allCmsToolCategory: { nodes: { cmsId: number; name: string }[] };
}

export default function ToolsInfoTemplate({ data, location }: PageProps<Data>): JSX.Element | null {
  const node = data.cmsTool;
  if (!node) return null;
  const { cmsId, ...rest } = node;
  const tool: ToolDetail = { ...rest, id: cmsId };
  const typeName = data.allCmsToolCategory.nodes.find((c) => c.cmsId === tool.category_id)?.name;
  return (
    <>
      <PageSeo meta={tool} fallbackTitle={tool.goods_name} pathname={location.pathname} />
      <ToolInfo key={tool.id} tool={tool} typeName={typeName} />
    </>
  );
}

export const query = graphql`
  query ToolsInfoPage($id: String!) {
    cmsTool(id: { eq: $id }) {
      cmsId
      category_id
      goods_name
      goods_image
      desc
      video
      content
      sub_name
      tools_content
      image
      images_arr
      sub_title
      keywords
    }
    allCmsToolCategory {
      nodes {
        cmsId
        name
      }
    }
  }
`;
