/**
 * The page window of the classic pagination control (docs/product/constants.md#pagination) and its
 * click rules
 * (docs/product/states-and-transitions.md#pagination-clicks),
 * kept free of React so that the arithmetic is tested on its own.
 *
 * Pages are 1-based here, as the visitor sees them. The documented ignore rule is stated on 0-based
 * indices ("below 0, at or beyond the page count"), which is the same as pages < 1 or > count.
 */

/** How many pages to show at each end of the window. */
export const PAGINATION_EDGE_PAGES = 2;
/** How many pages to show on each side of the current page. */
export const PAGINATION_SIBLING_PAGES = 2;

export type PageWindowItem =
  | { type: 'page'; page: number }
  /** `key` is stable ('start' / 'end') so React lists keep their identity between renders. */
  | { type: 'ellipsis'; key: 'start' | 'end' };

/** Number of pages for `total` items at `perPage` per page (0 when there is nothing to show). */
export function pageCountOf(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/**
 * The control is shown only when there is more than one page: total exceeds per_page
 * (docs/product/constants.md#pagination).
 */
export function shouldShowPagination(total: number, perPage: number): boolean {
  return pageCountOf(total, perPage) > 1 && total > perPage;
}

/** Clamp a possibly bad current page (0, NaN, past the end) into 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), pageCount);
}

/**
 * The first 2 pages, the last 2 pages and current ± 2, in order, with one ellipsis standing for
 * every run of hidden pages in between.
 */
export function paginationWindow(current: number, pageCount: number): PageWindowItem[] {
  if (pageCount < 1) return [];
  const cur = clampPage(current, pageCount);
  const visible = new Set<number>();
  for (let p = 1; p <= Math.min(PAGINATION_EDGE_PAGES, pageCount); p += 1) visible.add(p);
  for (let p = Math.max(1, pageCount - PAGINATION_EDGE_PAGES + 1); p <= pageCount; p += 1) visible.add(p);
  for (let p = cur - PAGINATION_SIBLING_PAGES; p <= cur + PAGINATION_SIBLING_PAGES; p += 1) {
    if (p >= 1 && p <= pageCount) visible.add(p);
  }

  const pages = [...visible].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  pages.forEach((page, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && page - prev > 1) {
      items.push({ type: 'ellipsis', key: page <= cur ? 'start' : 'end' });
    }
    items.push({ type: 'page', page });
  });
  return items;
}

/**
 * Whether a request to go to `target` should change the page: it is ignored when out of range
 * (0-based index < 0 or ≥ page count) or when it is the current page
 * (docs/product/states-and-transitions.md#pagination-clicks).
 */
export function isPageChange(target: number, current: number, pageCount: number): boolean {
  if (!Number.isInteger(target)) return false;
  if (target < 1 || target > pageCount) return false;
  return target !== current;
}
