import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAQ_PAGE_SIZE,
  GENERAL_SECOND_ID,
  faqSearchParams,
  filterFaqs,
  parseFaqSearch,
  resolveFaqSelection,
  subTabsOf,
  visibleFaqs,
  type FaqCategory,
  type FaqItem,
} from '../../src/features/faq/faq-state';
import { clampToPages, pageCount, pageSlice, positiveInt, toSearch } from '../../src/features/faq/paging';
import { FaqView } from '../../src/features/faq/faq-view';

// user-event flows are slow on a loaded 2-core machine
jest.setTimeout(30_000);

const categories: FaqCategory[] = [
  {
    id: 1,
    name: 'Film',
    children: [
      { id: 11, name: 'PPF' },
      { id: 12, name: 'Window' },
    ],
  },
  { id: 2, name: 'Warranty', children: [] },
];

function faq(id: number, category_id: number, second_id: number | null): FaqItem {
  return { id, title: `Question ${id}`, content: `<p>Answer ${id}</p>`, category_id, second_id };
}

// 8 PPF questions (2 pages), 1 window, 1 without sub-category, 3 warranty
const faqs: FaqItem[] = [
  ...Array.from({ length: 8 }, (_, i) => faq(i + 1, 1, 11)),
  faq(20, 1, 12),
  faq(21, 1, null),
  faq(30, 2, null),
  faq(31, 2, null),
  faq(32, 2, null),
];

describe('paging helpers', () => {
  it('slices 1-based pages and clamps bad pages', () => {
    const items = Array.from({ length: 13 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(items, 3, 6)).toEqual([13]);
    expect(pageSlice(items, 99, 6)).toEqual([13]);
    expect(pageSlice(items, 0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(13, 6)).toBe(3);
    expect(clampToPages(Number.NaN, 13, 6)).toBe(1);
  });

  it('reads positive integers only and builds a query', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('x')).toBeUndefined();
    expect(positiveInt('-2')).toBeUndefined();
    expect(toSearch({ category: 1, second: undefined, page: 2 })).toBe('?category=1&page=2');
    expect(toSearch({})).toBe('');
  });
});

describe('FAQ state', () => {
  it('pages 6 questions at a time', () => {
    expect(FAQ_PAGE_SIZE).toBe(6);
  });

  it('adds a General sub-tab only when a category has questions without sub-category', () => {
    expect(subTabsOf(categories[0], faqs).map((t) => t.id)).toEqual([11, 12, GENERAL_SECOND_ID]);
    expect(
      subTabsOf(
        categories[0],
        faqs.filter((f) => f.second_id !== null),
      ).map((t) => t.id),
    ).toEqual([11, 12]);
    expect(subTabsOf(categories[1], faqs)).toEqual([]);
  });

  it('filters by category and sub-category', () => {
    expect(filterFaqs(faqs, categories[0], 11)).toHaveLength(8);
    expect(filterFaqs(faqs, categories[0], 12).map((f) => f.id)).toEqual([20]);
    expect(filterFaqs(faqs, categories[0], GENERAL_SECOND_ID).map((f) => f.id)).toEqual([21]);
    expect(filterFaqs(faqs, categories[1], undefined).map((f) => f.id)).toEqual([30, 31, 32]);
    expect(filterFaqs(faqs, undefined, undefined)).toEqual([]);
  });

  it('resolves the default, a wished and a stale selection', () => {
    expect(resolveFaqSelection(categories, faqs)).toEqual({ category: 1, second: 11, page: 1 });
    expect(resolveFaqSelection(categories, faqs, { category: 1, second: 11, page: 2 })).toEqual({ category: 1, second: 11, page: 2 });
    // page past the end is clamped; unknown ids fall back to the first tab
    expect(resolveFaqSelection(categories, faqs, { category: 1, second: 11, page: 9 }).page).toBe(2);
    expect(resolveFaqSelection(categories, faqs, { category: 99, second: 99 })).toEqual({ category: 1, second: 11, page: 1 });
    expect(resolveFaqSelection(categories, faqs, { category: 2, second: 11 })).toEqual({ category: 2, second: undefined, page: 1 });
    expect(resolveFaqSelection([], [])).toEqual({ category: undefined, second: undefined, page: 1 });
  });

  it('shows the right slice for a selection', () => {
    const { items, total } = visibleFaqs(categories, faqs, { category: 1, second: 11, page: 2 });
    expect(total).toBe(8);
    expect(items.map((f) => f.id)).toEqual([7, 8]);
  });

  it('round-trips the URL query', () => {
    expect(parseFaqSearch('?category=2&second=0&page=3')).toEqual({ category: 2, second: 0, page: 3 });
    expect(parseFaqSearch('?category=abc')).toEqual({ category: undefined, second: undefined, page: undefined });
    expect(toSearch(faqSearchParams({ category: 1, second: 11, page: 1 }))).toBe('?category=1&second=11');
    expect(toSearch(faqSearchParams({ category: 1, second: 11, page: 2 }))).toBe('?category=1&second=11&page=2');
  });
});

describe('<FaqView>', () => {
  beforeEach(() => window.history.replaceState(null, '', '/FAQ'));

  it('switches category and sub-category tabs, toggles answers and pages', async () => {
    const user = userEvent.setup();
    render(<FaqView categories={categories} faqs={faqs} />);

    const categoryTabs = screen.getByRole('tablist', { name: 'FAQ categories' });
    expect(within(categoryTabs).getByRole('tab', { name: 'Film' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ })).toHaveLength(6);

    // accordion toggle
    const q1 = screen.getByRole('button', { name: 'Question 1' });
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Answer 1')).not.toBeVisible();
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 1')).toBeVisible();
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'false');

    // pagination
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ }).map((b) => b.textContent)).toEqual(['Question 7', 'Question 8']);
    expect(window.location.search).toBe('?category=1&second=11&page=2');

    // sub-category tab
    await user.click(screen.getByRole('tab', { name: 'Window' }));
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ }).map((b) => b.textContent)).toEqual(['Question 20']);
    expect(window.location.search).toBe('?category=1&second=12');

    // category tab without sub-categories
    await user.click(screen.getByRole('tab', { name: 'Warranty' }));
    expect(screen.queryByRole('tablist', { name: 'FAQ sub-categories' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ }).map((b) => b.textContent)).toEqual(['Question 30', 'Question 31', 'Question 32']);
    expect(screen.queryByRole('navigation', { name: 'FAQ pages' })).toBeNull();
  });

  it('opens the tab named in the URL', () => {
    render(<FaqView categories={categories} faqs={faqs} search="?category=1&second=12" />);
    expect(screen.getByRole('tab', { name: 'Window' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Question 20' })).toBeInTheDocument();
  });

  it('renders an empty state without categories or questions', () => {
    const { rerender } = render(<FaqView categories={[]} faqs={[]} />);
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
    rerender(<FaqView categories={[{ id: 5, name: 'Empty', children: [] }]} faqs={[]} />);
    expect(screen.getByText('No questions here yet')).toBeInTheDocument();
  });
});

describe('<FaqView> page size', () => {
  beforeEach(() => window.history.replaceState(null, '', '/FAQ'));

  it('pages by the per_page the build carries from the API', () => {
    render(<FaqView categories={categories} faqs={faqs} perPage={2} />);
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });
});
