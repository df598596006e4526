// Blog area behaviour (docs/product/content-pages.md#blog-area,
// docs/product/states-and-transitions.md#blog-list-and-search): live search with its own paging and
// CLEAR ALL back to the
// build-time list; the per-type list's MORE+ appends pages until the last one.
import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogListView } from '../../src/features/blog/blog-list-view';
import { BlogTypeView } from '../../src/features/blog/blog-type-view';
import * as blogService from '../../src/services/blog';

jest.mock('../../src/services/blog');
const mocked = blogService as jest.Mocked<typeof blogService>;

const item = (id: number, title = `Blog ${id}`) => ({ id, title, desc: `About ${id}`, image: null, createtime: '2026-11-12 09:30:00', label_arr: ['News'] });
const types = [
  { cmsId: 1, name: 'Blogs' },
  { cmsId: 2, name: 'Events' },
  { cmsId: 3, name: 'News' },
];
const paged = (ids: number[], page: number, lastPage: number, total: number) => ({
  code: 1 as const,
  msg: '',
  status: 200,
  data: { blogs: { data: ids.map((i) => item(i)), per_page: 2, total, last_page: lastPage, current_page: page }, type_name: null },
});

beforeEach(() => jest.resetAllMocks());

describe('BlogListView', () => {
  const props = { bannerImage: null, types, blogs: [item(1, 'Static one'), item(2, 'Static two')], currentPage: 1, total: 5, perPage: 2 };

  it('shows the build-time page, tag badges to /blogs/<id>/ and link pagination', () => {
    render(<BlogListView {...props} />);
    expect(screen.getByRole('link', { name: 'Static one' })).toHaveAttribute('href', '/blogInfo/1/');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/blogs/2/');
    expect(screen.getByPlaceholderText('SEARCH')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/page/2/');
  });

  it('hides pagination when total does not exceed per_page', () => {
    render(<BlogListView {...props} total={2} />);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('searches on Enter, pages through results live, and CLEAR ALL goes back to the static list', async () => {
    const user = userEvent.setup();
    mocked.searchBlogs.mockResolvedValueOnce(paged([11, 12], 1, 2, 3)).mockResolvedValueOnce(paged([13], 2, 2, 3));
    render(<BlogListView {...props} />);
    await user.type(screen.getByPlaceholderText('SEARCH'), 'ppf{Enter}');
    expect(await screen.findByRole('link', { name: 'Blog 11' })).toBeInTheDocument();
    expect(mocked.searchBlogs).toHaveBeenLastCalledWith('ppf', 1, expect.anything());
    expect(screen.queryByRole('link', { name: 'Static one' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Search result pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Blog 13' })).toBeInTheDocument();
    expect(mocked.searchBlogs).toHaveBeenLastCalledWith('ppf', 2, expect.anything());

    await user.click(screen.getAllByRole('button', { name: 'CLEAR ALL' })[0]);
    expect(screen.getByPlaceholderText('SEARCH')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Static one' })).toBeInTheDocument();
  });

  it('searches with the icon button too', async () => {
    const user = userEvent.setup();
    mocked.searchBlogs.mockResolvedValueOnce(paged([], 1, 1, 0));
    render(<BlogListView {...props} />);
    await user.type(screen.getByPlaceholderText('SEARCH'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No blogs match your search')).toBeInTheDocument();
  });
});

describe('BlogTypeView', () => {
  it('appends the next page on MORE+ and hides MORE+ on the last page', async () => {
    const user = userEvent.setup();
    mocked.blogsOfType.mockResolvedValueOnce(paged([3, 4], 2, 3, 6)).mockResolvedValueOnce(paged([5, 6], 3, 3, 6));
    render(<BlogTypeView typeId={2} typeName="Events" bannerImage={null} types={types} firstPage={[item(1), item(2)]} lastPage={3} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'MORE+' }));
    expect(await screen.findByRole('link', { name: 'Blog 4' })).toBeInTheDocument();
    expect(mocked.blogsOfType).toHaveBeenLastCalledWith(2, 2);
    await user.click(screen.getByRole('button', { name: 'MORE+' }));
    expect(await screen.findByRole('link', { name: 'Blog 6' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MORE+' })).not.toBeInTheDocument());
  });

  it('has no MORE+ when the first page is the last', () => {
    render(<BlogTypeView typeId={1} typeName="Blogs" bannerImage={null} types={types} firstPage={[item(1)]} lastPage={1} />);
    expect(screen.queryByRole('button', { name: 'MORE+' })).not.toBeInTheDocument();
  });
});
