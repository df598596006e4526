/** Body of every /ExampleList page: gatsby-node.ts (PAGED_LISTS) builds /ExampleList/ and /ExampleList/page/<n>/ from src/templates/ExampleList-page.tsx. */
import * as React from 'react';
import { CaseList } from './case-list';
import { PageSeo } from '../../components/layout/page-seo';

export interface ExampleListContext {
  limit?: number;
  currentPage?: number;
  total?: number;
  perPage?: number;
  basePath?: string;
}

/**
 * Cases per page (docs/product/content-pages.md#cases-list: paged case cards; 8 per page as
 * gatsby-node builds them).
 */
export const CASES_PER_PAGE = 8;

export function ExampleListRoute({
  data,
  context,
  pathname,
}: {
  data: Queries.ExampleListPagedQuery;
  context: ExampleListContext;
  pathname: string;
}): JSX.Element {
  const cases = data.allCmsCase.nodes.map(({ cmsId, ...c }) => ({ ...c, id: cmsId }));
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="Cases" pathname={pathname} />
      <CaseList
        cases={cases}
        page={context.currentPage ?? 1}
        perPage={context.perPage ?? context.limit ?? CASES_PER_PAGE}
        total={context.total ?? data.allCmsCase.totalCount}
        basePath={context.basePath ?? '/ExampleList'}
        bannerImage={data.cmsPageMeta?.image}
        bannerMedia={data.cmsPageMeta?.image_media}
      />
    </>
  );
}
