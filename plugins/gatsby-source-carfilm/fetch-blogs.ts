/**
 * Blogs: every visible blog as a full record, then the blog index (banner, types) and page 1 of
 * each type's list (for the per-type pages' first page).
 *
 * The full records come from the bulk export when the API offers it (a few dozen calls for
 * 10,000 posts), else from the listed calls: blogList followed to its last page, then blogDetail
 * for each (docs/architecture.md#sourcing-at-scale). Either way a count that disagrees with the
 * API's total stops the build.
 */
import type { BlogDetail, BlogIndex, BlogList } from '../../contract/blog';
import { EXPORT_MAX_LIMIT } from '../../contract/envelope';
import { endpoints } from '../../contract/endpoints';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { fetchAllPages } from './fetch-paged';
import { CODES, SourceError } from './report';

/** The blogs through the export call, or undefined when the API does not have it. */
export async function exportedBlogs({ client }: SourceContext, limit = EXPORT_MAX_LIMIT): Promise<BlogDetail[] | undefined> {
  const path = endpoints.exportBlogs.path;
  const first = await client.getExtra('exportBlogs', { limit });
  if (!first) return undefined;
  const items = [...first.data];
  const seen = new Set(items.map((b) => b.id));
  let cursor = first.next_cursor;
  // a cursor that never ends is a broken API: stop, never publish a part of the list
  const maxBatches = Math.ceil(first.total / limit) + 1;
  for (let batch = 2; cursor !== null; batch++) {
    if (batch > maxBatches) {
      throw new SourceError(
        CODES.CountMismatch,
        `GET ${path}: still handing out cursors after ${maxBatches} batches of ${limit} for a total of ${first.total}`,
        path,
      );
    }
    const next = await client.get('exportBlogs', { cursor, limit });
    for (const b of next.data) {
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      items.push(b);
    }
    cursor = next.next_cursor;
  }
  if (items.length !== first.total) {
    throw new SourceError(CODES.CountMismatch, `GET ${path}: total is ${first.total} but ${items.length} distinct blog(s) were exported`, path);
  }
  return items;
}

/** The blogs through the calls every API of the contract has: the list's pages, then each detail. */
export async function listedBlogs({ client, options }: SourceContext): Promise<BlogDetail[]> {
  const { items } = await fetchAllPages({
    path: endpoints.blogList.path,
    fetchPage: async (page) => (await client.get('blogList', { page })).blogs,
    idOf: (b) => b.id,
    concurrency: options.concurrency,
  });
  return mapLimit(items, options.concurrency, (item) => client.get('blogDetail', { id: item.id }));
}

export async function fetchBlogs(ctx: SourceContext): Promise<void> {
  const { client, records } = ctx;
  const [index, first, details] = await Promise.all([
    client.get('blogIndex'),
    client.get('blogList', { page: 1 }),
    exportedBlogs(ctx).then((blogs) => blogs ?? listedBlogs(ctx)),
  ]);
  addList(records, 'CmsBlog', details);
  await addBlogIndex(ctx, index, first);
}

/**
 * The blog index (its banner, and the whole list's paging from page 1) and each blog type with page
 * 1 of its list: what the blog list pages read. A full sourcing and a refresh (source-delta.ts) both
 * add them this way.
 */
export async function addBlogIndex({ client, records, options }: SourceContext, index: BlogIndex, first: BlogList): Promise<void> {
  const { per_page, total, last_page } = first.blogs;
  addSingle(records, 'CmsBlogIndex', { banner: index.banner, per_page, total, last_page });
  const typeLists = await mapLimit(index.types, options.concurrency, (t) => client.get('blogList', { type: t.id, page: 1 }));
  addList(
    records,
    'CmsBlogType',
    index.types.map((t, i) => {
      const { blogs } = typeLists[i];
      return { ...t, per_page: blogs.per_page, total: blogs.total, last_page: blogs.last_page, first_page_ids: blogs.data.map((b) => b.id) };
    }),
  );
}
