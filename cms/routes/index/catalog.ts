// FAQ and download center: categories, sub-categories, paged lists and the full lists for the build.
import type { FastifyInstance } from 'fastify';
import { CATEGORY_TYPE } from '../../../contract';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { allDownloads, allFaqs, downloadPage, faqPage, subCategories, topCategories } from '../../db/repositories/catalog.repository';
import type { Selectable } from 'kysely';
import type { DownloadTable, FaqTable } from '../../db/tables/site.table';

const TYPES: number[] = [CATEGORY_TYPE.faq, CATEGORY_TYPE.download];
const BAD_TYPE = 'Unknown category type.';

export default async function catalogRoutes(app: FastifyInstance) {
  const { db, media: m } = app.cms;
  const faq = (r: Selectable<FaqTable>) => ({ id: r.id, title: r.title, content: m.html(r.content), category_id: r.category_id, second_id: r.second_id });
  const download = (r: Selectable<DownloadTable>) => ({ id: r.id, image: m.url(r.image), title: r.title, url: m.str(r.url), category_id: r.category_id });

  define(app, 'categoryList', async ({ query }) => {
    if (!TYPES.includes(query.type)) return refuse(BAD_TYPE);
    return (await topCategories(db, query.type)).map((c) => ({ id: c.id, name: c.name }));
  });

  define(app, 'secondList', async ({ query }) => {
    if (!TYPES.includes(query.type)) return refuse(BAD_TYPE);
    return (await subCategories(db, query.type, [query.category_id])).map((c) => ({ id: c.id, name: c.name }));
  });

  define(app, 'categoryTree', async ({ query }) => {
    if (!TYPES.includes(query.type)) return refuse(BAD_TYPE);
    const top = await topCategories(db, query.type);
    const subs = await subCategories(
      db,
      query.type,
      top.map((c) => c.id),
    );
    return top.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      children: subs.filter((s) => s.parent_id === c.id).map((s) => ({ id: s.id, name: s.name })),
    }));
  });

  define(app, 'downloadsList', async ({ query }) => {
    const w = pageWindow(query.page, PER_PAGE.downloads);
    const { rows, total } = await downloadPage(db, query.category_id, w);
    return paged(rows.map(download), total, w);
  });

  define(app, 'questionsList', async ({ query }) => {
    const w = pageWindow(query.page, PER_PAGE.faqs);
    const { rows, total } = await faqPage(db, query.category_id, query.second_id, w);
    return paged(rows.map(faq), total, w);
  });

  define(app, 'allQuestions', async () => (await allFaqs(db)).map(faq));
  define(app, 'allDownloads', async () => (await allDownloads(db)).map(download));
}
