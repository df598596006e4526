// Admins read the stored contact and become-a-partner submissions (personal data), a page at a time
// or all of them as CSV (`?format=csv`).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { editorPaths } from '../../../contract/editor';
import { OK_MSG } from '../../lib/envelope';
import { paged, pageWindow, type PageWindow } from '../../lib/paging';
import { listContactSubmissions, listPartnerSubmissions } from '../../db/repositories/editor-submissions.repository';
import { audit } from '../../db/repositories/editor-users.repository';
import { personOf, requireAdmin } from './principal';
import { toCsv } from '../../editor/csv';

const PER_PAGE = 50;
const Query = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })), format: Type.Optional(Type.Literal('csv')) });

export function submissionRoutes(app: FastifyInstance) {
  const { db } = app.cms;
  type Lister = (db: typeof app.cms.db, w: PageWindow) => Promise<{ rows: object[]; total: number }>;
  const sources: { path: string; name: string; list: Lister }[] = [
    { path: editorPaths.contactSubmissions, name: 'contact', list: listContactSubmissions },
    { path: editorPaths.partnerSubmissions, name: 'partner', list: listPartnerSubmissions },
  ];
  for (const { path, name, list } of sources)
    app.get(path, { preHandler: requireAdmin, schema: { querystring: Query } }, async (req, reply: FastifyReply) => {
      const { page, format } = req.query as { page?: number; format?: 'csv' };
      if (format === 'csv') {
        const { rows } = await list(db, { page: 1, perPage: 1_000_000, offset: 0 });
        await audit(db, personOf(req).username, 'export', `submissions/${name}`, `${rows.length} rows`);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-submissions.csv"`)
          .send(toCsv(rows as Record<string, unknown>[]));
      }
      const w = pageWindow(page, PER_PAGE);
      const { rows, total } = await list(db, w);
      return { code: 1, data: paged(rows, total, w), msg: OK_MSG };
    });
}
