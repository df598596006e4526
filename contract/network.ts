// Countries, regions, partners and dealers (docs/product/entities-and-fields.md#partners-and-dealers).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Paged } from './envelope';

export const Place = Type.Object({ id: Id, name: Type.String() });
export type Place = Static<typeof Place>;

/** Dealer tiers: the three result groups of the partner search. */
export const SHOP_LEVELS = ['country_dealer', 'certified_shop', 'reseller'] as const;
export type ShopLevel = (typeof SHOP_LEVELS)[number];

export const Partner = Type.Object({
  id: Id,
  shop_name: Type.String(),
  img: Media,
  mobile: Type.String(),
  email: Type.String(),
  address: Type.String(),
  /** WGS 84 degrees, null when unknown (docs/product/nearest-partner.md) */
  lat: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  lng: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type Partner = Static<typeof Partner>;

export const PartnerCategory = Type.Object({ image: Media, name: Type.String(), desc: Type.String() });
export type PartnerCategory = Static<typeof PartnerCategory>;

export const PartnerSearchQuery = Type.Object({
  nation_id: Type.Integer({ minimum: 1 }),
  city_id: Type.Integer({ minimum: 1 }),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PartnerSearchQuery = Static<typeof PartnerSearchQuery>;

export const PartnerSearch = Type.Object({
  reseller: Type.Array(Partner),
  certified_shop: Type.Array(Partner),
  country_dealer: Type.Array(Partner),
  categorys: Type.Array(PartnerCategory),
});
export type PartnerSearch = Static<typeof PartnerSearch>;

export const DealerArticle = Type.Object({ id: Id, image: Media, title: Type.String() });

export const Dealer = Type.Object({
  id: Id,
  shop_name: Type.String(),
  shop_image: Media,
  image: Media,
  mobile: Type.String(),
  email: Type.String(),
  address: Type.String(),
  desc: Type.String(),
  content: Html,
  keywords: Type.String(),
  stars: Type.Integer({ minimum: 0, maximum: 5 }),
  level: Type.Union(SHOP_LEVELS.map((l) => Type.Literal(l))),
  articles: Type.Array(DealerArticle),
  nation_id: Id,
  city_id: Id,
  /** WGS 84 degrees, null when unknown (docs/product/nearest-partner.md) */
  lat: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  lng: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type Dealer = Static<typeof Dealer>;

/** What the dealer sees and edits of its own shop (saveInfo payload, getInfos answer). */
export const ShopEditable = Type.Object({
  shop_name: Type.String(),
  mobile: Type.String(),
  nation_id: Type.Union([Id, Type.Null()]),
  city_id: Type.Union([Id, Type.Null()]),
  desc: Type.String(),
  /** stored image path as returned by uploadImg's data.code */
  shop_image: Type.String(),
  /** absolute URL of shop_image for display */
  shop_image_url: Media,
  /** WGS 84 degrees, null when unknown (docs/product/nearest-partner.md#coordinates) */
  lat: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  lng: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type ShopEditable = Static<typeof ShopEditable>;

/** Size caps (the server's own checks name the smaller limits in words). */
export const SaveInfoQuery = Type.Object({
  shop_name: Type.Optional(Type.String({ maxLength: 1000 })),
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  nation_id: Type.Optional(Type.String({ maxLength: 20 })),
  city_id: Type.Optional(Type.String({ maxLength: 20 })),
  desc: Type.Optional(Type.String({ maxLength: 20000 })),
  shop_image: Type.Optional(Type.String({ maxLength: 1000 })),
  /** degrees as typed; both absent leaves the coordinates as they are, both empty clears them */
  lat: Type.Optional(Type.String({ maxLength: 30 })),
  lng: Type.Optional(Type.String({ maxLength: 30 })),
});
export type SaveInfoQuery = Static<typeof SaveInfoQuery>;

/** Dealer portal info: the shop as the dealer sees it. */
export const PortalInfo = Type.Object({
  id: Id,
  shop_name: Type.String(),
  shop_image: Media,
  mobile: Type.String(),
  email: Type.String(),
  address: Type.String(),
  desc: Type.String(),
  nation: Type.String(),
  city: Type.String(),
  stars: Type.Integer(),
  level: Type.String(),
});
export type PortalInfo = Static<typeof PortalInfo>;

export const BrandingElement = Type.Object({
  goods_id: Id,
  good: Type.Object({ goods_image: Media, goods_name: Type.String(), desc: Type.String() }),
});
export type BrandingElement = Static<typeof BrandingElement>;
export const BrandingList = Paged(BrandingElement);
