// The /api/cases/* group: paged case cards, case detail with related cases by context, all cases.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { allCases, casePage, findCase, relatedCases, type RelatedContext } from '../../db/repositories/cases.repository';
import type { CaseTable } from '../../db/tables/cases.table';
import { caseCard } from '../../mappers/goods.mapper';
import { RELATED_CASES } from '../index/training';

export default async function casesGroup(app: FastifyInstance) {
  const { db, media: m } = app.cms;

  const detail = async (row: Selectable<CaseTable>, ctx: Omit<RelatedContext, 'exceptId' | 'limit'>) => ({
    id: row.id,
    title: row.title,
    image: m.url(row.image),
    content: m.html(row.content),
    sub_title: row.sub_title,
    desc: row.desc,
    keywords: row.keywords,
    cases: (await relatedCases(db, { ...ctx, exceptId: row.id, limit: RELATED_CASES })).map(caseCard(m)),
  });

  define(app, 'caseList', async ({ query }) => {
    const w = pageWindow(query.page, PER_PAGE.cases);
    const { rows, total } = await casePage(db, w);
    return paged(rows.map(caseCard(m)), total, w);
  });

  define(app, 'caseDetail', async ({ query }) => {
    const row = await findCase(db, query.id);
    if (!row) return refuse('This case does not exist.');
    // type 3 without a training falls back to the latest other cases
    const type = query.type === 3 && !query.t_id ? undefined : query.type;
    return detail(row, { type, trainId: query.t_id, shopId: query.shop_id });
  });

  define(app, 'allCases', async () => Promise.all((await allCases(db)).map((row) => detail(row, {}))));
}
