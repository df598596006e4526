// One row once content has been loaded: starting instances claim it to load the demo content exactly once.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_loads')
    // always 1: the primary key is what lets only one of several starting instances claim the first load
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('loaded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_loads').ifExists().execute();
}
