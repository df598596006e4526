// Cases (installation showcases) and the collection page
// (docs/product/entities-and-fields.md#cases-and-collection).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Meta } from './envelope';
import { CaseCard, ResourceMedia } from './goods';

/**
 * Where a related-cases list comes from: 1 PPF page, 2 collection page, 3 training detail
 * (docs/product/content-pages.md#case-detail).
 */
export const CASE_CONTEXT = { ppf: 1, collection: 2, training: 3 } as const;

export const CaseDetail = Type.Object({
  id: Id,
  title: Type.String(),
  image: Media,
  content: Html,
  ...Meta,
  /** related cases for the context asked for */
  cases: Type.Array(CaseCard),
});
export type CaseDetail = Static<typeof CaseDetail>;

export const CaseDetailQuery = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
  t_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type CaseDetailQuery = Static<typeof CaseDetailQuery>;

export const Collection = Type.Object({
  image: Media,
  name: Type.String(),
  /** video URL */
  mini_image: Media,
  content: Html,
  sub_name: Type.String(),
  resource: Type.Array(ResourceMedia),
  images_arr: Type.Array(Type.String()),
  cases: Type.Array(CaseCard),
});
export type Collection = Static<typeof Collection>;
