// Releases as the release service reports them, its one lease, and the rollback orders admins give
// (contract/releases.ts, docs/product/releases.md).
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, ReleaseTable } from '../tables';
import { dbNowMs } from '../dialect';
import { nowIso } from '../../lib/tokens';
import type { ReleaseEvent, ReleaseLease, ReleaseRecord, RollbackOrder } from '../../../contract/releases';
import { pagesReleaseOf } from '../../../contract/release-names';
import { appendPublish, readReleaseState } from './publish-log.repository';

/** A refusal with its HTTP status and message (a wrong call from the service or the console). */
export class ReleaseError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

const parseTimings = (json: string): Record<string, number> => {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
};

export const toReleaseRecord = (r: Selectable<ReleaseTable>): ReleaseRecord => ({
  id: r.id,
  state: r.state,
  seq: Number(r.seq),
  started_at: r.started_at,
  finished_at: r.finished_at,
  step: r.step,
  log_tail: r.log_tail,
  timings: parseTimings(r.timings),
  rolled_back_by: r.rolled_back_by,
});

const leaseOf = (row: { holder: string; expires_at: number | string }, holder: string): ReleaseLease => ({
  held: row.holder === holder,
  holder: row.holder,
  expires_at: new Date(Number(row.expires_at)).toISOString(),
});

/**
 * Takes or renews the one release lease, in one conditional UPDATE of its one row: it succeeds when
 * the caller already holds it or it has expired, by the database's clock. PostgreSQL re-checks the
 * condition on the row after the lock of a concurrent update is released, and SQLite runs one writer
 * at a time, so of two services asking together exactly one gets it, whichever CMS instance each asks.
 */
export async function takeLease(db: Db, holder: string, ttlMs: number): Promise<ReleaseLease> {
  const now = dbNowMs(db);
  const taken = await db
    .updateTable('release_lease')
    .set((eb) => ({ holder, expires_at: eb(now, '+', ttlMs) }))
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
    .returning(['holder', 'expires_at'])
    .executeTakeFirst();
  if (taken) return leaseOf(taken, holder);
  const current = await db.selectFrom('release_lease').select(['holder', 'expires_at']).where('id', '=', 1).executeTakeFirstOrThrow();
  return leaseOf(current, holder);
}

/** The lease while someone renews it; null when it was never taken or has expired. */
export async function currentLease(db: Db): Promise<ReleaseLease | null> {
  const row = await db.selectFrom('release_lease').select(['holder', 'expires_at']).select(dbNowMs(db).as('now')).where('id', '=', 1).executeTakeFirstOrThrow();
  if (!row.holder || Number(row.expires_at) <= Number(row.now)) return null;
  return { held: true, holder: row.holder, expires_at: new Date(Number(row.expires_at)).toISOString() };
}

/** Another service holds an unexpired lease: the sender lost it and must not change the record. */
async function refuseStranger(trx: Transaction<Database>, holder: string) {
  const row = await trx
    .selectFrom('release_lease')
    .select(['holder', 'expires_at'])
    .select(dbNowMs(trx).as('now'))
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (row.holder && row.holder !== holder && Number(row.expires_at) > Number(row.now))
    throw new ReleaseError(409, `Refused: ${row.holder} holds the release lease, not ${holder}; take the lease before reporting a release.`);
}

const findRelease = (db: Db | Transaction<Database>, id: string) => db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst();

