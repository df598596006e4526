// The editing workflow over editor_docs: every item and page has a published version and at most one
// working draft (docs/product/editing.md). Saving writes the draft and the preview rows only;
// publish, unpublish and delete change the production rows. Each change bumps the version (the ETag)
// and keeps a revision. Every change of the production rows appends a publish log entry in its own
// transaction (publish-log.repository.ts), which is what starts a release.
import type { Db } from '../database';
import { docTitle } from '../../../contract/editor-schemas';
import type { DocState, EditorDocTable } from '../tables';
import type { EditableType } from '../../editor/collections';
import { nowIso } from '../../lib/tokens';
import { appendPublish } from './publish-log.repository';
import { updateDealerIfChanged, type DealerEdit } from './network.repository';
import { deleteItemRows, loose, rowsOf, setItemStatus, setPositions, writeItemRows, writePageRow } from './editor-rows.repository';

/** Draft-save revisions kept per document (publish revisions are all kept). */
export const DRAFT_REVISIONS_KEPT = 50;

/** One document: an item of an EDITABLE type, or a singleton page (`item` absent). */
export interface Subject {
  type: string;
  docId: string;
  item?: EditableType;
}

export class WorkflowError extends Error {
  constructor(
    public status: number,
    message: string,
    public data: unknown = null,
  ) {
    super(message);
  }
}

type Doc = EditorDocTable;
export type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

const parse = (s: string | null) => (s === null ? null : (JSON.parse(s) as Record<string, unknown>));
const label = (s: Subject) => `${s.type}/${s.docId}`;

/** What the API answers for a document: the editable data (draft over published) and its state. */
export function docView(doc: Doc) {
  return {
    type: doc.type,
    id: doc.type === 'page' ? doc.doc_id : Number(doc.doc_id),
    state: doc.state,
    version: doc.version,
    updated_at: doc.updated_at,
    updated_by: doc.updated_by,
    data: parse(doc.draft) ?? parse(doc.published) ?? {},
    has_draft: doc.draft !== null,
  };
}

export const etagOf = (doc: Pick<Doc, 'version'>) => `"v${doc.version}"`;

/** `"v3"`, `W/"v3"`, `v3` or `3`; `*` matches any version. */
export function parseIfMatch(header: string | undefined): number | '*' | null {
  if (!header) return null;
  const v = header.trim();
  if (v === '*') return '*';
  const m = /^(?:W\/)?"?v?(\d{1,12})"?$/.exec(v);
  return m ? Number(m[1]) : NaN;
}

export const findDoc = (db: Db | Trx, s: Subject) =>
  db.selectFrom('editor_docs').selectAll().where('type', '=', s.type).where('doc_id', '=', s.docId).executeTakeFirst();

function stale(doc: Doc, expected: number | '*' | null) {
  if (expected === null || expected === '*' || expected === doc.version) return;
  throw new WorkflowError(
    409,
    `This ${doc.type === 'page' ? 'page' : 'item'} was changed by ${doc.updated_by || 'someone'} at ${doc.updated_at} (now version ${doc.version}); nothing was saved. Reload it and apply your changes again.`,
    { version: doc.version, updated_by: doc.updated_by, updated_at: doc.updated_at, current: docView(doc) },
  );
}

async function load(trx: Trx, s: Subject, expected: number | '*' | null): Promise<Doc> {
  const doc = await findDoc(trx, s);
  if (!doc) throw new WorkflowError(404, `No such ${s.item ? 'item' : 'page'}: ${label(s)}.`);
  if (doc.state === 'deleted')
    throw new WorkflowError(409, `${label(s)} was deleted by ${doc.updated_by || 'someone'} at ${doc.updated_at}; nothing was saved.`, {
      version: doc.version,
      updated_by: doc.updated_by,
      updated_at: doc.updated_at,
    });
  stale(doc, expected);
  return doc;
}

