// Dealer coordinates for "Near me" on Partner Search and the dealers' structured data
// (docs/product/nearest-partner.md). Both empty for a dealer whose place is not known. The
// preview twin gets the same columns (its rows are copied with select *); the name sorts after
// the editing workflow's migration, which creates that twin.
import type { Kysely } from 'kysely';

const TABLES = ['dealers', 'preview_dealers'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('lat', 'double precision').execute();
    await db.schema.alterTable(table).addColumn('lng', 'double precision').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('lng').execute();
    await db.schema.alterTable(table).dropColumn('lat').execute();
  }
}
