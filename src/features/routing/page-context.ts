/**
 * The page context gatsby-node.ts gives templates (see the tables at the top of gatsby-node.ts).
 * Use these in `PageProps<Queries.XQuery, DetailPageContext>`; the same keys are GraphQL
 * variables in the page query (`$id`, `$cmsId`, `$skip`, `$limit` …).
 */

/** Every per-item page (/ProductInfo/3/, /blogInfo/12/, /Tool/2/ …). */
export interface DetailPageContext {
  /** Gatsby node id: `cmsProduct(id: { eq: $id })`. */
  id: string;
  /** The API's integer id (the id of the documented query URL). */
  cmsId: number;
}

/** Paged lists built at /<base>/ (page 1) and /<base>/page/<n>/ (n ≥ 2). */
export interface PagedListContext {
  /** GraphQL `skip` for this page. */
  skip: number;
  /** GraphQL `limit` = items per page. */
  limit: number;
  /** 1-based page number. */
  currentPage: number;
  pageCount: number;
  /** Total items across all pages. */
  total: number;
  /** Same as limit; named as the API names it. */
  perPage: number;
  /** URL of page 1, e.g. '/blog' or '/Tool/2'; page n is `${basePath}/page/${n}/`. */
  basePath: string;
}

/** /blogs/<typeId>/ */
export interface BlogTypePageContext extends DetailPageContext {
  name: string;
  /** ids of page 1 of blogList?type=<id> (API order). */
  blogIds: number[];
}

/** /Tool/<categoryId>/ and /Tool/<categoryId>/page/<n>/ */
export type ToolCategoryPageContext = DetailPageContext & PagedListContext;

/** The URL of page n of a paged list. */
export function pagePath(basePath: string, page: number): string {
  const base = basePath.replace(/\/+$/, '');
  return page <= 1 ? `${base}/` : `${base}/page/${page}/`;
}
