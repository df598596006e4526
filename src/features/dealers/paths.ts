/** Routes of the dealer pages (no component code, so pages can import them without CSS). */

/** Static page of a dealer: /DealerDetails/<id>/. */
export function dealerDetailsPath(id: number): string {
  return `/DealerDetails/${id}/`;
}

/**
 * The documented link of a dealer's article (docs/product/content-pages.md#dealerdetails):
 * TrainingDetail?id={id}&shop_id={shopId}.
 */
export function dealerArticlePath(articleId: number, shopId: number): string {
  return `/TrainingDetail?id=${articleId}&shop_id=${shopId}`;
}
