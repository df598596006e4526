/**
 * Classic numbered pagination (docs/product/constants.md#pagination): shown only when total >
 * perPage, window of first 2 /
 * last 2 / current ± 2 pages with ellipses. Renders buttons for live lists, or real links when
 * `hrefFor` is given (static paged lists built per page), so crawlers and no-JS visitors can page.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { clampPage, isPageChange, pageCountOf, paginationWindow, shouldShowPagination } from './pagination-window';
import * as styles from './pagination.module.css';
import { Chevron } from './chevron';

export interface PaginationProps extends Omit<React.HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Total number of items across all pages (the API's `total`). */
  total: number;
  /** Items per page (the API's `per_page`). */
  perPage: number;
  /** Current page, 1-based. */
  current: number;
  /** Called with the 1-based page the visitor asked for; never for the current or an out-of-range page. */
  onChange?: (page: number) => void;
  /** When given, pages render as links to this URL (e.g. `p => p === 1 ? '/blog/' : \`/blog/${p}/\``). */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

export function Pagination({ total, perPage, current, onChange, hrefFor, label = 'Pagination', className, ...rest }: PaginationProps): JSX.Element | null {
  if (!shouldShowPagination(total, perPage)) return null;
  const pageCount = pageCountOf(total, perPage);
  const cur = clampPage(current, pageCount);

  const go = (page: number) => {
    if (isPageChange(page, cur, pageCount)) onChange?.(page);
  };

  const control = (page: number, content: React.ReactNode, extra: { label: string; rel?: string }) => {
    const isCurrent = page === cur;
    const disabled = page < 1 || page > pageCount;
    const cls = [styles.control, isCurrent ? styles.current : ''].filter(Boolean).join(' ');
    if (disabled) {
      // A real disabled button: named, announced as unavailable, out of the tab order (an
      // aria-label on a plain span is prohibited and says nothing about its state).
      return (
        <button type="button" className={`${styles.control} ${styles.disabled}`} disabled aria-label={extra.label}>
          {content}
        </button>
      );
    }
    if (hrefFor) {
      return (
        <Link
          to={hrefFor(page)}
          className={cls}
          rel={extra.rel}
          aria-label={extra.label}
          aria-current={isCurrent ? 'page' : undefined}
          onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
            // A click on the current page does nothing
            // (docs/product/states-and-transitions.md#pagination-clicks).
            if (isCurrent) {
              e.preventDefault();
              return;
            }
            go(page);
          }}
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" className={cls} aria-label={extra.label} aria-current={isCurrent ? 'page' : undefined} onClick={() => go(page)}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <ul className={styles.list} role="list">
        <li>{control(cur - 1, <Chevron dir="left" size={16} />, { label: 'Previous page', rel: 'prev' })}</li>
        {paginationWindow(cur, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`e-${item.key}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>{control(item.page, item.page, { label: `Page ${item.page}` })}</li>
          ),
        )}
        <li>{control(cur + 1, <Chevron dir="right" size={16} />, { label: 'Next page', rel: 'next' })}</li>
      </ul>
    </nav>
  );
}

export default Pagination;
