/**
 * Live case calls (docs/product/api-calls.md#products-and-cases): the related cases of a case in
 * its context (caseDetail).
 */
import { call } from './http';
import type { DataOf, QueryOf } from '../../contract/endpoints';

export type CaseDetailData = DataOf<'caseDetail'>;

/** Path of caseDetail in the contract (kept literal: the browser imports contract types only). */
export const CASE_DETAIL_PATH = '/api/cases/caseDetail';

/** GET /api/cases/caseDetail; rejects when the call fails or the server refuses it. */
export async function fetchCaseDetail(query: QueryOf<'caseDetail'>, signal?: AbortSignal): Promise<CaseDetailData> {
  const res = await call<CaseDetailData>({ url: CASE_DETAIL_PATH, method: 'GET', params: query, signal });
  if (res.code !== 1 || !res.data) throw new Error(res.msg || 'caseDetail failed');
  return res.data;
}
