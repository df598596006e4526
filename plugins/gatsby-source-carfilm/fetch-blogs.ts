/**
 * Blogs: every page of blogList (followed to last_page), then blogDetail for each; the blog
 * index (banner, types) and page 1 of each type's list (for the per-type pages' first page).
 */
import type { BlogItem } from '../../src/contract/blog';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';

/** A runaway last_page must not hang the build. */
const MAX_PAGES = 500;

export async function fetchBlogs({ client, records, options, reporter }: SourceContext): Promise<void> {
  const [index, first] = await Promise.all([client.get('blogIndex'), client.get('blogList', { page: 1 })]);
  const { per_page, total, last_page } = first.blogs;
  const lastPage = Math.min(last_page, MAX_PAGES);
  const rest = await mapLimit(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => i + 2),
    options.concurrency,
    (page) => client.get('blogList', { page }),
  );
  const seen = new Set<number>();
  const items: BlogItem[] = [];
  for (const list of [first, ...rest]) {
    for (const item of list.blogs.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  if (items.length !== total) {
    reporter.warn(`[gatsby-source-carfilm] /api/Blog/list: total is ${total} but ${items.length} blogs were listed across ${lastPage} page(s)`);
  }
  const details = await mapLimit(items, options.concurrency, (item) => client.get('blogDetail', { id: item.id }));
  addList(records, 'CmsBlog', details);
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