async function keepRevision(trx: Trx, s: Subject, kind: 'draft' | 'publish' | 'restore', data: unknown, by: string, at: string) {
  const last = await trx
    .selectFrom('editor_revisions')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .executeTakeFirst();
  await trx
    .insertInto('editor_revisions')
    .values({ type: s.type, doc_id: s.docId, n: Number(last?.n ?? 0) + 1, kind, data: JSON.stringify(data), by, at })
    .execute();
  if (kind === 'publish') return;
  // thin the draft saves: the newest DRAFT_REVISIONS_KEPT stay
  const old = await trx
    .selectFrom('editor_revisions')
    .select('id')
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .where('kind', '!=', 'publish')
    // a revision a pending schedule will publish is kept until it ran (docs/product/scheduling.md)
    .where('n', 'not in', (eb) =>
      eb
        .selectFrom('schedules')
        .select((sb) => sb.fn.coalesce('revision', sb.lit(0)).as('revision'))
        .where('type', '=', s.type)
        .where('item_id', '=', s.docId)
        .where('state', '=', 'pending'),
    )
    .orderBy('n', 'desc')
    .offset(DRAFT_REVISIONS_KEPT)
    .limit(1000)
    .execute();
  if (old.length)
    await trx
      .deleteFrom('editor_revisions')
      .where(
        'id',
        'in',
        old.map((r) => r.id),
      )
      .execute();
}

async function update(trx: Trx, doc: Doc, patch: Partial<Doc>, by: string, at: string): Promise<Doc> {
  const next = { ...doc, ...patch, version: doc.version + 1, updated_at: at, updated_by: by };
  await trx
    .updateTable('editor_docs')
    .set({ ...patch, version: next.version, updated_at: at, updated_by: by })
    .where('type', '=', doc.type)
    .where('doc_id', '=', doc.doc_id)
    .execute();
  return next;
}

/** The preview and production rows' status for a state. */
const liveIn = (state: DocState) => (isLive(state) ? 'published' : 'draft');

async function writeRows(
  trx: Trx,
  s: Subject,
  data: Record<string, unknown>,
  status: 'published' | 'draft',
  position: number,
  at: string,
  target: 'public' | 'preview',
) {
  if (s.item) await writeItemRows(loose(trx), s.item, Number(s.docId), data, status, position, at, target);
  else await writePageRow(loose(trx), s.docId, data, status, at, target);
}

/** Refuses data its mapper cannot turn into rows, before anything is written. */
function check(s: Subject, data: Record<string, unknown>) {
  if (!s.item) return;
  try {
    rowsOf(s.item, Number(s.docId), data, 'draft', nowIso());
  } catch (err) {
    throw new WorkflowError(400, `The item could not be saved: ${(err as Error).message}.`, { errors: [{ path: '/', message: (err as Error).message }] });
  }
}

/** Creates an item with a server-assigned id, as a draft (never published). */
export async function createItem(db: Db, typeName: string, item: EditableType, data: Record<string, unknown>, by: string): Promise<Doc> {
  return db.transaction().execute(async (trx) => {
    const docs = await trx.selectFrom('editor_docs').select(['doc_id', 'position']).where('type', '=', typeName).execute();
    const rows = await loose(trx)
      .selectFrom(`preview_${item.table}`)
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    const id = Math.max(Number(rows?.m ?? 0), ...docs.map((d) => Number(d.doc_id) || 0)) + 1;
    const position = docs.reduce((m, d) => Math.max(m, d.position + 1), 0);
    const s: Subject = { type: typeName, docId: String(id), item };
    check(s, data);
    const at = nowIso();
    const doc: Doc = {
      type: typeName,
      doc_id: String(id),
      draft: JSON.stringify(data),
      published: null,
      state: 'draft',
      version: 1,
      title: docTitle(typeName, String(id), data),
      position,
      updated_at: at,
      updated_by: by,
    };
    await trx.insertInto('editor_docs').values(doc).execute();
    await writeRows(trx, s, data, 'draft', position, at, 'preview');
    await keepRevision(trx, s, 'draft', data, by, at);
    return doc;
  });
}

