import { clampPage, isPageChange, pageCountOf, paginationWindow, shouldShowPagination, type PageWindowItem } from '../../src/components/ui/pagination-window';

/** Render a window as a compact string: "1 2 … 5 6 7 … 10". */
function show(items: PageWindowItem[]): string {
  return items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');
}

describe('pageCountOf / shouldShowPagination', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
    [100, 10, 10],
    [5, 0, 0],
    [-3, 10, 0],
  ])('total %i per page %i → %i pages', (total, perPage, pages) => {
    expect(pageCountOf(total, perPage)).toBe(pages);
  });

  it('shows only when total exceeds per_page (docs/product/constants.md#pagination)', () => {
    expect(shouldShowPagination(10, 10)).toBe(false);
    expect(shouldShowPagination(9, 10)).toBe(false);
    expect(shouldShowPagination(0, 10)).toBe(false);
    expect(shouldShowPagination(11, 10)).toBe(true);
    expect(shouldShowPagination(11, 0)).toBe(false);
  });
});

describe('paginationWindow: first 2, last 2, current ± 2, ellipsis elsewhere', () => {
  it.each([
    // [current, pageCount, expected]
    [1, 1, '1'],
    [1, 2, '1 2'],
    [1, 5, '1 2 3 4 5'],
    [3, 7, '1 2 3 4 5 6 7'],
    [1, 10, '1 2 3 … 9 10'],
    [2, 10, '1 2 3 4 … 9 10'],
    [3, 10, '1 2 3 4 5 … 9 10'],
    [4, 10, '1 2 3 4 5 6 … 9 10'],
    [5, 10, '1 2 3 4 5 6 7 … 9 10'],
    [6, 10, '1 2 … 4 5 6 7 8 9 10'],
    [7, 10, '1 2 … 5 6 7 8 9 10'],
    [10, 10, '1 2 … 8 9 10'],
    [9, 10, '1 2 … 7 8 9 10'],
    [10, 20, '1 2 … 8 9 10 11 12 … 19 20'],
    [50, 100, '1 2 … 48 49 50 51 52 … 99 100'],
  ])('current %i of %i → %s', (current, count, expected) => {
    expect(show(paginationWindow(current, count))).toBe(expected);
  });

  it('an ellipsis stands even for a single hidden page (the window is exactly the documented one)', () => {
    expect(show(paginationWindow(6, 11))).toBe('1 2 … 4 5 6 7 8 … 10 11');
    expect(show(paginationWindow(5, 8))).toBe('1 2 3 4 5 6 7 8');
  });

  it('has no pages when there are none', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('clamps an out-of-range current page', () => {
    expect(show(paginationWindow(0, 10))).toBe(show(paginationWindow(1, 10)));
    expect(show(paginationWindow(99, 10))).toBe(show(paginationWindow(10, 10)));
    expect(show(paginationWindow(Number.NaN, 10))).toBe(show(paginationWindow(1, 10)));
  });

  it('never repeats a page and keeps pages ascending', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let cur = 1; cur <= count; cur += 1) {
        const pages = paginationWindow(cur, count).flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(cur);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
      }
    }
  });

  it('gives the two ellipses distinct keys', () => {
    const keys = paginationWindow(10, 20).flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });
});

describe('isPageChange: the ignore rules of docs/product/states-and-transitions.md#pagination-clicks', () => {
  it('ignores pages below the first (0-based index < 0)', () => {
    expect(isPageChange(0, 1, 10)).toBe(false);
    expect(isPageChange(-1, 3, 10)).toBe(false);
  });

  it('ignores pages at or beyond the page count (0-based index ≥ count)', () => {
    expect(isPageChange(11, 10, 10)).toBe(false);
    expect(isPageChange(12, 3, 10)).toBe(false);
  });

  it('ignores the current page', () => {
    expect(isPageChange(3, 3, 10)).toBe(false);
  });

  it('accepts any other page, including both ends', () => {
    expect(isPageChange(1, 3, 10)).toBe(true);
    expect(isPageChange(10, 3, 10)).toBe(true);
    expect(isPageChange(4, 3, 10)).toBe(true);
  });

  it('ignores non-integers', () => {
    expect(isPageChange(2.5, 1, 10)).toBe(false);
    expect(isPageChange(Number.NaN, 1, 10)).toBe(false);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });
});
