/**
 * Follows a paged list of the API to its last page and proves nothing was dropped: every item the
 * list's `total` announces must be listed once. A page that fails, a page whose total disagrees,
 * or a count mismatch stops the build with a message naming the call, the page and the numbers
 * (docs/architecture.md#sourcing-at-scale). A runaway `last_page` stops the build too; it is
 * never cut short into a smaller site.
 */
import type { PagedList } from '../../contract/envelope';
import { describeCall, mapLimit } from './client';
import { CODES, SourceError } from './report';

/** More list pages than any real site has; a `last_page` above it is a broken API, not content. */
export const RUNAWAY_PAGES = 100_000;

export interface PagedSource<T> {
  /** The call's path, for messages (`/api/Blog/list`). */
  path: string;
  /** Other query parameters of the list (e.g. `{ type: 2 }`), for messages. */
  query?: Record<string, unknown>;
  fetchPage: (page: number) => Promise<PagedList<T>>;
  idOf: (item: T) => number | string;
  concurrency: number;
  /** Defaults to RUNAWAY_PAGES; tests lower it. */
  maxPages?: number;
}

export interface PagedResult<T> {
  items: T[];
  first: PagedList<T>;
  pages: number;
}

function fail(message: string, path: string): never {
  throw new SourceError(CODES.CountMismatch, message, path);
}

/** Every item of a paged list, in API order, each once; throws a SourceError on any gap. */
export async function fetchAllPages<T>(src: PagedSource<T>): Promise<PagedResult<T>> {
  const call = (page: number) => `GET ${describeCall(src.path, { ...src.query, page })}`;
  const first = await src.fetchPage(1);
  const { total, per_page, last_page } = first;
  const maxPages = src.maxPages ?? RUNAWAY_PAGES;
  if (last_page > maxPages) {
    fail(
      `${call(1)}: last_page is ${last_page}, above the runaway limit of ${maxPages} pages (total ${total}, per_page ${per_page}); the build stops rather than publish part of the list`,
      src.path,
    );
  }
  const needed = per_page > 0 ? Math.ceil(total / per_page) : total > 0 ? Infinity : 0;
  if (total > 0 && last_page < needed) {
    fail(`${call(1)}: total is ${total} at per_page ${per_page}, which needs ${needed} page(s), but last_page is ${last_page}`, src.path);
  }
  const pageNumbers = Array.from({ length: Math.max(0, last_page - 1) }, (_, i) => i + 2);
  const rest = await mapLimit(pageNumbers, src.concurrency, async (page) => {
    const list = await src.fetchPage(page);
    if (list.total !== total) fail(`${call(page)}: total is ${list.total} but page 1 said ${total} (did the content change during the build?)`, src.path);
    return list;
  });

  const seen = new Set<number | string>();
  const items: T[] = [];
  const lists = [first, ...rest];
  let shortPage = 0;
  let shortCount = 0;
  lists.forEach((list, i) => {
    const page = i + 1;
    const expected = Math.max(0, Math.min(per_page, total - i * per_page));
    if (!shortPage && list.data.length !== expected) {
      shortPage = page;
      shortCount = list.data.length;
    }
    for (const item of list.data) {
      const id = src.idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  });
  if (items.length !== total) {
    const where = shortPage
      ? `; page ${shortPage} listed ${shortCount} item(s) where ${Math.max(0, Math.min(per_page, total - (shortPage - 1) * per_page))} were expected`
      : '';
    fail(
      `GET ${describeCall(src.path, src.query)}: total is ${total} but ${items.length} distinct item(s) were listed across ${lists.length} page(s)${where}`,
      src.path,
    );
  }
  return { items, first, pages: lists.length };
}
