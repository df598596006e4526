/** Per-tool page /ToolsInfo/<id>/ (context { id, cmsId }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { ToolDetail } from '../../contract/goods';
import type { DeepReadonly } from '../types/deep-readonly';
import { ToolInfo } from '../features/tools/tool-info';
import { PageSeo } from '../components/layout/page-seo';

export default function ToolsInfoTemplate({ data, location }: PageProps<Queries.ToolsInfoPageQuery>): JSX.Element | null {
  const node = data.cmsTool;
  if (!node) return null;
  const { cmsId, goods_image_media, image_media, images_arr_media, ...rest } = node;
  const tool: DeepReadonly<ToolDetail> = { ...rest, id: cmsId };
  const typeName = data.allCmsToolCategory.nodes.find((c) => c.cmsId === tool.category_id)?.name;
  return (
    <>
      <PageSeo meta={tool} fallbackTitle={tool.goods_name} pathname={location.pathname} />
      <ToolInfo key={tool.id} tool={tool} typeName={typeName} media={{ goods_image_media, image_media, images_arr_media }} />
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
      goods_image_media {
        ...DetailImage
      }
      desc
      video
      content
      sub_name
      tools_content
      image
      image_media {
        ...DetailImage
      }
      images_arr
      images_arr_media {
        ...CardImage
      }
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
