// Runs due schedules (docs/product/scheduling.md). Every CMS instance runs one; the database decides
// which instance runs a schedule (claimSchedule: a lease in one conditional UPDATE), and the run
// itself is one transaction that first marks the schedule done while still holding the lease, then
// publishes through the workflow's own publishIn/unpublishIn, as a manual publish does, and writes
// the audit entry. An instance that lost its lease (it stalled past it) changes nothing, so a
// schedule runs once even then. A refusal of the workflow (the item was deleted, nothing left to
// publish) cannot pass on a retry: it fails at once. Anything else is retried with back-off.
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { CmsConfig } from '../config';
import type { Db } from '../db/database';
import { EDITABLE } from './collections';
import { notifyChange } from './notify';
import { WorkflowError, publishIn, unpublishIn, type Subject } from '../db/repositories/editor-docs.repository';
import { claimSchedule, deferSchedule, dueSchedules, finishSchedule, type ScheduleRow } from '../db/repositories/schedules.repository';
import { audit } from '../db/repositories/editor-users.repository';
import { startIntervalTask } from '../lib/interval-task';

/** Who publishes when a schedule runs: the actor of its audit entry, revision and updated_by. */
export const SCHEDULE_ACTOR = 'schedule';
/** Runs tried before a schedule is marked failed. */
export const MAX_ATTEMPTS = 3;
/** How long a claim holds: far beyond one publish, short enough that a crashed instance's schedule runs soon after. */
export const LEASE_MS = 60_000;
/** Back-off before the next attempt after a failed one: 5 s, then 20 s. */
export const retryDelayMs = (attempts: number) => 5_000 * 4 ** Math.max(0, attempts - 1);

class LeaseLost extends Error {}

export interface RunnerContext {
  db: Db;
  config: CmsConfig;
  log: FastifyBaseLogger;
  /** this instance, as it claims: "<host>:<pid>:<random>" */
  holder: string;
}

export const instanceName = () => `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

const subjectOf = (row: ScheduleRow): Subject =>
  row.type === 'page' ? { type: 'page', docId: row.item_id } : { type: row.type, docId: row.item_id, item: EDITABLE[row.type] };

/** Runs one claimed schedule; answers what became of it. */
async function runOne(ctx: RunnerContext, row: ScheduleRow): Promise<'done' | 'failed' | 'retry' | 'lost'> {
  const { db, holder } = ctx;
  const s = subjectOf(row);
  const target = `${row.type}/${row.item_id}`;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      // first, while the lease is ours: a second runner's transaction waits here, then finds it done
      if (!(await finishSchedule(trx, row.id, holder, { state: 'done', at }))) throw new LeaseLost();
      if (row.type !== 'page' && !s.item) throw new WorkflowError(409, `${row.type} is no longer a content type.`);
      const o =
        row.action === 'publish' ? await publishIn(trx, s, null, SCHEDULE_ACTOR, row.revision ?? undefined) : await unpublishIn(trx, s, null, SCHEDULE_ACTOR);
      const what = row.action === 'publish' ? `revision ${row.revision} as version ${o.doc.version}` : `version ${o.doc.version}`;
      await audit(trx, SCHEDULE_ACTOR, row.action, target, `${what}; scheduled by ${row.by} for ${row.at}`);
      return o;
    });
    void notifyChange(ctx.config, ctx.log, target, outcome.production, row.action);
    ctx.log.info({ schedule: row.id, target, action: row.action }, 'schedule ran');
    return 'done';
  } catch (err) {
    if (err instanceof LeaseLost) return 'lost';
    const message = (err as Error).message;
    const now = new Date();
    const final = err instanceof WorkflowError || row.attempts >= MAX_ATTEMPTS;
    if (!final) {
      await deferSchedule(db, row.id, holder, message, new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString());
      ctx.log.warn({ schedule: row.id, target, attempts: row.attempts, err: { message } }, 'schedule failed; it will be retried');
      return 'retry';
    }
    if (!(await finishSchedule(db, row.id, holder, { state: 'failed', error: message, at: now.toISOString() }))) return 'lost';
    await audit(db, SCHEDULE_ACTOR, `${row.action} failed`, target, `${message}; scheduled by ${row.by} for ${row.at}`);
    ctx.log.error({ schedule: row.id, target, err: { message } }, 'schedule failed');
    return 'failed';
  }
}

/** Claims and runs every schedule due now; answers how many this instance ran (done or failed). */
export async function runDueSchedules(ctx: RunnerContext): Promise<{ done: number; failed: number }> {
  const tally = { done: 0, failed: 0 };
  const now = new Date();
  for (const due of await dueSchedules(ctx.db, now.toISOString())) {
    const claimedAt = new Date().toISOString();
    if (!(await claimSchedule(ctx.db, due.id, ctx.holder, claimedAt, new Date(Date.now() + LEASE_MS).toISOString()))) continue;
    const result = await runOne(ctx, { ...due, attempts: due.attempts + 1, claimed_by: ctx.holder });
    if (result === 'done') tally.done++;
    if (result === 'failed') tally.failed++;
  }
  return tally;
}

export interface Runner {
  /** one pass now (tests; the timer makes the same calls); resolves when it is over */
  runNow(): Promise<{ done: number; failed: number }>;
  stop(): Promise<void>;
}

/**
 * Polls every `pollS` seconds, starting at once (so schedules that fell due while the CMS was down
 * run when it starts): cms/lib/interval-task.ts (passes never overlap, a failed pass, such as a
 * database gone for a moment, is logged and the next one tries again, the timer never keeps the
 * process alive, stop waits for a pass in flight).
 */
export function startRunner(ctx: RunnerContext, pollS: number): Runner {
  return startIntervalTask('schedule runner pass', ctx.log, pollS * 1000, () => runDueSchedules(ctx), { done: 0, failed: 0 });
}
