// The /api/Blog/* group: paged and searchable list, tag types with banner, detail with related blogs;
// and the build's bulk export of full blog records.
import type { FastifyInstance } from 'fastify';
import { BLOG_TYPES } from '../../../contract';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { ids } from '../../lib/json';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { blogCards, exportBlogs, findBlog, listBlogs, matchingBlogIds } from '../../db/repositories/blog.repository';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { getPage } from '../../db/repositories/site.repository';
import { blogDetail, blogItem } from '../../mappers/blog.mapper';
import type { SiteDoc } from '../index/site';

export default async function blogGroup(app: FastifyInstance) {
  const { db, media: m } = app.cms;

  define(app, 'blogList', async ({ query }) => {
    const type = query.type ? BLOG_TYPES.find((t) => t.id === query.type) : undefined;
    if (query.type && !type) return refuse('Unknown blog type.');
    const w = pageWindow(query.page, PER_PAGE.blogs);
    const filter = { keywords: query.keywords?.trim(), tag: type?.name };
    if (!filter.keywords && !filter.tag) {
      const { rows, total } = await listBlogs(db, w);
      return { blogs: paged(rows.map(blogItem(m)), total, w), type_name: null };
    }
    // a search's matches are kept until content changes: its next pages read only their cards
    const ids = await app.publicMemo(`blog-ids:${JSON.stringify(filter)}`, () => matchingBlogIds(db, filter));
    const rows = await blogCards(db, ids.slice(w.offset, w.offset + w.perPage));
    return { blogs: paged(rows.map(blogItem(m)), ids.length, w), type_name: type?.name ?? null };
  });

  define(app, 'blogIndex', async () => {
    const site = (await getPage<SiteDoc>(db, 'site')) ?? {};
    return { types: BLOG_TYPES.map((t) => ({ id: t.id, name: t.name })), banner: m.url(site.blog_banner ?? null) };
  });

  define(app, 'blogDetail', async ({ query }) => {
    const row = await findBlog(db, query.id);
    if (!row) return refuse('This blog does not exist.');
    const related = (await blogCards(db, ids(row.related))).filter((r) => r.id !== row.id);
    return blogDetail(m, row, related);
  });

  define(app, 'exportBlogs', async ({ query }) => {
    let after = null;
    if (query.cursor) {
      const key = decodeCursor(query.cursor, ['string', 'number']);
      if (!key) return refuse('The cursor is not valid; start again without one.');
      after = { createtime: key[0] as string, id: key[1] as number };
    }
    const limit = query.limit ?? EXPORT_DEFAULT_LIMIT;
    const { rows, total } = await exportBlogs(db, after, limit);
    // one query for the related blogs of the whole batch, not one per blog
    const relatedIds = [...new Set(rows.flatMap((r) => ids(r.related)))];
    const related = new Map((await blogCards(db, relatedIds)).map((r) => [r.id, r]));
    const data = rows.map((row) =>
      blogDetail(
        m,
        row,
        ids(row.related)
          .filter((id) => id !== row.id)
          .map((id) => related.get(id))
          .filter((r): r is NonNullable<typeof r> => !!r),
      ),
    );
    const last = rows[rows.length - 1];
    return { data, total, next_cursor: rows.length === limit && last ? encodeCursor([last.createtime, last.id]) : null };
  });
}

/** Records per export batch when the build does not ask: ~20 calls for 10,000 posts. */
const EXPORT_DEFAULT_LIMIT = 500;
