// Blogs, news and events (docs/product/entities-and-fields.md#blog).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Meta, Paged } from './envelope';

/** Tag types (docs/product/constants.md#blog-tag-types); a blog's label_arr holds their names. */
export const BLOG_TYPES = [
  { id: 1, name: 'Blogs' },
  { id: 2, name: 'Events' },
  { id: 3, name: 'News' },
] as const;

export const BlogType = Type.Object({ id: Id, name: Type.String() });
export type BlogType = Static<typeof BlogType>;

export const BlogItem = Type.Object({
  id: Id,
  image: Media,
  title: Type.String(),
  desc: Type.String(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createtime: Type.String(),
  label_arr: Type.Array(Type.String()),
});
export type BlogItem = Static<typeof BlogItem>;

export const BlogList = Type.Object({
  blogs: Paged(BlogItem),
  /** set when the list is filtered by type */
  type_name: Type.Union([Type.String(), Type.Null()]),
});
export type BlogList = Static<typeof BlogList>;

export const BlogListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type BlogListQuery = Static<typeof BlogListQuery>;

export const BlogIndex = Type.Object({
  types: Type.Array(BlogType),
  banner: Media,
});
export type BlogIndex = Static<typeof BlogIndex>;

export const BlogDetail = Type.Object({
  id: Id,
  title: Type.String(),
  ...Meta,
  image: Media,
  label_arr: Type.Array(Type.String()),
  createtime: Type.String(),
  content: Html,
  related: Type.Array(BlogItem),
});
export type BlogDetail = Static<typeof BlogDetail>;

export const HomeIndex = Type.Object({ blogs: Type.Array(BlogItem) });
export type HomeIndex = Static<typeof HomeIndex>;
