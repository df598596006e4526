// The editing API (CMS_EDITOR_TOKEN as bearer or x-editor-token): upsert, publish, unpublish, delete content, and the change feed.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OK_MSG, sendRefusal } from '../../lib/envelope';
import { EDITABLE, PAGE_KEYS } from '../../editor/collections';
import { changesSince, deleteItem, findItem, setStatus, upsertItem, upsertPage } from '../../db/repositories/editor.repository';
import { notifyChange } from '../../editor/notify';
import { nowIso } from '../../lib/tokens';
import type { ChangeAction } from '../../../src/contract/editor';
import { submissionRoutes } from './submissions';

const ItemParams = Type.Object({ type: Type.String({ maxLength: 40 }), id: Type.Integer({ minimum: 1 }) });
const PageParams = Type.Object({ key: Type.String({ maxLength: 40 }) });
const ChangesQuery = Type.Object({ since: Type.Optional(Type.String({ maxLength: 40 })) });
const Item = Type.Object({}, { additionalProperties: true });
const PageBody = Type.Object({
  data: Type.Object({}, { additionalProperties: true }),
  status: Type.Optional(Type.Union([Type.Literal('published'), Type.Literal('draft')])),
});

const digest = (s: string) => createHash('sha256').update(s).digest();
const ok = (data: unknown, msg = OK_MSG) => ({ code: 1, data, msg });

export default async function editorGroup(app: FastifyInstance) {
  const { db, config } = app.cms;
  if (!config.editorToken) {
    // disabled: its paths answer 403 with a message
    app.all('/api/editor/*', async (_req, reply) =>
      sendRefusal(reply, 'The editing API is disabled: set CMS_EDITOR_TOKEN (16+ characters) to enable it.', 403),
    );
    return;
  }
  const expected = digest(config.editorToken);

  // This plugin is encapsulated (registered without fastify-plugin), so the hook covers exactly the
  // routes declared below, whatever spelling of the URL reached them (percent-encoding, absolute
  // form). It runs onRequest, before any body is parsed or validated.
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = req.headers.authorization ?? '';
    const header = req.headers['x-editor-token'];
    const given = auth.startsWith('Bearer ') ? auth.slice(7) : typeof header === 'string' ? header : '';
    if (!given || !timingSafeEqual(digest(given), expected)) await sendRefusal(reply, 'A valid editor token is required.', 401);
  });

  const typeOf = (name: string) => (Object.hasOwn(EDITABLE, name) ? EDITABLE[name] : null);
  const changed = (what: string, published: boolean, action: ChangeAction) => void notifyChange(config, app.log, what, published, action);
  submissionRoutes(app);

  app.get('/api/editor/changes', { schema: { querystring: ChangesQuery } }, async (req) => {
    const { since } = req.query as { since?: string };
    const from =
      since && /^[0-9]{1,15}$/.test(since)
        ? new Date(Number(since)).toISOString()
        : since && !Number.isNaN(Date.parse(since))
          ? new Date(since).toISOString()
          : '';
    const now = nowIso();
    return ok({ now, ...(await changesSince(db, from)) });
  });

  app.get('/api/editor/items/:type/:id', { schema: { params: ItemParams } }, async (req, reply) => {
    const { type, id } = req.params as { type: string; id: number };
    const t = typeOf(type);
    const row = t ? await findItem(db, t, id) : undefined;
    return row ? ok(row) : sendRefusal(reply, 'No such item.', 404);
  });

  app.put('/api/editor/items/:type/:id', { schema: { params: ItemParams, body: Item } }, async (req, reply) => {
    const { type, id } = req.params as { type: string; id: number };
    const t = typeOf(type);
    if (!t) return sendRefusal(reply, 'Unknown content type.', 404);
    try {
      const before = await findItem(db, t, id);
      const updatedAt = await upsertItem(db, t, id, req.body as Record<string, unknown>);
      const after = await findItem(db, t, id);
      changed(`${type}/${id}`, before?.status === 'published' || after?.status === 'published', before ? 'update' : 'create');
      return ok({ type, id, updated_at: updatedAt });
    } catch (err) {
      req.log.warn({ err }, 'editor upsert refused');
      return sendRefusal(reply, 'The item could not be saved (check its fields and ids).');
    }
  });

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(`/api/editor/items/:type/:id/${action}`, { schema: { params: ItemParams } }, async (req, reply) => {
      const { type, id } = req.params as { type: string; id: number };
      const t = typeOf(type);
      if (!t || !(await setStatus(db, t, id, status))) return sendRefusal(reply, 'No such item.', 404);
      changed(`${type}/${id}`, true, action);
      return ok({ type, id, status });
    });
  }

  app.delete('/api/editor/items/:type/:id', { schema: { params: ItemParams } }, async (req, reply) => {
    const { type, id } = req.params as { type: string; id: number };
    const t = typeOf(type);
    const before = t ? await findItem(db, t, id) : undefined;
    if (!t || !(await deleteItem(db, type, t, id))) return sendRefusal(reply, 'No such item.', 404);
    changed(`${type}/${id}`, before?.status === 'published', 'delete');
    return ok({ type, id, deleted: true });
  });

  app.get('/api/editor/pages/:key', { schema: { params: PageParams } }, async (req, reply) => {
    const { key } = req.params as { key: string };
    const row = (PAGE_KEYS as readonly string[]).includes(key) ? await db.selectFrom('pages').selectAll().where('key', '=', key).executeTakeFirst() : undefined;
    return row ? ok({ key, status: row.status, updated_at: row.updated_at, data: JSON.parse(row.data) }) : sendRefusal(reply, 'No such page.', 404);
  });

  app.put('/api/editor/pages/:key', { schema: { params: PageParams, body: PageBody } }, async (req, reply) => {
    const { key } = req.params as { key: string };
    if (!(PAGE_KEYS as readonly string[]).includes(key)) return sendRefusal(reply, 'Unknown page.', 404);
    const body = req.body as { data: unknown; status?: 'published' | 'draft' };
    const updatedAt = await upsertPage(db, key, body.data, body.status ?? 'published');
    changed(`page/${key}`, true, 'update');
    return ok({ key, updated_at: updatedAt });
  });
}
