/** Static routes of the products area (per-item pages built by gatsby-node from the route table, contract/routes.ts). */
import { itemPagePath } from '../routing/item-page-path';

export const productInfoPath = (id: number): string => itemPagePath('ProductInfo', id);
export const plotterInfoPath = (id: number): string => itemPagePath('PlotterInfo', id);
export const toolsInfoPath = (id: number): string => itemPagePath('ToolsInfo', id);
export const toolTypePath = (categoryId: number): string => itemPagePath('Tool', categoryId);
/** Page n of a paged list whose page 1 lives at basePath (e.g. /Tools/ → /Tools/page/2/). */
export function pagedPath(basePath: string, page: number): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return page <= 1 ? base : `${base}page/${page}/`;
}
/** The default mid banner of the PPF page when the CMS has none. */
export const PPF_FALLBACK_BANNER = '/images/ppf-fallback.jpg';