export interface Outcome {
  doc: Doc;
  /** production content changed (the build hook fires) */
  production: boolean;
}

/** Saves the working draft (and the preview rows); production is untouched. */
export async function saveDraft(
  db: Db,
  s: Subject,
  data: Record<string, unknown>,
  expected: number | '*' | null,
  by: string,
  kind: 'draft' | 'restore' = 'draft',
) {
  check(s, data);
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const doc = await load(trx, s, expected);
    const at = nowIso();
    const state: DocState = doc.state === 'published' ? 'changed' : doc.state;
    const next = await update(trx, doc, { draft: JSON.stringify(data), state, title: docTitle(s.type, s.docId, data) }, by, at);
    await writeRows(trx, s, data, liveIn(state), doc.position, at, 'preview');
    await keepRevision(trx, s, kind, data, by, at);
    return { doc: next, production: false };
  });
}

export async function publish(db: Db, s: Subject, expected: number | '*' | null, by: string) {
  return db.transaction().execute((trx) => publishIn(trx, s, expected, by));
}

/**
 * Publish inside the caller's transaction: the one path manual and scheduled publishes share. Without
 * `revision` it publishes the draft (or, for an unpublished item, the last published version). With
 * it, it publishes that revision's content (a schedule names the version it will publish): a newer
 * draft saved meanwhile stays the draft, so the item is `changed` afterwards.
 */
export async function publishIn(trx: Trx, s: Subject, expected: number | '*' | null, by: string, revision?: number): Promise<Outcome> {
  const doc = await load(trx, s, expected);
  let json: string;
  if (revision === undefined) {
    const current = doc.draft ?? doc.published;
    if (current === null || doc.state === 'published') throw new WorkflowError(409, `${label(s)} has nothing to publish: it is published and has no draft.`);
    json = current;
  } else {
    const rev = await revisionData(trx, s, revision);
    if (rev === null) throw new WorkflowError(404, `${label(s)} has no revision ${revision}.`);
    if (isLive(doc.state) && rev === doc.published)
      throw new WorkflowError(409, `${label(s)} has nothing to publish: revision ${revision} is what is published.`);
    json = rev;
  }
  const data = JSON.parse(json) as Record<string, unknown>;
  // the draft stays when it is not what is being published (a schedule's older revision)
  const draft = doc.draft !== null && doc.draft !== json ? doc.draft : null;
  const shown = draft === null ? data : (JSON.parse(draft) as Record<string, unknown>);
  const at = nowIso();
  const next = await update(
    trx,
    doc,
    { draft, published: JSON.stringify(data), state: draft === null ? 'published' : 'changed', title: docTitle(s.type, s.docId, shown) },
    by,
    at,
  );
  await writeRows(trx, s, data, 'published', doc.position, at, 'public');
  await writeRows(trx, s, shown, 'published', doc.position, at, 'preview');
  await keepRevision(trx, s, 'publish', data, by, at);
  await appendPublish(trx, { type: s.type, id: s.docId, title: next.title, action: 'publish', by });
  return { doc: next, production: true };
}

export async function unpublish(db: Db, s: Subject, expected: number | '*' | null, by: string) {
  return db.transaction().execute((trx) => unpublishIn(trx, s, expected, by));
}

/** Unpublish inside the caller's transaction (manual and scheduled unpublishes share it). */
export async function unpublishIn(trx: Trx, s: Subject, expected: number | '*' | null, by: string): Promise<Outcome> {
  if (!s.item) throw new WorkflowError(400, 'Pages cannot be unpublished: publish a changed version instead.');
  const item = s.item;
  const doc = await load(trx, s, expected);
  if (!isLive(doc.state)) throw new WorkflowError(409, `${label(s)} is not published.`);
  const at = nowIso();
  const next = await update(trx, doc, { state: 'unpublished' }, by, at);
  for (const target of ['public', 'preview'] as const) await setItemStatus(loose(trx), item, Number(s.docId), 'draft', at, target);
  await appendPublish(trx, { type: s.type, id: s.docId, title: doc.title, action: 'unpublish', by });
  return { doc: next, production: true };
}

