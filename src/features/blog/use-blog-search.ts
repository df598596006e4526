/**
 * Live keyword search over the blog list
 * (docs/product/states-and-transitions.md#blog-list-and-search): searching resets to page 1 with
 * the
 * keywords; paging within results calls the API again; clear() goes back to the build-time list.
 */
import * as React from 'react';
import { searchBlogs, type BlogListData } from '../../services/blog';

export type BlogSearchState =
  | { status: 'idle' }
  | { status: 'loading'; keywords: string; page: number; previous?: BlogListData }
  | { status: 'done'; keywords: string; page: number; data: BlogListData }
  | { status: 'error'; keywords: string; page: number; message: string };

export function useBlogSearch() {
  const [state, setState] = React.useState<BlogSearchState>({ status: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  const run = React.useCallback(async (keywords: string, page: number) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setState((s) => ({ status: 'loading', keywords, page, previous: s.status === 'done' ? s.data : undefined }));
    try {
      const res = await searchBlogs(keywords, page, ac.signal);
      if (ac.signal.aborted) return;
      if (res.code !== 1 || !res.data) {
        setState({ status: 'error', keywords, page, message: res.msg || 'The search failed.' });
        return;
      }
      setState({ status: 'done', keywords, page, data: res.data });
    } catch (err) {
      if (ac.signal.aborted) return;
      // http.ts has already shown a toast; keep a quiet inline state too.
      setState({ status: 'error', keywords, page, message: 'The search is unavailable right now.' });
    }
  }, []);

  const search = React.useCallback((keywords: string) => run(keywords.trim(), 1), [run]);
  const goToPage = React.useCallback(
    (page: number) => {
      if (state.status === 'idle') return;
      void run(state.keywords, page);
    },
    [run, state],
  );
  const clear = React.useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  React.useEffect(() => () => controller.current?.abort(), []);

  return { state, search, goToPage, clear };
}
