// The /api/Blog/* group: paged and searchable list, tag types with banner, detail with related blogs.
import type { FastifyInstance } from 'fastify';
import { BLOG_TYPES } from '../../../src/contract';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { ids } from '../../lib/json';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { blogsByIds, findBlog, listBlogs } from '../../db/repositories/blog.repository';
import { getPage } from '../../db/repositories/site.repository';
import { blogDetail, blogItem } from '../../mappers/blog.mapper';
import type { SiteDoc } from '../index/site';

export default async function blogGroup(app: FastifyInstance) {
  const { db, media: m } = app.cms;

  define(app, 'blogList', async ({ query }) => {
    const type = query.type ? BLOG_TYPES.find((t) => t.id === query.type) : undefined;
    if (query.type && !type) return refuse('Unknown blog type.');
    const w = pageWindow(query.page, PER_PAGE.blogs);
    const { rows, total } = await listBlogs(db, { keywords: query.keywords, tag: type?.name }, w);
    return { blogs: paged(rows.map(blogItem(m)), total, w), type_name: type?.name ?? null };
  });

  define(app, 'blogIndex', async () => {
    const site = (await getPage<SiteDoc>(db, 'site')) ?? {};
    return { types: BLOG_TYPES.map((t) => ({ id: t.id, name: t.name })), banner: m.url(site.blog_banner ?? null) };
  });

  define(app, 'blogDetail', async ({ query }) => {
    const row = await findBlog(db, query.id);
    if (!row) return refuse('This blog does not exist.');
    const related = (await blogsByIds(db, ids(row.related))).filter((r) => r.id !== row.id);
    return blogDetail(m, row, related);
  });
}
