/**
 * The browser's ONE axios instance for live calls (docs/product/api-calls.md#transport,
 * docs/product/errors.md). Per-API modules live beside
 * this file (warranty.ts, shop.ts …) and call `call<T>()`; components never import axios.
 *
 * - base URL from GATSBY_API_URL (inlined by Gatsby at build time), 100000 ms timeout
 * - plain-object bodies sent form-urlencoded; FormData (uploads) passes through untouched
 * - the `token` header from the session cookie on every request
 * - errors mapped to the documented toasts; HTTP 401 resolves silently so dealer pages can ask
 *   the visitor to log in (see unauthorized.ts)
 */
import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiEnvelope } from '../contract/envelope';
import { MSG } from '../contract/messages';
import { showToast } from '../components/ui/toast-store';
import { getToken } from '../session/session';

export const DEFAULT_API_URL = 'http://localhost:4000';
export const REQUEST_TIMEOUT_MS = 100000;
export const UNAUTHORIZED_STATUS = 401;
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A background refresh of data the page already has from the build (client count, contact
     * info): a failure is only logged, not toasted (docs/product/errors.md#failed-page-loads:
     * background refreshes are only logged).
     */
    quiet?: boolean;
  }
}

export const API_BASE_URL: string = process.env.GATSBY_API_URL || DEFAULT_API_URL;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Encode a plain object as form fields: arrays repeat the key, null/undefined are left out. */
export function toFormBody(data: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return params.toString();
}

const defaultTransforms = axios.defaults.transformRequest;

export const http = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  transformRequest: [
    (data: unknown, headers: AxiosHeaders) => {
      if (isPlainObject(data)) {
        headers.setContentType(FORM_CONTENT_TYPE);
        return toFormBody(data);
      }
      return data; // FormData, URLSearchParams, strings: axios' defaults below handle them
    },
    ...(Array.isArray(defaultTransforms) ? defaultTransforms : defaultTransforms ? [defaultTransforms] : []),
  ],
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('token', token);
  return config;
});

/** The message a failed response should show: the server's msg/message, else the status text. */
export function errorMessageOf(response: AxiosResponse): string {
  const body = response.data as { msg?: unknown; message?: unknown } | string | null | undefined;
  if (body && typeof body === 'object') {
    if (typeof body.msg === 'string' && body.msg) return body.msg;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

export function onResponseError(error: AxiosError): Promise<AxiosResponse> {
  if (axios.isCancel(error)) return Promise.reject(error); // the caller cancelled: nothing to say
  const response = error.response;
  if (error.config?.quiet && response?.status !== UNAUTHORIZED_STATUS) {
    console.warn(`${error.config.url ?? 'request'} failed: ${response ? errorMessageOf(response) : error.message}`);
    return Promise.reject(error);
  }
  if (!response) {
    showToast(MSG.unavailable, 'error');
    return Promise.reject(error);
  }
  if (response.status === UNAUTHORIZED_STATUS) {
    // docs/product/errors.md#http-401: passed through with no message; dealer pages then ask to log in.
    return Promise.resolve(response);
  }
  showToast(response.status === 404 ? MSG.notFound404 : errorMessageOf(response), 'error');
  return Promise.reject(error);
}

http.interceptors.response.use((response) => response, onResponseError);

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
  const response = await http.request<ApiEnvelope<T> | '' | null>(config);
  const body = response.data;
  if (body && typeof body === 'object') return { ...body, status: response.status };
  // A 401 (or an odd server) may answer without an envelope: give callers a consistent shape.
  return { code: 0, data: null as T, msg: '', status: response.status };
}

export function isUnauthorized(result: { status: number }): boolean {
  return result.status === UNAUTHORIZED_STATUS;
}

export default http;
