/**
 * The browser's ONE axios instance for live calls (docs/product/api-calls.md#transport,
 * docs/product/errors.md). Only http.ts loads this module, through a dynamic import, so axios
 * reaches the browser when a page makes its first live call and never weighs on a static page
 * (docs/product/page-weight.md). Per-API modules call `call<T>()` from http.ts.
 *
 * - base URL from GATSBY_API_URL (inlined by Gatsby at build time), 100000 ms timeout
 * - plain-object bodies sent form-urlencoded; FormData (uploads) passes through untouched
 * - the `token` header from the session cookie on every request
 * - errors mapped to the documented toasts; HTTP 401 resolves silently so dealer pages can ask
 *   the visitor to log in (see unauthorized.ts)
 */
import axios, { AxiosHeaders, type AxiosError, type AxiosResponse } from 'axios';
import { MSG } from '../../contract/messages';
import { showToast } from './toast-store';
import { getToken } from '../session/session';

import { API_BASE_URL, FORM_CONTENT_TYPE, REQUEST_TIMEOUT_MS, UNAUTHORIZED_STATUS, toFormBody } from './http-config';

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
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

export default http;
