/**
 * The page of one item, `/ProductInfo/3/`, as the route table builds it (contract/route-paths.ts,
 * `detailPagePath`), so that the site's links follow the table. The table's function takes any
 * string; the site names its routes by hand, so this one takes only the table's names, and a
 * misspelt or renamed route fails tsc at the link. Plain code, no component: the path modules of
 * the features import it and stay free of CSS.
 */
import { detailPagePath } from '../../../contract/route-paths';
import type { DetailRouteName } from '../../../contract/routes';

export function itemPagePath(route: DetailRouteName, id: number): string {
  return detailPagePath(route, id);
}
