import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Pagination } from '../../src/components/ui/pagination';

describe('<Pagination>', () => {
  it('renders nothing when total does not exceed per page', () => {
    const { container } = render(<Pagination total={10} perPage={10} current={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a labelled navigation with the current page marked', () => {
    render(<Pagination total={200} perPage={10} current={10} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    // window 1 2 … 8 9 10 11 12 … 19 20
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('calls onChange with the chosen page, and ignores the current page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination total={50} perPage={10} current={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('disables previous on the first page and next on the last (out-of-range pages are ignored)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Pagination total={30} perPage={10} current={1} onChange={onChange} />);
    const prev = screen.getByRole('button', { name: 'Previous page' });
    expect(prev).toBeDisabled();
    await user.click(prev);
    rerender(<Pagination total={30} perPage={10} current={3} onChange={onChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toBeDisabled();
    await user.click(next);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders real links when hrefFor is given', () => {
    render(<Pagination total={30} perPage={10} current={2} hrefFor={(p) => (p === 1 ? '/blog/' : `/blog/${p}/`)} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog/3/');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination total={200} perPage={10} current={10} onChange={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
