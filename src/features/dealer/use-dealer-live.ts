/**
 * Dealer pages' calls (docs/product/roles-and-permissions.md#unauthorized-answers,
 * docs/product/errors.md#http-401): without a token the visitor is asked to log in before any
 * call is made; a 401 answer asks the same (confirm 'please log in first': OK → /Login,
 * cancel → /). While that happens the page keeps its loading state, never a blank page.
 */
import * as React from 'react';
import type { ApiResult } from '../../services/http';
import { handleUnauthorized } from '../../services/unauthorized';
import { getToken } from '../../session/session';
import { useLive, type LiveState } from '../forms/live-state';

/** One prompt even if two calls of the same page come back 401 together. */
let lastPrompt = 0;
export const PROMPT_DEBOUNCE_MS = 1500;

export function askToLogIn(): void {
  if (Date.now() - lastPrompt < PROMPT_DEBOUNCE_MS) return;
  lastPrompt = Date.now();
  handleUnauthorized();
  lastPrompt = Date.now(); // the confirm may have been open for a while
}

/** Forget the last prompt (tests; a fresh page load starts with none anyway). */
export function resetLoginPrompt(): void {
  lastPrompt = 0;
}

/** Run a dealer call: null when the visitor has been asked to log in instead. */
export async function dealerCall<T>(fetch: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> {
  if (!getToken()) {
    askToLogIn();
    return null;
  }
  const res = await fetch();
  if (res.status === 401) {
    askToLogIn();
    return null;
  }
  return res;
}

/** useLive for a dealer call: 'loading' while the login prompt takes over, 'refused' on code 0. */
export function useDealerLive<T>(fetch: () => Promise<ApiResult<T>>, deps: React.DependencyList) {
  return useLive<T>(async (): Promise<LiveState<T>> => {
    const res = await dealerCall(fetch);
    if (!res) return { status: 'loading' };
    return res.code === 1 && res.data !== null && res.data !== undefined ? { status: 'ready', data: res.data } : { status: 'refused', msg: res.msg };
  }, deps);
}
