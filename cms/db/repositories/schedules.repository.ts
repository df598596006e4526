// Scheduled publishing and unpublishing (docs/product/scheduling.md): set (replacing the pending one
// of that action), cancel, list, and the runner's claim. The publish itself goes through the
// workflow's own publishIn/unpublishIn (editor-docs.repository.ts), in the runner's transaction.
import type { Db } from '../database';
import type { ScheduleActionName, ScheduleTable } from '../tables';
import type { Schedule } from '../../../contract/releases';
import { nowIso } from '../../lib/tokens';
import { WorkflowError, findDoc, isLive, newestDraftRevision, revisionData, type Subject, type Trx } from './editor-docs.repository';

export type ScheduleRow = Omit<ScheduleTable, 'id' | 'time_zone' | 'attempts'> & { id: number; time_zone: string; attempts: number };

/** A refusal that names its field (the console shows it beside that field). */
const refuse = (status: number, path: string, message: string) => new WorkflowError(status, message, { errors: [{ path: `/${path}`, message }] });
const label = (s: Subject) => `${s.type}/${s.docId}`;

export interface ScheduleInput {
  action: ScheduleActionName;
  /** UTC instant (already read and checked by cms/editor/schedule-time.ts) */
  at: string;
  zone: string;
  revision?: number;
  by: string;
}

/** The revision a publish schedule takes when none is named: the draft's, or for an unpublished item its last published version. */
async function defaultRevision(trx: Trx, s: Subject, doc: NonNullable<Awaited<ReturnType<typeof findDoc>>>): Promise<number | null> {
  const draft = await newestDraftRevision(trx, doc);
  if (draft !== null || doc.state !== 'unpublished') return draft;
  const last = await trx
    .selectFrom('editor_revisions')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('type', '=', s.type)
    .where('doc_id', '=', s.docId)
    .where('kind', '=', 'publish')
    .executeTakeFirst();
  return last?.n == null ? null : Number(last.n);
}

/**
 * Sets a schedule, replacing the pending one of the same item and action (the replaced row is
 * answered so the caller can audit it). Refuses, naming the field, what could never run.
 */
export async function setSchedule(db: Db, s: Subject, input: ScheduleInput): Promise<{ schedule: ScheduleRow; replaced: ScheduleRow | null }> {
  return db.transaction().execute(async (trx) => {
    const doc = await findDoc(trx, s);
    if (!doc) throw new WorkflowError(404, `No such ${s.item ? 'item' : 'page'}: ${label(s)}.`);
    if (doc.state === 'deleted')
      throw new WorkflowError(409, `${label(s)} was deleted by ${doc.updated_by || 'someone'} at ${doc.updated_at}; nothing was scheduled.`);
    let revision: number | null = null;
    if (input.action === 'unpublish') {
      if (!s.item) throw refuse(400, 'action', 'Pages cannot be unpublished, so an unpublish cannot be scheduled for one.');
      if (input.revision !== undefined) throw refuse(400, 'revision', 'revision is for publish schedules only: an unpublish withdraws whatever is published.');
      if (!isLive(doc.state)) {
        // an embargo window: publish at 9:00, unpublish at 17:00, set before either runs
        const publishFirst = await trx
          .selectFrom('schedules')
          .select('id')
          .where('type', '=', s.type)
          .where('item_id', '=', s.docId)
          .where('action', '=', 'publish')
          .where('state', '=', 'pending')
          .where('at', '<', input.at)
          .executeTakeFirst();
        if (!publishFirst)
          throw refuse(
            409,
            'action',
            `${label(s)} is not published, so there is nothing to unpublish: publish it (or schedule a publish before this time) first.`,
          );
      }
    } else {
      revision = input.revision ?? (await defaultRevision(trx, s, doc));
      if (revision === null) throw refuse(409, 'revision', `${label(s)} has nothing to publish: it is published and has no draft.`);
      const data = await revisionData(trx, s, revision);
      if (data === null) throw refuse(400, 'revision', `${label(s)} has no revision ${revision}: pick one from its revision list.`);
      if (isLive(doc.state) && data === doc.published)
        throw refuse(409, 'revision', `${label(s)} has nothing to publish: revision ${revision} is what is published now.`);
    }
    const old = await trx
      .selectFrom('schedules')
      .selectAll()
      .where('type', '=', s.type)
      .where('item_id', '=', s.docId)
      .where('action', '=', input.action)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (old)
      await trx
        .updateTable('schedules')
        .set({ state: 'cancelled', error: `replaced by ${input.by}` })
        .where('id', '=', old.id)
        .execute();
    const row = {
      type: s.type,
      item_id: s.docId,
      action: input.action,
      at: input.at,
      time_zone: input.zone,
      revision,
      state: 'pending' as const,
      error: null,
      by: input.by,
      created_at: nowIso(),
      ran_at: null,
      claimed_by: null,
      claimed_until: null,
    };
    const made = await trx.insertInto('schedules').values(row).returning('id').executeTakeFirstOrThrow();
    return { schedule: { ...row, id: Number(made.id), attempts: 0 }, replaced: old ? { ...old, state: 'cancelled' } : null };
  });
}

