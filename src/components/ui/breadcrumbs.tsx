/** Breadcrumb trail (APG breadcrumb pattern): a labelled nav with an ordered list, last item current. */
import * as React from 'react';
import { Link } from 'gatsby';
import { BreadcrumbJsonLd } from '../../seo/breadcrumb-json-ld';
import * as styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Route of the crumb; omit for a crumb that is not a page (e.g. "Products") or for the current page. */
  to?: string;
}

export interface BreadcrumbsProps extends React.HTMLAttributes<HTMLElement> {
  items: BreadcrumbItem[];
  /** 'light' for use on top of dark banners (default), 'dark' on light surfaces. */
  tone?: 'light' | 'dark';
}

export function Breadcrumbs({ items, tone = 'light', className, ...rest }: BreadcrumbsProps): JSX.Element | null {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={[styles.root, styles[tone], className].filter(Boolean).join(' ')} {...rest}>
      <ol className={styles.list} role="list">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.to ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <BreadcrumbJsonLd items={items} />
    </nav>
  );
}

export default Breadcrumbs;
