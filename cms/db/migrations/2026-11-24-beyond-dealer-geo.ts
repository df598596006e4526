// Dealer coordinates for "Near me" on Partner Search and the dealers' structured data
// (docs/product/nearest-partner.md). Both empty for a dealer whose place is not known.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('lat', 'double precision').execute();
  await db.schema.alterTable('dealers').addColumn('lng', 'double precision').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').dropColumn('lng').execute();
  await db.schema.alterTable('dealers').dropColumn('lat').execute();
}
