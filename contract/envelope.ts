// The one response envelope every API call answers with
// (docs/product/api-calls.md#response-envelope): code 1 success, 0 refused.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Union([Type.Literal(0), Type.Literal(1)]),
    data,
    msg: Type.String(),
  });

export interface ApiEnvelope<T> {
  code: 0 | 1;
  data: T;
  msg: string;
}

/** A media URL the API serves; null when the item has none. */
export const Media = Type.Union([Type.String(), Type.Null()]);

/**
 * Rich HTML from the CMS; sanitized before it reaches the DOM. The media type marks the field for
 * the source plugin's cleaning step (plugins/gatsby-source-carfilm/clean-html.ts).
 */
export const HTML_MEDIA_TYPE = 'text/html';
export const Html = Type.String({ contentMediaType: HTML_MEDIA_TYPE });

export const Id = Type.Integer({ minimum: 1 });

/** A server-paged list (page size is the server's). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    per_page: Type.Integer(),
    total: Type.Integer(),
    last_page: Type.Integer(),
    current_page: Type.Integer(),
  });

export interface PagedList<T> {
  data: T[];
  per_page: number;
  total: number;
  last_page: number;
  current_page: number;
}

/**
 * One batch of a build-time export: full records in a stable order, and the cursor of the next
 * batch (null after the last). Keyset paging, so batch N costs the same as batch 1.
 */
export const Exported = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    next_cursor: Type.Union([Type.String(), Type.Null()]),
    total: Type.Integer(),
  });

export const EXPORT_MAX_LIMIT = 500;
export const ExportQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPORT_MAX_LIMIT })),
});

/** Query integers arrive as strings; the CMS coerces them. */
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) });
export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const Meta = {
  sub_title: Type.String(),
  desc: Type.String(),
  keywords: Type.String(),
};

export type EmptyData = Static<typeof EmptyData>;
export const EmptyData = Type.Null();
