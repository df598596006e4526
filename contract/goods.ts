// Products (PPF and window film), tools, plotters and the precut software page
// (docs/product/entities-and-fields.md#products).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Meta, Paged } from './envelope';

/**
 * Product type 0 = Window Film, 1 = PPF; way 0 = spec table, 1 = image list
 * (docs/product/constants.md#product-way).
 */
export const PRODUCT_TYPE_NAMES = { 0: 'Window Film', 1: 'PPF' } as const;
export const PRODUCT_WAY = { specTable: 0, imageList: 1 } as const;

export const GoodsCard = Type.Object({ id: Id, goods_name: Type.String(), goods_image: Media, desc: Type.String() });
export type GoodsCard = Static<typeof GoodsCard>;

export const CaseCard = Type.Object({ id: Id, title: Type.String(), image: Media });
export type CaseCard = Static<typeof CaseCard>;

/** Earlier PPF variant: a category with its goods. */
export const PpfCategory = Type.Object({
  id: Id,
  name: Html,
  brief: Type.String(),
  image: Media,
  desc: Type.String(),
  goods: Type.Array(Type.Object({ id: Id, goods_name: Type.String() })),
});
export type PpfCategory = Static<typeof PpfCategory>;

export const PpfPage = Type.Object({
  name: Type.String(),
  sub_name: Type.String(),
  ...Meta,
  content: Html,
  /** video URL */
  mini_image: Media,
  /** mid banner */
  images: Media,
  images_arr: Type.Array(Type.String()),
  goods: Type.Array(GoodsCard),
  cases: Type.Array(CaseCard),
  categorys: Type.Array(PpfCategory),
});
export type PpfPage = Static<typeof PpfPage>;

export const Feature = Type.Object({ id: Id, name: Type.String(), image: Type.String({ description: 'video URL' }) });

/** type 1: text content; type 2: content plus a point count rendered as repeated icons. way 1: content is an image URL. */
export const SpecLabel = Type.Object({
  name: Type.String(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  content: Type.String(),
  point: Type.Array(Type.Integer()),
});
export type SpecLabel = Static<typeof SpecLabel>;

export const ProductDetail = Type.Object({
  id: Id,
  category_id: Id,
  /** 0 Window Film, 1 PPF */
  product_type: Type.Union([Type.Literal(0), Type.Literal(1)]),
  images: Type.Array(Type.String()),
  goods_image: Media,
  goods_name: Type.String(),
  sub_name: Type.String(),
  content: Html,
  features: Type.Array(Feature),
  way: Type.Union([Type.Literal(0), Type.Literal(1)]),
  label: Type.Array(SpecLabel),
  pdf_url: Media,
  tools_content: Html,
  ...Meta,
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ToolCard = GoodsCard;
export type ToolCard = GoodsCard;

export const ToolCategory = Type.Object({ id: Id, name: Type.String(), goods: Type.Array(ToolCard) });
export type ToolCategory = Static<typeof ToolCategory>;

export const ToolsPage = Type.Object({
  categories: Type.Array(ToolCategory),
  images_arr: Type.Array(Type.String()),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
  current_page: Type.Integer(),
});
export type ToolsPage = Static<typeof ToolsPage>;

export const ToolsListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  second_id: Type.Integer({ minimum: 1 }),
});
export const ToolsList = Type.Object({
  tools: Paged(ToolCard),
  type_name: Type.String(),
  images_arr: Type.Array(Type.String()),
});
export type ToolsList = Static<typeof ToolsList>;

export const ToolDetail = Type.Object({
  id: Id,
  category_id: Id,
  goods_name: Type.String(),
  goods_image: Media,
  desc: Type.String(),
  video: Media,
  content: Html,
  sub_name: Type.String(),
  tools_content: Html,
  image: Media,
  images_arr: Type.Array(Type.String()),
  sub_title: Type.String(),
  keywords: Type.String(),
});
export type ToolDetail = Static<typeof ToolDetail>;

export const PlotterLabel = Type.Object({ name: Type.String(), content: Type.String() });
export const PlotterModel = Type.Object({
  id: Id,
  goods_name: Type.String(),
  goods_image: Media,
  /** small icon */
  image: Media,
  labels: Type.Array(PlotterLabel),
  pdf_url: Media,
});
export type PlotterModel = Static<typeof PlotterModel>;

export const PlotterPage = Type.Object({
  images_arr: Type.Array(Type.String()),
  label_arr: Type.Array(Type.Object({ image: Media, title: Type.String(), content: Type.String() })),
  count: Type.Integer(),
  goods: Type.Array(PlotterModel),
});
export type PlotterPage = Static<typeof PlotterPage>;

export const PlotterFeature = Type.Object({
  /** 1: text; otherwise an image */
  type: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  image: Media,
});
export const PlotterDetail = Type.Object({
  id: Id,
  goods_name: Type.String(),
  image: Media,
  video: Media,
  content: Html,
  pdf_url: Media,
  features: Type.Array(PlotterFeature),
  images_arr: Type.Array(Type.String()),
  ...Meta,
});
export type PlotterDetail = Static<typeof PlotterDetail>;

export const ResourceMedia = Type.Object({ type: Type.Union([Type.Literal('image'), Type.Literal('video')]), url: Type.String() });
export type ResourceMedia = Static<typeof ResourceMedia>;

export const SoftwarePage = Type.Object({
  images_arr: Type.Array(Type.String()),
  name: Type.String(),
  content: Html,
  mini_image: Media,
  /** the How To Recharge image */
  images: Media,
  step1: Type.String(),
  step2: Type.String(),
  step3: Type.String(),
  step4: Type.String(),
  resource_images: Type.Array(ResourceMedia),
});
export type SoftwarePage = Static<typeof SoftwarePage>;
