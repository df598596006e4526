// Scheduled publishing and unpublishing (docs/product/scheduling.md): one row per schedule an
// editor sets. At most one pending schedule per item and action (a partial unique index, which
// SQLite and PostgreSQL both keep), so a second PUT replaces the first instead of adding to it.
// `claimed_until` is the lease a CMS instance takes before it runs a due schedule (and, after a
// failed attempt, the time before which no instance retries): one conditional UPDATE decides who
// runs it, so several instances on one database run each schedule once.
import { sql, type Kysely } from 'kysely';
import { generatedIdColumn } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'integer', generatedIdColumn(db))
    // an EDITABLE type, or 'page'
    .addColumn('type', 'text', (c) => c.notNull())
    // the item id as text, or the page key (as editor_docs.doc_id)
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('publish','unpublish')`))
    // ISO 8601 in UTC, always as Date#toISOString writes it, so text order is time order
    .addColumn('at', 'text', (c) => c.notNull())
    // the IANA zone the editor set it in (shown back to them); the instant is `at`
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    // the editor_revisions.n a publish schedule publishes; null for unpublish
    .addColumn('revision', 'integer')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending','done','failed','cancelled')`))
    .addColumn('error', 'text')
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ran_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema
    .createIndex('schedules_one_pending')
    .on('schedules')
    .columns(['type', 'item_id', 'action'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema.createIndex('schedules_due').on('schedules').columns(['state', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedules').ifExists().execute();
}
