// Throttle counters in the database, so every CMS instance behind a load balancer shares them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    // SHA-256 hex of the logical key ("login:ip:…"): bounded size, and no username or email at rest
    .addColumn('key', 'text', (c) => c.primaryKey())
    // unix seconds, like the other expiry columns
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'integer', (c) => c.notNull())
    .addColumn('prev_at', 'integer')
    .execute();
  await db.schema.createIndex('throttle_counters_window').on('throttle_counters').columns(['window_start']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_counters').ifExists().execute();
}
