// Items and pages through the editing workflow (docs/product/editing.md): list, create, read with
// an ETag, save the draft with If-Match, publish, unpublish, discard, delete, revisions, reorder.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { paged, pageWindow } from '../../lib/paging';
import { EDITABLE } from '../../editor/collections';
import { PAGE_KEYS, isPageKey } from '../../../contract/routes';
import { sanitizeFields } from '../../editor/sanitize-on-save';
import { notifyChange } from '../../editor/notify';
import { audit } from '../../db/repositories/editor-users.repository';
import {
  WorkflowError,
  createItem,
  discard,
  docView,
  etagOf,
  findDoc,
  listDocs,
  listRevisions,
  parseIfMatch,
  publish,
  removeItem,
  reorder,
  restoreRevision,
  saveDraft,
  unpublish,
  type Outcome,
  type Subject,
} from '../../db/repositories/editor-docs.repository';
import type { ChangeAction } from '../../../contract/editor';
import { personOf, requirePerson } from './principal';
import { ok, sendWith } from './answers';
import { dataErrors } from '../../editor/validate';
import { ITEM_SCHEMAS, PAGE_SCHEMAS } from '../../../contract/editor-schemas';

const TypeParams = Type.Object({ type: Type.String({ maxLength: 40 }) });
const ItemParams = Type.Object({ type: Type.String({ maxLength: 40 }), id: Type.Integer({ minimum: 1 }) });
const PageParams = Type.Object({ key: Type.String({ maxLength: 40 }) });
const RevItemParams = Type.Object({ type: Type.String({ maxLength: 40 }), id: Type.Integer({ minimum: 1 }), n: Type.Integer({ minimum: 1 }) });
const RevPageParams = Type.Object({ key: Type.String({ maxLength: 40 }), n: Type.Integer({ minimum: 1 }) });
const Body = Type.Object({ data: Type.Object({}, { additionalProperties: true }) });
const Order = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10000 }) });
const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Union(['draft', 'published', 'changed', 'unpublished', 'deleted'].map((s) => Type.Literal(s)))),
  sort: Type.Optional(Type.Union(['updated', 'title', 'position', 'id'].map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
const PER_PAGE = 50;

const refuseFields = (reply: FastifyReply, errors: { path: string; message: string }[]) =>
  sendWith(reply, `Not saved: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, 400, { errors });

export function contentRoutes(app: FastifyInstance) {
  const { db, config } = app.cms;
  const notify = (s: Subject, production: boolean, action: ChangeAction) => void notifyChange(config, app.log, `${s.type}/${s.docId}`, production, action);

  /** The subject a request names, or a 404 sent. */
  const itemOf = (req: FastifyRequest, reply: FastifyReply): Subject | null => {
    const { type, id } = req.params as { type: string; id?: number };
    if (!Object.hasOwn(EDITABLE, type)) {
      void sendRefusal(reply, `Unknown content type: ${type}. Known types: ${Object.keys(EDITABLE).join(', ')}.`, 404);
      return null;
    }
    return { type, docId: String(id ?? ''), item: EDITABLE[type] };
  };
  const pageOf = (req: FastifyRequest, reply: FastifyReply): Subject | null => {
    const { key } = req.params as { key: string };
    if (!isPageKey(key)) {
      void sendRefusal(reply, `Unknown page: ${key}. Known pages: ${PAGE_KEYS.join(', ')}.`, 404);
      return null;
    }
    return { type: 'page', docId: key };
  };
  /** Runs a workflow step and answers it: the ETag of the new version, or the refusal with its data. */
  const run = async (reply: FastifyReply, step: () => Promise<Outcome>, after: (o: Outcome) => Promise<unknown>) => {
    try {
      const outcome = await step();
      reply.header('etag', etagOf(outcome.doc));
      return ok(await after(outcome));
    } catch (err) {
      if (!(err instanceof WorkflowError)) throw err;
      const data = err.data as { version?: number } | null;
      if (data?.version) reply.header('etag', `"v${data.version}"`);
      return sendWith(reply, err.message, err.status, err.data);
    }
  };
  const ifMatch = (req: FastifyRequest, reply: FastifyReply, required: boolean) => {
    const v = parseIfMatch(req.headers['if-match']);
    if (v === null && required) {
      void sendRefusal(reply, 'Send the version you edited as If-Match (the ETag of your GET), so no one else’s save is overwritten.', 428);
      return undefined;
    }
    if (Number.isNaN(v)) {
      void sendRefusal(reply, 'If-Match must be the ETag of a GET, like "v3".', 400);
      return undefined;
    }
    return v;
  };

  for (const kind of ['items', 'pages'] as const) {
    const base = kind === 'items' ? '/api/editor/items/:type/:id' : '/api/editor/pages/:key';
    const params = kind === 'items' ? ItemParams : PageParams;
    const subjectOf = kind === 'items' ? itemOf : pageOf;

    app.get(base, { schema: { params } }, async (req, reply) => {
      const s = subjectOf(req, reply);
      if (!s) return reply;
      const doc = await findDoc(db, s);
      if (!doc) return sendRefusal(reply, `No such ${kind === 'items' ? 'item' : 'page'}: ${s.type}/${s.docId}.`, 404);
      if (doc.state === 'deleted') return sendRefusal(reply, `${s.type}/${s.docId} was deleted by ${doc.updated_by} at ${doc.updated_at}.`, 404);
      reply.header('etag', etagOf(doc));
      return ok(docView(doc));
    });

    app.put(base, { preHandler: requirePerson, schema: { params, body: Body } }, async (req, reply) => {
      const s = subjectOf(req, reply);
      if (!s) return reply;
      const expected = ifMatch(req, reply, true);
      if (expected === undefined) return reply;
      const me = personOf(req);
      const { status: _ignored, id: _id, ...data } = (req.body as { data: Record<string, unknown> }).data;
      const errors = dataErrors(s.type, s.docId, data, { demo: config.demo });
      if (errors.length) return refuseFields(reply, errors);
      return run(
        reply,
        () => saveDraft(db, s, sanitizeFields(s.type, data), expected, me.username),
        async ({ doc }) => {
          await audit(db, me.username, 'save', `${s.type}/${s.docId}`, `version ${doc.version}`);
          notify(s, false, 'update');
          return docView(doc);
        },
      );
    });

    const steps = {
      publish: { fn: publish, action: 'publish' as const },
      discard: { fn: discard, action: 'update' as const },
      ...(kind === 'items' ? { unpublish: { fn: unpublish, action: 'unpublish' as const } } : {}),
    };
    for (const [name, { fn, action }] of Object.entries(steps))
      app.post(`${base}/${name}`, { preHandler: requirePerson, schema: { params } }, async (req, reply) => {
        const s = subjectOf(req, reply);
        if (!s) return reply;
        const expected = ifMatch(req, reply, false);
        if (expected === undefined) return reply;
        const me = personOf(req);
        return run(
          reply,
          () => fn(db, s, expected, me.username),
          async ({ doc, production }) => {
            await audit(db, me.username, name, `${s.type}/${s.docId}`, `version ${doc.version}`);
            notify(s, production, action);
            return docView(doc);
          },
        );
      });

    app.get(`${base}/revisions`, { schema: { params } }, async (req, reply) => {
      const s = subjectOf(req, reply);
      if (!s) return reply;
      if (!(await findDoc(db, s))) return sendRefusal(reply, `No such ${kind === 'items' ? 'item' : 'page'}: ${s.type}/${s.docId}.`, 404);
      return ok(await listRevisions(db, s));
    });

    app.post(
      `${base}/revisions/:n/restore`,
      { preHandler: requirePerson, schema: { params: kind === 'items' ? RevItemParams : RevPageParams } },
      async (req, reply) => {
        const s = subjectOf(req, reply);
        if (!s) return reply;
        const expected = ifMatch(req, reply, false);
        if (expected === undefined) return reply;
        const me = personOf(req);
        const { n } = req.params as { n: number };
        return run(
          reply,
          () => restoreRevision(db, s, n, expected, me.username),
          async ({ doc }) => {
            await audit(db, me.username, 'restore', `${s.type}/${s.docId}`, `revision ${n} as version ${doc.version}`);
            notify(s, false, 'update');
            return docView(doc);
          },
        );
      },
    );
  }

  app.delete('/api/editor/items/:type/:id', { preHandler: requirePerson, schema: { params: ItemParams } }, async (req, reply) => {
    const s = itemOf(req, reply);
    if (!s) return reply;
    const expected = ifMatch(req, reply, true);
    if (expected === undefined) return reply;
    const me = personOf(req);
    return run(
      reply,
      () => removeItem(db, s, expected, me.username),
      async ({ doc, production }) => {
        await audit(db, me.username, 'delete', `${s.type}/${s.docId}`);
        notify(s, production, 'delete');
        return { type: s.type, id: Number(s.docId), deleted: true, version: doc.version };
      },
    );
  });

  app.get('/api/editor/items/:type', { schema: { params: TypeParams, querystring: ListQuery } }, async (req, reply) => {
    const s = itemOf(req, reply);
    if (!s) return reply;
    const q = req.query as { search?: string; state?: 'draft'; sort?: 'title'; page?: number };
    const w = pageWindow(q.page, PER_PAGE);
    const { list, total } = await listDocs(db, s.type, {
      search: q.search,
      state: q.state,
      sort: q.sort ?? (s.item!.ordered ? 'position' : 'updated'),
      page: w.page,
      perPage: PER_PAGE,
    });
    return ok(paged(list, total, w));
  });

  // the JSON Schema of each type's and page's data; `ordered` types take a reorder call
  app.get('/api/editor/schema', async () =>
    ok({
      types: Object.fromEntries(Object.entries(ITEM_SCHEMAS).map(([k, v]) => [k, { ...v, ordered: !!EDITABLE[k]?.ordered }])),
      pages: PAGE_SCHEMAS,
    }),
  );

  app.get('/api/editor/pages', async () => {
    const { list } = await listDocs(db, 'page', { sort: 'id', page: 1, perPage: 100 });
    return ok(list);
  });

  app.post('/api/editor/items/:type', { preHandler: requirePerson, schema: { params: TypeParams, body: Body } }, async (req, reply) => {
    const s = itemOf(req, reply);
    if (!s) return reply;
    const me = personOf(req);
    const { status: _ignored, id: _id, ...data } = (req.body as { data: Record<string, unknown> }).data;
    const errors = dataErrors(s.type, '', data, { demo: config.demo });
    if (errors.length) return refuseFields(reply, errors);
    return run(
      reply,
      async () => ({ doc: await createItem(db, s.type, s.item!, sanitizeFields(s.type, data), me.username), production: false }),
      async ({ doc }) => {
        await audit(db, me.username, 'create', `${s.type}/${doc.doc_id}`);
        notify({ ...s, docId: doc.doc_id }, false, 'create');
        reply.code(201);
        return docView(doc);
      },
    );
  });

  app.post('/api/editor/items/:type/reorder', { preHandler: requirePerson, schema: { params: TypeParams, body: Order } }, async (req, reply) => {
    const s = itemOf(req, reply);
    if (!s) return reply;
    if (!s.item!.ordered) return sendRefusal(reply, `${s.type} has no order to change.`, 400);
    const me = personOf(req);
    const { ids } = req.body as { ids: number[] };
    try {
      const production = await reorder(db, s.type, s.item!, ids, me.username);
      await audit(db, me.username, 'reorder', s.type, ids.join(','));
      void notifyChange(config, app.log, `${s.type}/order`, production, 'update');
      return ok({ type: s.type, ids });
    } catch (err) {
      if (err instanceof WorkflowError) return sendWith(reply, err.message, err.status, err.data);
      throw err;
    }
  });
}