/** Records one event of the service (contract/releases.ts ReleaseEvent). */
export async function recordEvent(db: Db, e: ReleaseEvent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const release = await findRelease(trx, e.release);
    // A switch back to a kept release is an operator's act (the rollback command, an order): the
    // token authenticates it whoever holds the lease. Builds report only under the lease.
    const rollback = e.kind === 'live' && release !== undefined && release.state === 'kept';
    if (e.kind === 'failed' && e.order !== undefined) {
      // an order the service refused (the release is gone from its disk): carried out as far as it can be
      await trx.updateTable('rollback_orders').set({ done_at: at }).where('id', '=', e.order).where('done_at', 'is', null).execute();
      return;
    }
    if (!rollback) await refuseStranger(trx, e.holder);
    if (e.kind === 'started') {
      if (e.seq === undefined) throw new ReleaseError(400, 'A started event names the publish log seq the build read (seq).');
      if (release) {
        if (release.state === 'building') return; // the same call again
        throw new ReleaseError(409, `Release ${e.release} already exists (${release.state}); a new build needs a new id.`);
      }
      // one build at a time: a build still marked as running was interrupted (its service stopped)
      await trx
        .updateTable('releases')
        .set({ state: 'failed', finished_at: at, log_tail: `Interrupted: release ${e.release} started before this build reported its end.` })
        .where('state', '=', 'building')
        .execute();
      await trx
        .insertInto('releases')
        .values({
          id: e.release,
          state: 'building',
          seq: e.seq,
          started_at: at,
          finished_at: null,
          step: e.step ?? null,
          log_tail: null,
          timings: '{}',
          rolled_back_by: null,
          holder: e.holder,
        })
        .execute();
      return;
    }
    if (!release) throw new ReleaseError(404, `No release ${e.release}: report "started" first.`);
    const timings = e.timings ? JSON.stringify(e.timings) : release.timings;
    if (e.kind === 'step') {
      if (release.state !== 'building') throw new ReleaseError(409, `Release ${e.release} is ${release.state}, not building.`);
      await trx
        .updateTable('releases')
        .set({ step: e.step ?? null, timings })
        .where('id', '=', e.release)
        .execute();
      return;
    }
    if (e.kind === 'failed') {
      if (release.state !== 'building') throw new ReleaseError(409, `Release ${e.release} is ${release.state}: only a building release can fail.`);
      await trx
        .updateTable('releases')
        .set({ state: 'failed', finished_at: at, step: e.step ?? release.step, log_tail: e.log_tail ?? null, timings })
        .where('id', '=', e.release)
        .execute();
      return;
    }
    if (e.kind === 'removed') {
      if (release.state === 'live') throw new ReleaseError(409, `Release ${e.release} is live: switch to another release before removing it.`);
      await trx.updateTable('releases').set({ state: 'removed' }).where('id', '=', e.release).execute();
      return;
    }
    // live
    if (!['building', 'kept', 'live'].includes(release.state))
      throw new ReleaseError(409, `Release ${e.release} is ${release.state}: only a built or kept release can go live.`);
    let rolledBackBy: string | null = null;
    if (rollback && e.order === undefined) {
      // the rollback command: hold what is published up to now, as an admin's order does
      await trx
        .updateTable('release_state')
        .set((eb) => ({ held_through: eb.ref('seq') }))
        .where('id', '=', 1)
        .execute();
      rolledBackBy = e.holder;
    }
    if (e.order !== undefined) {
      const order = await trx.selectFrom('rollback_orders').selectAll().where('id', '=', e.order).executeTakeFirst();
      if (!order) throw new ReleaseError(404, `No rollback order ${e.order}.`);
      if (order.release !== e.release) throw new ReleaseError(409, `Rollback order ${e.order} is for release ${order.release}, not ${e.release}.`);
      if (order.done_at === null) await trx.updateTable('rollback_orders').set({ done_at: at }).where('id', '=', e.order).execute();
      rolledBackBy = order.by;
    }
    await trx.updateTable('releases').set({ state: 'kept' }).where('state', '=', 'live').where('id', '!=', e.release).execute();
    await trx
      .updateTable('releases')
      .set({
        state: 'live',
        finished_at: at,
        timings,
        rolled_back_by: rolledBackBy,
        ...(e.seq !== undefined && release.state === 'building' ? { seq: e.seq } : {}),
      })
      .where('id', '=', e.release)
      .execute();
  });
}

