/**
 * Download center tab and page state over the build-time list
 * (docs/product/content-pages.md#downloadcenter: category tabs, items,
 * pagination). The URL may carry ?category=&page=.
 */
import { clampToPages, pageSlice, positiveInt } from '../faq/paging';

/** Downloads per page when the build carries no page size (the API's per_page for downloadsList wins). */
export const DOWNLOADS_PAGE_SIZE = 6;

export interface DownloadCategory {
  id: number;
  name: string;
}

export interface DownloadEntry {
  id: number;
  image: string | null;
  title: string;
  url: string;
  category_id: number;
}

export interface DownloadsSelection {
  category: number | undefined;
  page: number;
}

export function parseDownloadsSearch(search: string): Partial<DownloadsSelection> {
  const q = new URLSearchParams(search);
  return { category: positiveInt(q.get('category')), page: positiveInt(q.get('page')) };
}

export function resolveDownloadsSelection(
  categories: readonly DownloadCategory[],
  downloads: readonly DownloadEntry[],
  wish: Partial<DownloadsSelection> = {},
  perPage = DOWNLOADS_PAGE_SIZE,
): DownloadsSelection {
  const category = categories.find((c) => c.id === wish.category) ?? categories[0];
  const total = category ? downloads.filter((d) => d.category_id === category.id).length : 0;
  return { category: category?.id, page: clampToPages(wish.page ?? 1, total, perPage) };
}

export function visibleDownloads(
  downloads: readonly DownloadEntry[],
  sel: DownloadsSelection,
  perPage = DOWNLOADS_PAGE_SIZE,
): { items: DownloadEntry[]; total: number } {
  const all = downloads.filter((d) => d.category_id === sel.category);
  return { items: pageSlice(all, sel.page, perPage), total: all.length };
}
