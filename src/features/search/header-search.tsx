/**
 * The header's site search (docs/product/site-search.md#header-search): an ARIA 1.2 combobox
 * whose listbox shows results grouped by type as the visitor types. ArrowDown/ArrowUp move through
 * the options, Enter opens the active one (or the results page when none is active), Escape
 * closes the list and then clears the box (a text box: ARIA in HTML allows no combobox role on
 * type="search"). It is a GET form to /search/, so it also works as a
 * plain search when the instant results are not there.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { SEARCH_PAGE, searchPageUrl, TYPE_LABEL } from '../../../contract/search-types';
import { useSiteSearch } from './use-site-search';
import { SearchExcerpt } from './search-excerpt';
import * as styles from './header-search.module.css';

interface Option {
  id: string;
  url: string;
  kind: 'hit' | 'all';
}

export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }): JSX.Element {
  const base = React.useId().replace(/:/g, '');
  const listId = `${base}-list`;
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const state = useSiteSearch(query);
  const rootRef = React.useRef<HTMLFormElement>(null);

  const groups = state.status === 'ready' ? state.groups : [];
  const options: Option[] = [];
  groups.forEach((g, gi) => g.hits.forEach((h, hi) => options.push({ id: `${base}-o${gi}-${hi}`, url: h.url, kind: 'hit' })));
  if (query.trim()) options.push({ id: `${base}-all`, url: searchPageUrl(query), kind: 'all' });
  const expanded = open && query.trim().length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  React.useEffect(() => setActive(-1), [query, state.status]);

  // A click outside closes the list.
  React.useEffect(() => {
    if (!expanded) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [expanded]);

  const go = (url: string) => {
    setOpen(false);
    onNavigate?.();
    void navigate(url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const n = options.length;
      if (n === 0) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeOption) go(activeOption.url);
      else if (query.trim()) go(searchPageUrl(query));
    } else if (e.key === 'Escape') {
      // Handled here, it must not also close the mobile menu around the box (a document listener).
      if (expanded) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        e.stopPropagation();
        setQuery('');
      }
    }
  };

  let index = -1;
  const optionProps = (o: Option) => {
    index++;
    const i = index;
    return {
      id: o.id,
      role: 'option',
      'aria-selected': i === active,
      className: [styles.option, i === active ? styles.active : ''].filter(Boolean).join(' '),
      onPointerDown: (e: React.PointerEvent) => e.preventDefault(), // keep focus in the box
      onClick: () => go(o.url),
    } as const;
  };

  return (
    <form
      ref={rootRef}
      role="search"
      action={SEARCH_PAGE}
      method="get"
      className={styles.root}
      onSubmit={(e) => {
        e.preventDefault();
        if (query.trim()) go(searchPageUrl(query));
      }}
    >
      <label htmlFor={`${base}-input`} className="visually-hidden">
        Search the site
      </label>
      <input
        id={`${base}-input`}
        name="q"
        // A text box, not type="search": ARIA in HTML allows no role on a search box, so a
        // combobox is type="text"; enterkeyhint keeps the search key on phones' keyboards, and
        // Escape clears it here as a search box's would (onKeyDown).
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search"
        className={styles.input}
        value={query}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {/* A form states how it is sent (WCAG H32); without scripts it opens the results page. */}
      <button type="submit" className={styles.submit} aria-label="Show results">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11 11 3.5 3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={listId} role="listbox" aria-label="Search results" className={styles.popup} hidden={!expanded}>
        {state.status === 'loading' ? (
          <div role="presentation" className={styles.status}>
            Searching…
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <div role="presentation" className={styles.status}>
            Search is unavailable right now.
          </div>
        ) : null}
        {state.status === 'ready' && groups.length === 0 ? (
          <div role="presentation" className={styles.status}>
            Nothing found for “{query.trim()}”.
          </div>
        ) : null}
        {groups.map((g, gi) => (
          <div key={g.type} role="group" aria-labelledby={`${base}-g${gi}`} className={styles.group}>
            <div id={`${base}-g${gi}`} role="presentation" className={styles.groupLabel}>
              {TYPE_LABEL[g.type]}
            </div>
            {g.hits.map((h, hi) => (
              <div key={h.url} {...optionProps(options[options.findIndex((o) => o.id === `${base}-o${gi}-${hi}`)])}>
                <span className={styles.title}>{h.title}</span>
                <SearchExcerpt html={h.excerpt} className={styles.excerpt} />
              </div>
            ))}
          </div>
        ))}
        {query.trim() ? <div {...optionProps(options[options.length - 1])}>All results for “{query.trim()}”</div> : null}
      </div>
    </form>
  );
}

export default HeaderSearch;
