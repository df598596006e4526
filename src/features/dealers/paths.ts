/** Routes of the dealer pages (no component code, so pages can import them without CSS). */

/** Static page of a dealer: /DealerDetails/<id>/. */
export function dealerDetailsPath(id: number): string {
  return `/DealerDetails/${id}/`;
}

/** The spec's link of a dealer's article: TrainingDetail?id={id}&shop_id={shopId}. */
export function dealerArticlePath(articleId: number, shopId: number): string {
  return `/TrainingDetail?id=${articleId}&shop_id=${shopId}`;
}
