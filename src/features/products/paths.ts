/** Static routes of the products area (per-item pages built by gatsby-node from the route table, contract/routes.ts). */
import type { DetailPagePath } from '../../../contract/routes';

export const productInfoPath = (id: number): string => `/ProductInfo/${id}/` satisfies DetailPagePath<'ProductInfo'>;
export const plotterInfoPath = (id: number): string => `/PlotterInfo/${id}/` satisfies DetailPagePath<'PlotterInfo'>;
export const toolsInfoPath = (id: number): string => `/ToolsInfo/${id}/` satisfies DetailPagePath<'ToolsInfo'>;
export const toolTypePath = (categoryId: number): string => `/Tool/${categoryId}/` satisfies DetailPagePath<'Tool'>;
/** Page n of a paged list whose page 1 lives at basePath (e.g. /Tools/ → /Tools/page/2/). */
export function pagedPath(basePath: string, page: number): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return page <= 1 ? base : `${base}page/${page}/`;
}
/** The default mid banner of the PPF page when the CMS has none. */
export const PPF_FALLBACK_BANNER = '/images/ppf-fallback.jpg';
