// Page arithmetic and the paged shape {data, per_page, total, last_page, current_page}.
export interface PageWindow {
  page: number;
  perPage: number;
  offset: number;
}

export const MAX_PAGE = 1_000_000;

export function pageWindow(page: number | undefined, perPage: number): PageWindow {
  // pages past any real list are empty; the cap keeps OFFSET a safe SQLite integer
  const p = page && page > 0 ? Math.min(Math.floor(page), MAX_PAGE) : 1;
  return { page: p, perPage, offset: (p - 1) * perPage };
}

export function paged<T>(data: T[], total: number, w: PageWindow) {
  return { data, per_page: w.perPage, total, last_page: Math.max(1, Math.ceil(total / w.perPage)), current_page: w.page };
}

export const PER_PAGE = { blogs: 9, cases: 8, downloads: 6, faqs: 6, toolCategories: 3, tools: 8, branding: 6 } as const;
