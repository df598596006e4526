/** The blog list's tools: SEARCH box (Enter or the icon), CLEAR ALL and the type badges. */
import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/button';
import { blogTypePath, type BlogTypeLink } from './blog-types';
import * as styles from './blog-toolbar.module.css';

export interface BlogToolbarProps {
  keywords: string;
  onKeywordsChange: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
  types: readonly BlogTypeLink[];
  /** The type whose page is shown, to mark its badge current. */
  currentTypeId?: number;
  /** Hide the search (per-type pages). */
  withSearch?: boolean;
}

export function BlogToolbar({ keywords, onKeywordsChange, onSearch, onClear, types, currentTypeId, withSearch = true }: BlogToolbarProps): JSX.Element {
  const inputId = React.useId();
  return (
    <div className={styles.toolbar}>
      {withSearch && (
        <form
          role="search"
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            onSearch();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Search blogs
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.searchInput}
            placeholder="SEARCH"
            value={keywords}
            onChange={(e) => onKeywordsChange(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton} aria-label="Search">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m20 20-4.2-4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
      )}
      <nav aria-label="Blog types" className={styles.tags}>
        <ul role="list" className={styles.tagList}>
          {types.map((t) => (
            <li key={t.cmsId}>
              <Link to={blogTypePath(t.cmsId)} className={styles.tag} aria-current={t.cmsId === currentTypeId ? 'page' : undefined}>
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {withSearch && (
        <Button type="button" variant="secondary" size="sm" onClick={onClear} className={styles.clear}>
          CLEAR ALL
        </Button>
      )}
    </div>
  );
}
