// The site search UI (docs/product/site-search.md) over a fake Pagefind: nothing loads until the
// box is used, grouped results with highlighted terms, the combobox keyboard, the results page.
import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { HeaderSearch } from '../../src/features/search/header-search';
import { SearchResults } from '../../src/features/search/search-results';
import { safeExcerpt, setPagefindLoader } from '../../src/features/search/pagefind-client';
import { typeOfRoute } from '../../contract/search-types';

const DOCS = [
  { url: '/blogInfo/1/', meta: { title: 'Ceramic coating vs PPF', type: 'Blog' }, excerpt: 'Is <mark>ceramic</mark> enough?' },
  { url: '/ProductInfo/2/', meta: { title: 'Ceramic Shield', type: 'Product' }, excerpt: '<mark>Ceramic</mark> top coat <img src=x onerror=alert(1)>' },
  { url: '/FAQ/?category=1', meta: { title: 'Can I coat film?', type: 'FAQ' }, excerpt: 'Yes, <mark>ceramic</mark> works' },
];

let loads = 0;
const queries: string[] = [];
beforeEach(() => {
  loads = 0;
  queries.length = 0;
  (navigate as jest.Mock).mockClear();
  setPagefindLoader(async () => {
    loads++;
    return {
      search: async (q: string) => {
        queries.push(q);
        const hits = DOCS.filter((d) => `${d.meta.title} ${d.excerpt}`.toLowerCase().includes(q.toLowerCase()));
        return { results: hits.map((d) => ({ data: async () => d })) };
      },
    };
  });
});
afterAll(() => setPagefindLoader(null));

describe('header search combobox', () => {
  it('loads nothing until used, then lists results grouped by type with highlights', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    const box = screen.getByRole('combobox', { name: 'Search the site' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(loads).toBe(0);
    await user.type(box, 'ceramic');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findByRole('option', { name: /Ceramic Shield/ });
    expect(loads).toBe(1);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent),
    ).toEqual(['Blog posts', 'Products', 'FAQ']);
    const product = within(list).getByRole('option', { name: /Ceramic Shield/ });
    expect(product.querySelector('mark')?.textContent).toBe('Ceramic');
    expect(product.querySelector('img')).toBeNull();
    expect(within(list).getByRole('option', { name: 'All results for “ceramic”' })).toBeInTheDocument();
  });

  it('ArrowDown/ArrowUp move the active option, Enter opens it, Escape closes then clears', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'ceramic');
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: /Ceramic Shield/ });
    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0];
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps to the last option: all results
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[3].id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/blogInfo/1/');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('ceramic');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('is a text box with the search key (ARIA in HTML allows no combobox on type="search"), which Escape clears', async () => {
    const user = userEvent.setup();
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    render(<HeaderSearch />);
    const box = screen.getByRole('combobox', { name: 'Search the site' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('enterkeyhint', 'search');
    await user.type(box, 'zzz');
    await screen.findByText('Nothing found for “zzz”.');
    // a press outside closes the list; the box keeps its text and the focus
    fireEvent.pointerDown(document.body);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    outside.mockClear();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    // the key stops at the box: the mobile menu around it (a document listener) stays open
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outside);
  });

  it('Enter with no active option opens the results page', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.type(screen.getByRole('combobox'), 'ppf film{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/search/?q=ppf%20film');
  });

  it('is a GET form to /search/ with q, for use without the instant list', () => {
    const { container } = render(<HeaderSearch />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox')).toHaveAttribute('name', 'q');
  });

  it('says when nothing is found and when the index cannot load', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument();
    setPagefindLoader(async () => {
      throw new Error('offline');
    });
    await user.type(screen.getByRole('combobox'), 'q');
    expect(await screen.findByText('Search is unavailable right now.')).toBeInTheDocument();
  });
});

describe('results page', () => {
  it('lists the grouped results of ?q=', async () => {
    render(<SearchResults search="?q=ceramic" />);
    expect(await screen.findByText('3 results for “ceramic”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ceramic Shield' })).toHaveAttribute('href', '/ProductInfo/2/');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('ceramic');
  });

  it('without a query asks for one and loads nothing', async () => {
    render(<SearchResults search="" />);
    expect(await screen.findByText(/Type what you are looking for/)).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(loads).toBe(0);
  });
});

describe('helpers', () => {
  it('safeExcerpt keeps only <mark>', () => {
    expect(safeExcerpt('<b>a</b> <mark>b</mark> <script>c</script>')).toBe('a <mark>b</mark> c');
  });
  it('indexes only the public content routes', () => {
    expect(typeOfRoute('/blogInfo/3/')).toBe('Blog');
    expect(typeOfRoute('/ExampleInfo/1/')).toBe('Case');
    for (const r of ['/DealerPortal/', '/BrandingElementsInfo/', '/TrainingDetail/', '/EditInformation/', '/Login/', '/blogInfo/', '/search/'])
      expect(typeOfRoute(r)).toBeNull();
  });
});
