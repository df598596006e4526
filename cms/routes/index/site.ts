// Site-wide calls: home blogs, site info, contact and footer info, articles, page meta, about us, core values.
import type { FastifyInstance } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { getPage, findArticle, findPageMeta, listAboutUs, listCoreValues } from '../../db/repositories/site.repository';
import { latestBlogs } from '../../db/repositories/blog.repository';
import { blogItem } from '../../mappers/blog.mapper';

export interface SiteDoc {
  info?: { title?: string; desc?: string; keywords?: string; trianer?: number; trianer_years?: number; countries?: number };
  contact?: { service_hotline?: string; contact_number?: string; enterprise_email?: string; contact_address?: string };
  footer?: { contact_number?: string; enterprise_email?: string; apps?: { name?: string; url?: string; image?: string | null }[] };
  warranty_clients?: number;
  blog_banner?: string | null;
}

export const HOME_BLOGS = 4;
const NO_CONTENT = 'This content is not available.';

export default async function siteRoutes(app: FastifyInstance) {
  const { db, media: m } = app.cms;
  const site = async () => (await getPage<SiteDoc>(db, 'site')) ?? {};

  define(app, 'homeIndex', async () => ({ blogs: (await latestBlogs(db, HOME_BLOGS)).map(blogItem(m)) }));

  define(app, 'siteInfo', async () => {
    const i = (await site()).info ?? {};
    return {
      title: i.title ?? '',
      desc: i.desc ?? '',
      keywords: i.keywords ?? '',
      trianer: Number.isInteger(i.trianer) ? i.trianer! : 115,
      trianer_years: Number.isInteger(i.trianer_years) ? i.trianer_years! : 15,
      countries: Number.isInteger(i.countries) ? i.countries! : 60,
    };
  });

  define(app, 'contactInfo', async () => {
    const c = (await site()).contact ?? {};
    return {
      service_hotline: c.service_hotline ?? '',
      contact_number: c.contact_number ?? '',
      enterprise_email: c.enterprise_email ?? '',
      contact_address: c.contact_address ?? '',
    };
  });

  define(app, 'footer', async () => {
    const f = (await site()).footer ?? {};
    return {
      contact_number: f.contact_number ?? '',
      enterprise_email: f.enterprise_email ?? '',
      apps: (f.apps ?? []).map((a) => ({ name: a.name ?? '', url: a.url ?? '', image: m.url(a.image) })),
    };
  });

  define(app, 'articles', async ({ query }) => {
    const row = await findArticle(db, (query.title ?? '').trim());
    if (!row) return refuse(NO_CONTENT);
    return { title: row.title, image: m.url(row.image), sub_title: row.sub_title, desc: row.desc, keywords: row.keywords };
  });

  define(app, 'pageMeta', async ({ query }) => {
    const row = await findPageMeta(db, (query.title ?? '').trim() || 'Login');
    if (!row) return refuse(NO_CONTENT);
    return { title: row.title, image: m.url(row.image), sub_title: row.sub_title, desc: row.desc, keywords: row.keywords };
  });

  define(app, 'aboutUs', async () =>
    (await listAboutUs(db)).map((r) => ({ id: r.id, title: m.html(r.title), sub_name: r.sub_name, image: m.url(r.image), content: m.html(r.content) })),
  );

  define(app, 'coreValues', async () =>
    (await listCoreValues(db)).map((r) => ({ id: r.id, title: r.title, image: m.url(r.image), content: m.html(r.content) })),
  );
}
