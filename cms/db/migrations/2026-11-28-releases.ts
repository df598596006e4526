// Publish to live (issue 36, contract/releases.ts): the publish log every write that changes what
// static pages show appends to, the releases the release service reports, its one lease, the
// rollback orders admins give, and one state row (the publish log's counter and `held_through`).
import { sql, type Kysely } from 'kysely';
import { generatedIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // the last publish log seq handed out: raised in the appending transaction, so seqs follow commit order
    .addColumn('seq', 'integer', (c) => c.notNull())
    // a rollback holds the publish log up to here (0: nothing held)
    .addColumn('held_through', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('release_state').values({ id: 1, seq: 0, held_through: 0 }).execute();
  await db.schema
    .createTable('publish_log')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('publish','unpublish','delete','rebuild')`))
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publish_log_item').on('publish_log').columns(['type', 'id', 'seq']).execute();
  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('building','failed','live','kept','removed')`))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('step', 'text')
    .addColumn('log_tail', 'text')
    // JSON: milliseconds per step
    .addColumn('timings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rolled_back_by', 'text')
    .addColumn('holder', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('releases_started').on('releases').columns(['started_at']).execute();
  await db.schema
    .createTable('release_lease')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    // unix milliseconds by the database's clock (the one clock every CMS instance shares)
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  // the one row exists from the start, so taking the lease is always an UPDATE (no insert race)
  await db.insertInto('release_lease').values({ id: 1, holder: '', expires_at: 0 }).execute();
  await db.schema
    .createTable('rollback_orders')
    .addColumn('id', 'integer', generatedIdColumn(db))
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['rollback_orders', 'release_lease', 'releases', 'publish_log', 'release_state']) await db.schema.dropTable(t).ifExists().execute();
}
