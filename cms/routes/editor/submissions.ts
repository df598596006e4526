// Editors read the stored contact and become-a-partner submissions (the editor token guard of the
// editing API's folder covers these routes too).
import type { FastifyInstance } from 'fastify';
import { ContactSubmissions, PartnerSubmissions, SubmissionsQuery, editorPaths } from '../../../src/contract/editor';
import { Envelope } from '../../../src/contract/envelope';
import { OK_MSG } from '../../lib/envelope';
import { paged, pageWindow } from '../../lib/paging';
import { listContactSubmissions, listPartnerSubmissions } from '../../db/repositories/editor-submissions.repository';

const PER_PAGE = 50;

export function submissionRoutes(app: FastifyInstance) {
  const { db } = app.cms;
  app.get(editorPaths.contactSubmissions, { schema: { querystring: SubmissionsQuery, response: { 200: Envelope(ContactSubmissions) } } }, async (req) => {
    const w = pageWindow((req.query as { page?: number }).page, PER_PAGE);
    const { rows, total } = await listContactSubmissions(db, w);
    return { code: 1, data: paged(rows, total, w), msg: OK_MSG };
  });
  app.get(editorPaths.partnerSubmissions, { schema: { querystring: SubmissionsQuery, response: { 200: Envelope(PartnerSubmissions) } } }, async (req) => {
    const w = pageWindow((req.query as { page?: number }).page, PER_PAGE);
    const { rows, total } = await listPartnerSubmissions(db, w);
    return { code: 1, data: paged(rows, total, w), msg: OK_MSG };
  });
}
