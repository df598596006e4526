/**
 * Client-side paging and URL-state helpers for lists whose data is known at build time (FAQ,
 * downloads): the page is static HTML; tabs and pages filter the build-time list in the browser,
 * so they work with the API down. Free of React so it is unit-tested on its own.
 */

/** Items of 1-based `page` at `perPage` per page; an out-of-range page is clamped. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const p = clampToPages(page, items.length, perPage);
  return items.slice((p - 1) * perPage, p * perPage);
}

/** Number of pages (at least 1, so an empty list still has its page 1). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** Clamp a possibly bad page (NaN, 0, past the end) to 1..pageCount. */
export function clampToPages(page: number, total: number, perPage: number): number {
  const count = pageCount(total, perPage);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), count);
}

/** A positive integer from a query value, else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * Replace the query of the current URL without a navigation (no scroll jump, no reload), keeping
 * the router's history state. Keys with undefined values are dropped.
 */
export function replaceQuery(params: Record<string, string | number | undefined>): void {
  if (typeof window === 'undefined') return;
  const search = toSearch(params);
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.replaceState(window.history.state, '', url);
}

/** {category: 2, page: 1} → "?category=2&page=1" ("" when empty). */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
