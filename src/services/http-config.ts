/**
 * The live client's settings and its form encoding (docs/product/api-calls.md#transport), apart
 * from axios so that pages can read them without loading it.
 */
export const DEFAULT_API_URL = 'http://localhost:4000';
export const REQUEST_TIMEOUT_MS = 100000;
export const UNAUTHORIZED_STATUS = 401;
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

export const API_BASE_URL: string = process.env.GATSBY_API_URL || DEFAULT_API_URL;

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
