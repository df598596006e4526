/** Shared body of /ExampleList/ (src/pages) and /ExampleList/page/<n>/ (template): map and render. */
import * as React from 'react';
import type { CaseCard } from '../../../contract/goods';
import type { PageMeta } from '../../../contract/site';
import type { MediaNode } from '../../components/ui/media-image';
import { CaseList } from './case-list';
import { PageSeo } from '../../components/layout/page-seo';

export interface ExampleListData {
  allCmsCase: { totalCount: number; nodes: (Omit<CaseCard, 'id'> & { cmsId: number; image_media?: MediaNode | null })[] };
  cmsPageMeta: (PageMeta & { image_media?: MediaNode | null }) | null;
}

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

export function ExampleListRoute({ data, context, pathname }: { data: ExampleListData; context: ExampleListContext; pathname: string }): JSX.Element {
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
