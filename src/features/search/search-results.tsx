/**
 * The /search/ page body (docs/product/site-search.md#results-page): a plain GET form (so it
 * works as a search without the header's instant list) and the grouped results for ?q=.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { SEARCH_PAGE, TYPE_LABEL } from '../../../contract/search-types';
import { useSiteSearch } from './use-site-search';
import { SearchExcerpt } from './search-excerpt';
import * as styles from './search-results.module.css';

export function SearchResults({ search }: { search: string }): JSX.Element {
  const [q, setQ] = React.useState<string | null>(null);
  React.useEffect(() => setQ(new URLSearchParams(search).get('q') ?? ''), [search]);
  const query = (q ?? '').trim();
  const state = useSiteSearch(query, 0, 60);
  const count = state.status === 'ready' ? state.groups.reduce((n, g) => n + g.hits.length, 0) : 0;

  return (
    <div className={styles.root}>
      <form role="search" action={SEARCH_PAGE} method="get" className={styles.form}>
        <label htmlFor="search-page-q" className="visually-hidden">
          Search the site
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          key={query}
          className={styles.input}
          placeholder="Search products, blogs, FAQs…"
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <div aria-live="polite" className={styles.status}>
        {q === null || !query ? <p>Type what you are looking for: products, blog posts, cases, tools, plotters, trainings, FAQs or downloads.</p> : null}
        {query && state.status === 'loading' ? <p>Searching…</p> : null}
        {query && state.status === 'failed' ? <p>Search is unavailable right now. Please try again later.</p> : null}
        {query && state.status === 'ready' ? (
          <p>{count === 0 ? `Nothing found for “${query}”.` : `${count} result${count === 1 ? '' : 's'} for “${query}”`}</p>
        ) : null}
      </div>
      {state.status === 'ready' && query
        ? state.groups.map((g) => (
            <section key={g.type} className={styles.group} aria-labelledby={`results-${g.type}`}>
              <h2 id={`results-${g.type}`} className={styles.groupTitle}>
                {TYPE_LABEL[g.type]}
              </h2>
              <ul role="list" className={styles.list} data-testid="search-results">
                {g.hits.map((h) => (
                  <li key={h.url} className={styles.item}>
                    <Link to={h.url} className={styles.link}>
                      {h.title}
                    </Link>
                    <SearchExcerpt html={h.excerpt} className={styles.excerpt} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}
