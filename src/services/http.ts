/**
 * Live calls for the per-API modules beside this file (warranty.ts, shop.ts …); components never
 * import axios. The axios instance (axios-client.ts) is loaded on the first call, not with the
 * page: most pages never make one, and axios would otherwise be a sixth of every page's script
 * (docs/product/page-weight.md).
 */
import type { AxiosRequestConfig } from 'axios';
import type { ApiEnvelope } from '../../contract/envelope';
import { UNAUTHORIZED_STATUS } from './http-config';

export { API_BASE_URL, DEFAULT_API_URL, FORM_CONTENT_TYPE, REQUEST_TIMEOUT_MS, UNAUTHORIZED_STATUS, toFormBody } from './http-config';

let client: Promise<typeof import('./axios-client')> | null = null;

/** The axios instance, loading its chunk the first time. */
export async function loadHttp() {
  client ??= import('./axios-client');
  return (await client).http;
}
/** The envelope plus the HTTP status, so callers can tell a 401 from a refusal (code 0). */
export type ApiResult<T> = ApiEnvelope<T> & { status: number };

/**
 * Make a call and return its `{code, data, msg}` envelope (with the HTTP status). Resolves for
 * 2xx and 401; rejects (after a toast) for other errors.
 *
 *   const res = await call<WarrantyItem[]>({ url: '/api/Warranty/getWarrantysList', params: { filter } })
 *   if (res.status === 401) return handleUnauthorized()
 *   if (res.code !== 1) return window.alert(res.msg)
 */
export async function call<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  const http = await loadHttp();
  const response = await http.request<ApiEnvelope<T> | '' | null>(config);
  const body = response.data;
  if (body && typeof body === 'object') return { ...body, status: response.status };
  // A 401 (or an odd server) may answer without an envelope: give callers a consistent shape.
  return { code: 0, data: null as T, msg: '', status: response.status };
}

export function isUnauthorized(result: { status: number }): boolean {
  return result.status === UNAUTHORIZED_STATUS;
}
