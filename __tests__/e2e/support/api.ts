// What the specs that compare a page with the API ask of the harness's CMS: the `data` of a public
// call that must succeed, and a text made safe inside a regular expression.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './env';

/** The `data` of GET <path> on the CMS; the call must answer 200 with code 1. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${apiUrl()}${path}`);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, `${path} code`).toBe(1);
  return body.data;
}

/** `s` as a literal inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