/** Cancels the pending schedule of that action; with none pending, dismisses the newest failed one. */
export async function cancelSchedule(db: Db, s: Subject, action: ScheduleActionName): Promise<(ScheduleRow & { was: 'pending' | 'failed' }) | null> {
  return db.transaction().execute(async (trx) => {
    for (const state of ['pending', 'failed'] as const) {
      const row = await trx
        .selectFrom('schedules')
        .selectAll()
        .where('type', '=', s.type)
        .where('item_id', '=', s.docId)
        .where('action', '=', action)
        .where('state', '=', state)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) continue;
      const r = await trx.updateTable('schedules').set({ state: 'cancelled' }).where('id', '=', row.id).where('state', '=', state).executeTakeFirst();
      // a runner that claimed it first wins: it is running or ran
      if (Number(r.numUpdatedRows) !== 1) return null;
      return { ...row, state: 'cancelled' as const, was: state };
    }
    return null;
  });
}

/** The schedules as the API answers them: with the item's title and whether its draft moved on. */
async function views(db: Db, where: (q: ReturnType<typeof base>) => ReturnType<typeof base>, order: 'at' | 'id desc', limit: number): Promise<Schedule[]> {
  const rows = await where(base(db))
    .orderBy(order === 'at' ? 'schedules.at' : 'schedules.id', order === 'at' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const newest = r.has_draft && r.newest_draft != null ? Number(r.newest_draft) : null;
    return {
      id: Number(r.id),
      type: r.type,
      item_id: r.item_id,
      title: r.title ?? '',
      action: r.action,
      at: r.at,
      time_zone: r.time_zone,
      revision: r.revision,
      newest_draft: newest,
      draft_newer: r.state === 'pending' && r.action === 'publish' && newest !== null && r.revision !== null && newest > r.revision,
      state: r.state,
      error: r.error,
      by: r.by,
      created_at: r.created_at,
      ran_at: r.ran_at,
      attempts: Number(r.attempts),
    };
  });
}

const base = (db: Db) =>
  db
    .selectFrom('schedules')
    .leftJoin('editor_docs', (j) => j.onRef('editor_docs.type', '=', 'schedules.type').onRef('editor_docs.doc_id', '=', 'schedules.item_id'))
    .selectAll('schedules')
    .select((eb) => [
      'editor_docs.title',
      eb('editor_docs.draft', 'is not', null).as('has_draft'),
      eb
        .selectFrom('editor_revisions')
        .select((r) => r.fn.max('editor_revisions.n').as('n'))
        .whereRef('editor_revisions.type', '=', 'schedules.type')
        .whereRef('editor_revisions.doc_id', '=', 'schedules.item_id')
        .where('editor_revisions.kind', '!=', 'publish')
        .as('newest_draft'),
    ]);

/** One item's schedules: pending and failed ones, then the latest that ran or were cancelled; newest first. */
export const itemSchedules = (db: Db, s: Subject) =>
  views(db, (q) => q.where('schedules.type', '=', s.type).where('schedules.item_id', '=', s.docId), 'id desc', 20);

/** Every pending schedule and every failed one no later schedule of its item and action took over; soonest first. */
export const openSchedules = (db: Db) =>
  views(
    db,
    (q) =>
      q.where((eb) =>
        eb.or([
          eb('schedules.state', '=', 'pending'),
          eb.and([
            eb('schedules.state', '=', 'failed'),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('schedules as later')
                  .select('later.id')
                  .whereRef('later.type', '=', 'schedules.type')
                  .whereRef('later.item_id', '=', 'schedules.item_id')
                  .whereRef('later.action', '=', 'schedules.action')
                  .whereRef('later.id', '>', 'schedules.id'),
              ),
            ),
          ]),
        ]),
      ),
    'at',
    500,
  );

/** Pending schedules due at `now` that no instance holds (or whose back-off is over), soonest first. */
export const dueSchedules = (db: Db, now: string, limit = 50) =>
  db
    .selectFrom('schedules')
    .selectAll()
    .where('state', '=', 'pending')
    .where('at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('at')
    .limit(limit)
    .execute();

/**
 * Takes the lease on one due schedule: one conditional UPDATE, so of several instances exactly one
 * gets it (PostgreSQL re-checks the WHERE on the row another transaction just changed; SQLite has
 * one writer). Counts the attempt.
 */
export async function claimSchedule(db: Db, id: number, holder: string, now: string, until: string): Promise<boolean> {
  const r = await db
    .updateTable('schedules')
    .set((eb) => ({ claimed_by: holder, claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends a claimed schedule as done or failed, only while `holder` still holds it: false when it lost the lease. */
export async function finishSchedule(
  db: Db | Trx,
  id: number,
  holder: string,
  end: { state: 'done' | 'failed'; error?: string; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('schedules')
    .set({ state: end.state, error: end.error?.slice(0, 1000) ?? null, ran_at: end.at, claimed_until: null })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('claimed_by', '=', holder)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** After a failed attempt that may pass on a retry: released, and not claimed again before `retryAt`. */
export async function deferSchedule(db: Db, id: number, holder: string, error: string, retryAt: string): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ claimed_by: null, claimed_until: retryAt, error: error.slice(0, 1000) })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('claimed_by', '=', holder)
    .execute();
}
