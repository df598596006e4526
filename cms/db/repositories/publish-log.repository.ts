// The publish log (contract/releases.ts): every write that changes what static pages show appends
// one entry in its own transaction, so an entry exists exactly when its change was committed. The
// seq comes from the state row's counter, raised in that transaction: the row stays locked until
// commit (PostgreSQL; SQLite has one writer), so seqs are handed out in commit order and a
// snapshot that sees seq N sees every change up to N. An identity column would not promise that:
// a transaction that took seq 5 can commit after one that took seq 6.
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, PublishLogAction, PublishLogTable } from '../tables';
import type { PublishEntry } from '../../../contract/releases';
import { nowIso } from '../../lib/tokens';

/** Titles are kept for the console's lists: longer ones are cut here. */
const TITLE_MAX = 200;

export interface NewPublishEntry {
  /** editor type or 'page'; '' for a rebuild */
  type: string;
  /** item id, or the page key; '' for a rebuild */
  id: string;
  /** the item's title now (plain text) */
  title: string;
  action: PublishLogAction;
  /** a username, "schedule", "dealer portal" or "content load" */
  by: string;
}

export const toPublishEntry = (r: PublishLogTable): PublishEntry => ({
  seq: Number(r.seq),
  type: r.type,
  id: r.id,
  title: r.title,
  action: r.action,
  by: r.by,
  at: r.at,
});

/**
 * Appends one entry to the publish log, inside the transaction of the write it records (call it
 * last in that transaction: it locks the state row until commit). Returns the entry.
 */
export async function appendPublish(trx: Transaction<Database>, entry: NewPublishEntry): Promise<PublishEntry> {
  const { seq } = await trx
    .updateTable('release_state')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning('seq')
    .executeTakeFirstOrThrow();
  const row: PublishLogTable = { seq: Number(seq), ...entry, title: entry.title.slice(0, TITLE_MAX), at: nowIso() };
  await trx.insertInto('publish_log').values(row).execute();
  return toPublishEntry(row);
}

/** The newest seq and what a rollback holds. */
export async function readReleaseState(db: Db | Transaction<Database>): Promise<{ seq: number; held_through: number }> {
  const row = await db.selectFrom('release_state').select(['seq', 'held_through']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { seq: Number(row.seq), held_through: Number(row.held_through) };
}

/** Entries with after < seq ≤ upTo (upTo null: no upper bound), oldest first, at most `limit` (the newest ones when cut). */
export async function entriesBetween(db: Db, after: number, upTo: number | null, limit = 500): Promise<PublishEntry[]> {
  let q = db.selectFrom('publish_log').selectAll().where('seq', '>', after);
  if (upTo !== null) q = q.where('seq', '<=', upTo);
  const rows = await q.orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse().map(toPublishEntry);
}

/** The newest entry of one item or page, or undefined when it has none. */
export const newestEntryOf = (db: Db, type: string, id: string) =>
  db.selectFrom('publish_log').selectAll().where('type', '=', type).where('id', '=', id).orderBy('seq', 'desc').limit(1).executeTakeFirst();

/** The seq of the newest content load (it replaces every item at once), 0 when none is logged. */
export async function newestContentLoad(db: Db): Promise<number> {
  const row = await db
    .selectFrom('publish_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('action', '=', 'rebuild')
    .where('by', '=', CONTENT_LOAD)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Who a content load's entry names. */
export const CONTENT_LOAD = 'content load';
