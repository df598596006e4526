/** Runs site searches as the query changes (debounced); the latest query wins. */
import * as React from 'react';
import { searchSite, type SearchGroup } from './pagefind-client';

export type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; groups: SearchGroup[] } | { status: 'failed' };

export function useSiteSearch(query: string, delayMs = 150, limit = 24): SearchState {
  const [state, setState] = React.useState<SearchState>({ status: 'idle' });
  React.useEffect(() => {
    const q = query.trim();
    if (!q) {
      // the same state object when already idle: no re-render of the header on mount
      setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
      return undefined;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    const timer = window.setTimeout(() => {
      searchSite(q, limit).then(
        (groups) => live && setState({ status: 'ready', groups }),
        () => live && setState({ status: 'failed' }),
      );
    }, delayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [query, delayMs, limit]);
  return state;
}