/** The oldest rollback order not carried out yet, or null. */
export async function pendingOrder(db: Db): Promise<RollbackOrder | null> {
  const row = await db.selectFrom('rollback_orders').selectAll().where('done_at', 'is', null).orderBy('id').limit(1).executeTakeFirst();
  return row ? { id: Number(row.id), release: row.release, by: row.by, at: row.at } : null;
}

/**
 * An admin's rollback: an order for the service, and everything published up to now held, so the
 * service does not build it again by itself (the next publish or "build now" releases it).
 */
export async function orderRollback(db: Db, release: string, by: string): Promise<{ order: RollbackOrder; held_through: number }> {
  return db.transaction().execute(async (trx) => {
    const r = await findRelease(trx, release);
    if (!r) throw new ReleaseError(404, `No release ${release}: nothing was rolled back. Pick a release from the history.`);
    if (r.state !== 'kept' && r.state !== 'live')
      throw new ReleaseError(
        409,
        r.state === 'removed'
          ? `Release ${release} was removed from disk (only the newest releases are kept): nothing was rolled back.`
          : `Release ${release} ${r.state === 'building' ? 'is still building' : 'failed'} and was never live: nothing was rolled back.`,
      );
    const at = nowIso();
    // the state row first: it serializes this with appends, so held_through is the seq at this moment
    const { seq } = await trx
      .updateTable('release_state')
      .set((eb) => ({ held_through: eb.ref('seq') }))
      .where('id', '=', 1)
      .returning('seq')
      .executeTakeFirstOrThrow();
    const inserted = await trx.insertInto('rollback_orders').values({ release, by, at, done_at: null }).returning('id').executeTakeFirstOrThrow();
    return { order: { id: Number(inserted.id), release, by, at }, held_through: Number(seq) };
  });
}

/** An editor's "build now": a rebuild entry beyond held_through, so the service builds the current content. */
export const requestRebuild = (db: Db, by: string) =>
  db.transaction().execute((trx) => appendPublish(trx, { type: '', id: '', title: 'Build now', action: 'rebuild', by }));

/** Every release, newest first. */
export async function releaseHistory(db: Db, limit = 200): Promise<ReleaseRecord[]> {
  const rows = await db.selectFrom('releases').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toReleaseRecord);
}

export async function liveRelease(db: Db): Promise<ReleaseRecord | null> {
  const row = await db.selectFrom('releases').selectAll().where('state', '=', 'live').executeTakeFirst();
  return row ? toReleaseRecord(row) : null;
}

/**
 * The seq of the release that was live before `live` (the newest one that went live earlier), 0
 * when none. Release `<id>.search` holds `<id>`'s pages with their own search index
 * (docs/releases.md): the release before it is the one before `<id>`.
 */
export async function previousLiveSeq(db: Db, live: ReleaseRecord): Promise<number> {
  const pagesOf = pagesReleaseOf(live.id);
  const row = await db
    .selectFrom('releases')
    .select('seq')
    .where('state', 'in', ['kept', 'removed'])
    .$if(pagesOf !== null, (q) => q.where('id', '!=', pagesOf!))
    .where('finished_at', '<=', live.finished_at ?? live.started_at)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function buildingRelease(db: Db): Promise<ReleaseRecord | null> {
  const row = await db.selectFrom('releases').selectAll().where('state', '=', 'building').orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  return row ? toReleaseRecord(row) : null;
}

/** The newest failed build, when no release went live after it. */
export async function lastFailure(db: Db, live: ReleaseRecord | null): Promise<ReleaseRecord | null> {
  let q = db.selectFrom('releases').selectAll().where('state', '=', 'failed');
  if (live?.finished_at) q = q.where('finished_at', '>', live.finished_at);
  const row = await q.orderBy('finished_at', 'desc').limit(1).executeTakeFirst();
  return row ? toReleaseRecord(row) : null;
}

export { readReleaseState };
