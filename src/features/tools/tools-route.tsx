/** Body of every /Tools list page: gatsby-node.ts (PAGED_LISTS) builds /Tools/ and /Tools/page/<n>/ from src/templates/Tools-page.tsx. */
import * as React from 'react';
import { ToolsOverview } from './tools-page';
import { PageSeo } from '../../components/layout/page-seo';

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

export function ToolsRoute({ data, context, pathname }: { data: Queries.ToolsPagedQuery; context: ToolsListContext; pathname: string }): JSX.Element {
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
