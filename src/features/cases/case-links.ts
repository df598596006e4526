/**
 * Case URLs and the related-cases context (docs/product/content-pages.md#case-detail): a case
 * opened from the PPF page carries
 * type=1, from the collection page type=2, from a training detail type=3 with shop_id and t_id.
 * Related links keep the same context. Pure functions, unit-tested.
 */
import type { DetailPagePath } from '../../../contract/routes';

/** 1 PPF, 2 Collection, 3 training detail (contract CASE_CONTEXT; kept local: no TypeBox at runtime). */
const CASE_CONTEXT = { ppf: 1, collection: 2, training: 3 } as const;

export interface CaseContext {
  /** 1 PPF, 2 Collection, 3 training */
  type?: number;
  shop_id?: number;
  t_id?: number;
}

const positiveInt = (value: string | null | undefined): number | undefined => {
  if (value == null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Read type / shop_id / t_id from a query string; unknown or malformed values are dropped. */
export function parseCaseContext(search: string): CaseContext {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const type = positiveInt(params.get('type'));
  const ctx: CaseContext = {};
  if (type === undefined || type > CASE_CONTEXT.training) return ctx;
  ctx.type = type;
  if (type === CASE_CONTEXT.training) {
    const shop = positiveInt(params.get('shop_id'));
    const t = positiveInt(params.get('t_id'));
    if (shop !== undefined) ctx.shop_id = shop;
    if (t !== undefined) ctx.t_id = t;
  }
  return ctx;
}

/** The query string (with '?', or '') that carries a case context. */
export function caseContextQuery(ctx: CaseContext | null | undefined): string {
  if (!ctx?.type) return '';
  const params = new URLSearchParams({ type: String(ctx.type) });
  if (ctx.shop_id) params.set('shop_id', String(ctx.shop_id));
  if (ctx.t_id) params.set('t_id', String(ctx.t_id));
  return `?${params.toString()}`;
}

/** The static page of a case, with its context: /ExampleInfo/12/?type=1. */
export function exampleInfoPath(id: number, ctx?: CaseContext | null): string {
  return `${`/ExampleInfo/${id}/` satisfies DetailPagePath<'ExampleInfo'>}${caseContextQuery(ctx)}`;
}

/** Whether the related list must be fetched live for this context (any type given). */
export function needsLiveRelated(ctx: CaseContext): boolean {
  return ctx.type !== undefined;
}

/** The caseDetail query for a case in a context. */
export function caseDetailParams(id: number, ctx: CaseContext): { id: number } & CaseContext {
  return { id, ...ctx };
}
