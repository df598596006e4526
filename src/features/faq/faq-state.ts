/**
 * FAQ tab and page state over the build-time list (docs/product/content-pages.md#faq: category
 * tabs, sub-category
 * tabs, accordion questions, pagination). The URL may carry ?category=&second=&page= so a tab
 * can be shared; a bad or stale value falls back to the first tab.
 */
import { clampToPages, pageSlice, positiveInt } from './paging';

/** Questions per page. */
export const FAQ_PAGE_SIZE = 6;

/** The sub-tab id for questions of a category that have no sub-category. */
export const GENERAL_SECOND_ID = 0;
export const GENERAL_SECOND_NAME = 'General';

export interface FaqCategory {
  id: number;
  name: string;
  children: ReadonlyArray<{ id: number; name: string }>;
}

export interface FaqItem {
  id: number;
  title: string;
  content: string;
  category_id: number;
  second_id: number | null;
}

export interface FaqSelection {
  category: number | undefined;
  /** Sub-category id, GENERAL_SECOND_ID for questions without one, undefined when the category has no sub-tabs. */
  second: number | undefined;
  page: number;
}

/**
 * The sub-tabs of a category: its children, plus a "General" tab when some of its questions have
 * no sub-category (so no question is ever unreachable). A category without children has none.
 */
export function subTabsOf(category: FaqCategory | undefined, faqs: readonly FaqItem[]): Array<{ id: number; name: string }> {
  if (!category || category.children.length === 0) return [];
  const childIds = new Set(category.children.map((c) => c.id));
  const hasOrphans = faqs.some((f) => f.category_id === category.id && (f.second_id == null || !childIds.has(f.second_id)));
  return hasOrphans ? [...category.children, { id: GENERAL_SECOND_ID, name: GENERAL_SECOND_NAME }] : [...category.children];
}

/** Questions of a category and sub-tab, in build order. */
export function filterFaqs(faqs: readonly FaqItem[], category: FaqCategory | undefined, second: number | undefined): FaqItem[] {
  if (!category) return [];
  const inCategory = faqs.filter((f) => f.category_id === category.id);
  if (category.children.length === 0 || second === undefined) return inCategory;
  if (second === GENERAL_SECOND_ID) {
    const childIds = new Set(category.children.map((c) => c.id));
    return inCategory.filter((f) => f.second_id == null || !childIds.has(f.second_id));
  }
  return inCategory.filter((f) => f.second_id === second);
}

/** Read ?category=&second=&page= (unknown keys ignored). */
export function parseFaqSearch(search: string): Partial<FaqSelection> {
  const q = new URLSearchParams(search);
  const second = q.get('second');
  return {
    category: positiveInt(q.get('category')),
    second: second === String(GENERAL_SECOND_ID) ? GENERAL_SECOND_ID : positiveInt(second),
    page: positiveInt(q.get('page')),
  };
}

/** A valid selection from a wished one: unknown ids fall back to the first tab, the page is clamped. */
export function resolveFaqSelection(
  categories: readonly FaqCategory[],
  faqs: readonly FaqItem[],
  wish: Partial<FaqSelection> = {},
  perPage = FAQ_PAGE_SIZE,
): FaqSelection {
  const category = categories.find((c) => c.id === wish.category) ?? categories[0];
  const subTabs = subTabsOf(category, faqs);
  const second = subTabs.length === 0 ? undefined : (subTabs.find((t) => t.id === wish.second) ?? subTabs[0])!.id;
  const total = filterFaqs(faqs, category, second).length;
  return { category: category?.id, second, page: clampToPages(wish.page ?? 1, total, perPage) };
}

/** The questions shown for a selection. */
export function visibleFaqs(
  categories: readonly FaqCategory[],
  faqs: readonly FaqItem[],
  sel: FaqSelection,
  perPage = FAQ_PAGE_SIZE,
): { items: FaqItem[]; total: number } {
  const category = categories.find((c) => c.id === sel.category);
  const all = filterFaqs(faqs, category, sel.second);
  return { items: pageSlice(all, sel.page, perPage), total: all.length };
}

/** The query to put in the URL for a selection. */
export function faqSearchParams(sel: FaqSelection): Record<string, number | undefined> {
  return { category: sel.category, second: sel.second, page: sel.page > 1 ? sel.page : undefined };
}
