/** Routes of the dealer pages (no component code, so pages can import them without CSS). */
import type { DetailPagePath } from '../../../contract/routes';

/** Static page of a dealer: /DealerDetails/<id>/. */
export function dealerDetailsPath(id: number): string {
  return `/DealerDetails/${id}/` satisfies DetailPagePath<'DealerDetails'>;
}

/**
 * The documented link of a dealer's article (docs/product/content-pages.md#dealerdetails):
 * TrainingDetail?id={id}&shop_id={shopId}. Written out: TrainingDetail is a client-only screen
 * (SCREEN_ROUTES in contract/routes.ts) read from its query, not a detail route with a page per id.
 */
export function dealerArticlePath(articleId: number, shopId: number): string {
  return `/TrainingDetail?id=${articleId}&shop_id=${shopId}`;
}