/** The content of revision `n` as stored (JSON text), or null when the item has no such revision. */
export async function revisionData(db: Db | Trx, s: Pick<Subject, 'type' | 'docId'>, n: number): Promise<string | null> {
  const rev = await db
    .selectFrom('editor_revisions')
    .select('data')
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .where('n', '=', n)
    .executeTakeFirst();
  return rev?.data ?? null;
}

/** The revision that holds the working draft (the newest save or restore), or null without a draft. */
export async function newestDraftRevision(db: Db | Trx, doc: Pick<Doc, 'type' | 'doc_id' | 'draft'>): Promise<number | null> {
  if (doc.draft === null) return null;
  const row = await db
    .selectFrom('editor_revisions')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('type', '=', doc.type)
    .where('doc_id', '=', doc.doc_id)
    .where('kind', '!=', 'publish')
    .executeTakeFirst();
  return row?.n == null ? null : Number(row.n);
}

/** Production shows it. */
export const isLive = (state: DocState) => state === 'published' || state === 'changed';

/** Drops the working draft: the preview shows the published version again. */
export async function discard(db: Db, s: Subject, expected: number | '*' | null, by: string) {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const doc = await load(trx, s, expected);
    if (doc.draft === null) throw new WorkflowError(409, `${label(s)} has no draft to discard.`);
    const published = parse(doc.published);
    if (!published) throw new WorkflowError(409, `${label(s)} was never published, so its draft is all there is: delete the item instead.`);
    const at = nowIso();
    const state: DocState = doc.state === 'changed' ? 'published' : doc.state;
    const next = await update(trx, doc, { draft: null, state, title: docTitle(s.type, s.docId, published) }, by, at);
    await writeRows(trx, s, published, liveIn(state), doc.position, at, 'preview');
    return { doc: next, production: false };
  });
}

/** Deletes an item from both versions; its document stays as a tombstone (state `deleted`). */
export async function removeItem(db: Db, s: Subject, expected: number | '*' | null, by: string) {
  if (!s.item) throw new WorkflowError(400, 'Pages cannot be deleted.');
  const item = s.item;
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const doc = await load(trx, s, expected);
    const at = nowIso();
    const next = await update(trx, doc, { draft: null, state: 'deleted' }, by, at);
    for (const target of ['public', 'preview'] as const) await deleteItemRows(loose(trx), item, Number(s.docId), target);
    await trx.insertInto('deletions').values({ type: s.type, cms_id: s.docId, deleted_at: at }).execute();
    const production = doc.state === 'published' || doc.state === 'changed';
    // a draft never shown on the site leaves the live site as it is
    if (production) await appendPublish(trx, { type: s.type, id: s.docId, title: doc.title, action: 'delete', by });
    return { doc: next, production };
  });
}

export async function listRevisions(db: Db, s: Subject) {
  const rows = await db
    .selectFrom('editor_revisions')
    .select(['n', 'kind', 'by', 'at'])
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .orderBy('n', 'desc')
    .execute();
  return rows;
}

/** Makes revision `n` the working draft (a new revision of kind `restore`). */
export async function restoreRevision(db: Db, s: Subject, n: number, expected: number | '*' | null, by: string) {
  const rev = await db
    .selectFrom('editor_revisions')
    .select('data')
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .where('n', '=', n)
    .executeTakeFirst();
  if (!rev) throw new WorkflowError(404, `${label(s)} has no revision ${n} (draft revisions beyond the newest ${DRAFT_REVISIONS_KEPT} are thinned).`);
  return saveDraft(db, s, JSON.parse(rev.data) as Record<string, unknown>, expected, by, 'restore');
}

export interface ListQuery {
  search?: string;
  state?: DocState;
  sort?: 'updated' | 'title' | 'position' | 'id';
  page: number;
  perPage: number;
}

