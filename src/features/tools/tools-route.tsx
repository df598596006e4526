/** Shared body of /Tools/ (src/pages) and /Tools/page/<n>/ (template): map and render. */
import * as React from 'react';
import type { ToolCategory } from '../../../contract/goods';
import type { PageMeta } from '../../../contract/site';
import type { MediaNode } from '../../components/ui/media-image';
import { ToolsOverview } from './tools-page';
import { PageSeo } from '../../components/layout/page-seo';

export interface ToolsListData {
  allCmsToolCategory: {
    totalCount: number;
    nodes: (Omit<ToolCategory, 'id' | 'goods'> & { cmsId: number; goods: (ToolCategory['goods'][number] & { goods_image_media?: MediaNode | null })[] })[];
  };
  cmsToolsPage: { images_arr: string[]; images_arr_media?: readonly (MediaNode | null)[] | null; per_page: number } | null;
  cmsPageMeta: PageMeta | null;
}

export interface ToolsListContext {
  limit?: number;
  currentPage?: number;
  total?: number;
  perPage?: number;
  basePath?: string;
}

/**
 * Categories per page when the API gives none (docs/product/constants.md#pagination: page size is
 * the server's).
 */
export const TOOL_CATEGORIES_PER_PAGE = 3;

export function ToolsRoute({ data, context, pathname }: { data: ToolsListData; context: ToolsListContext; pathname: string }): JSX.Element {
  const categories = data.allCmsToolCategory.nodes.map(({ cmsId, ...c }) => ({ ...c, id: cmsId }));
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="Tools" pathname={pathname} />
      <ToolsOverview
        bannerImages={data.cmsToolsPage?.images_arr ?? []}
        bannerMedia={data.cmsToolsPage?.images_arr_media}
        categories={categories}
        page={context.currentPage ?? 1}
        perPage={context.perPage ?? context.limit ?? data.cmsToolsPage?.per_page ?? TOOL_CATEGORIES_PER_PAGE}
        total={context.total ?? data.allCmsToolCategory.totalCount}
        basePath={context.basePath ?? '/Tools'}
      />
    </>
  );
}
