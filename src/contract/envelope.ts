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

/** Rich HTML from the CMS; sanitized before it reaches the DOM. */
export const Html = Type.String();

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