export async function listDocs(db: Db, typeName: string, q: ListQuery) {
  let base = db.selectFrom('editor_docs').where('type', '=', typeName);
  base = q.state ? base.where('state', '=', q.state) : base.where('state', '!=', 'deleted');
  if (q.search) base = base.where('title', 'like', `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = base.select(['doc_id', 'title', 'state', 'version', 'updated_at', 'updated_by', 'position']);
  rows =
    q.sort === 'title'
      ? rows.orderBy('title')
      : q.sort === 'position'
        ? rows.orderBy('position')
        : q.sort === 'id'
          ? rows.orderBy((eb) => eb.cast('doc_id', 'integer'))
          : rows.orderBy('updated_at', 'desc');
  const list = await rows
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  return {
    total: Number(total.n),
    list: list.map((r) => ({
      id: typeName === 'page' ? r.doc_id : Number(r.doc_id),
      title: r.title,
      state: r.state,
      version: r.version,
      updated_at: r.updated_at,
      updated_by: r.updated_by,
    })),
  };
}

/** Reorders an ordered type: `ids` lists every live item once. Production rebuilds when published ones moved. */
export async function reorder(db: Db, typeName: string, item: EditableType, ids: number[], by: string) {
  return db.transaction().execute(async (trx): Promise<boolean> => {
    const docs = await trx.selectFrom('editor_docs').select(['doc_id', 'state']).where('type', '=', typeName).where('state', '!=', 'deleted').execute();
    const live = new Set(docs.map((d) => Number(d.doc_id)));
    if (ids.length !== live.size || new Set(ids).size !== ids.length || !ids.every((id) => live.has(id)))
      throw new WorkflowError(400, `The order must list every ${typeName} item once: ${[...live].sort((a, b) => a - b).join(', ')}.`);
    const at = nowIso();
    for (const [position, id] of ids.entries())
      await trx
        .updateTable('editor_docs')
        .set((eb) => ({ position, version: eb('version', '+', 1), updated_at: at, updated_by: by }))
        .where('type', '=', typeName)
        .where('doc_id', '=', String(id))
        .execute();
    for (const target of ['public', 'preview'] as const) await setPositions(loose(trx), item, ids, at, target);
    const production = docs.some((d) => d.state === 'published' || d.state === 'changed');
    // the list pages show the new order: logged as a publish of the type's order
    if (production) await appendPublish(trx, { type: typeName, id: 'order', title: `Order of ${typeName}`, action: 'publish', by });
    return production;
  });
}

/**
 * A dealer's own edit in the portal goes live at once (it is theirs, not an editor's): the public
 * row changes only when some field differs; then, in the same transaction, the preview row and the
 * editor's document (published version and any draft) take the same fields, the version moves on so
 * an editor's older copy cannot silently overwrite it, and the publish log records it. True when
 * the row changed.
 */
export async function applyDealerEdit(db: Db, id: number, edit: DealerEdit, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await updateDealerIfChanged(trx, id, edit, at))) return false;
    await loose(trx)
      .updateTable('preview_dealers')
      .set({ ...edit, updated_at: at })
      .where('id', '=', id)
      .execute();
    const s: Subject = { type: 'dealers', docId: String(id) };
    const doc = await findDoc(trx, s);
    let title = edit.shop_name;
    if (doc && doc.state !== 'deleted') {
      const merge = (json: string | null) => (json === null ? null : JSON.stringify({ ...JSON.parse(json), ...edit }));
      const published = merge(doc.published);
      const draft = merge(doc.draft);
      // the console lists the dealer under its new name
      title = docTitle('dealers', s.docId, parse(draft ?? published) ?? edit);
      await update(trx, doc, { published, draft, title }, DEALER_PORTAL, at);
    }
    await appendPublish(trx, { type: 'dealers', id: String(id), title, action: 'publish', by: DEALER_PORTAL });
    return true;
  });
}

/** Who a dealer's own edit is recorded as. */
const DEALER_PORTAL = 'dealer portal';
