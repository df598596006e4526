// Calls only the editors' console makes (docs/product/editing.md#the-console): its settings, the
// home screen's overview, where a media file is used, and whether the preview server shows a save.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { findMedia, usersOf } from '../../db/repositories/editor-media.repository';
import { ok } from './answers';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const StatusQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }), expect: Type.Optional(Type.String({ maxLength: 300 })) });

/** A site path the console may ask about: absolute, no scheme or host, no dot segments. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_-]+\/)*$/;

/**
 * How long the CMS waits for the preview's answer. `gatsby develop` holds a request for a page whose
 * query has not run yet (a draft just created) for up to 15 s before it answers; a shorter limit
 * reported a busy preview server as down and the console stopped looking (docs/development.md#test-run-time).
 */
export const PREVIEW_ANSWER_MS = 20_000;

export function consoleRoutes(app: FastifyInstance) {
  const { db, config } = app.cms;

  app.get('/api/editor/config', async () => ok({ previewUrl: config.previewUrl }));

  app.get('/api/editor/overview', async () => {
    const cols = ['type', 'doc_id', 'title', 'state', 'version', 'updated_at', 'updated_by'] as const;
    const view = (r: { type: string; doc_id: string; title: string; state: string; version: number; updated_at: string; updated_by: string }) => ({
      ...r,
      id: r.type === 'page' ? r.doc_id : Number(r.doc_id),
    });
    const drafts = await db.selectFrom('editor_docs').select(cols).where('state', 'in', ['draft', 'changed']).orderBy('updated_at', 'desc').limit(50).execute();
    const recent = await db.selectFrom('editor_docs').select(cols).where('state', '!=', 'deleted').orderBy('updated_at', 'desc').limit(20).execute();
    return ok({ drafts: drafts.map(view), recent: recent.map(view) });
  });

  app.get('/api/editor/media/:id/usage', { schema: { params: IdParams } }, async (req, reply) => {
    const row = await findMedia(db, (req.params as { id: number }).id);
    if (!row) return sendRefusal(reply, 'No such media file.', 404);
    return ok(await usersOf(db, row.path));
  });

  // The console's CSP lets it call only this origin, so the CMS looks at the preview for it.
  app.get('/api/editor/preview-status', { schema: { querystring: StatusQuery } }, async (req, reply) => {
    const { path, expect } = req.query as { path: string; expect?: string };
    if (!config.previewUrl) return ok({ status: 'off', message: 'No preview server is configured (PREVIEW_URL).' });
    if (!SITE_PATH.test(path)) return sendRefusal(reply, 'path must be a site path like /blogInfo/12/.', 400);
    const url = `${config.previewUrl}/page-data${path === '/' ? '/index/' : path}page-data.json`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(PREVIEW_ANSWER_MS), headers: { accept: 'application/json' } });
      if (res.status === 404) return ok({ status: 'building', message: 'The preview is still building this page.' });
      if (!res.ok) return ok({ status: 'down', message: `The preview server answered ${res.status}.` });
      const text = await res.text();
      // the page data holds the saved text JSON-escaped, as JSON.stringify writes it
      const seen = !expect || text.includes(JSON.stringify(expect).slice(1, -1));
      return ok(seen ? { status: 'ready', message: 'Preview ready.' } : { status: 'building', message: 'The preview is still building your change.' });
    } catch (err) {
      // connected but no answer in time: a preview server busy rebuilding, so the console keeps looking
      if ((err as Error).name === 'TimeoutError') return ok({ status: 'building', message: 'The preview server is busy and has not answered yet.' });
      return ok({ status: 'down', message: `The preview server at ${config.previewUrl} does not answer: start it with npm run preview.` });
    }
  });
}
