/**
 * Names of the two dealer-session cookies (docs/product/entities-and-fields.md#session,
 * docs/product/constants.md#storage-keys): one for the shop token, one for the
 * shop info object. They carry the product name so they never collide with other apps' cookies
 * on a shared domain.
 */
export const SHOP_TOKEN_COOKIE = 'carfilmmaster_shop_token';
export const SHOP_INFO_COOKIE = 'carfilmmaster_shop_info';
