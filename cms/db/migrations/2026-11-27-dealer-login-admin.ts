// Dealer logins managed by admins in the console (docs/product/editing.md#dealer-logins): a login
// can be disabled without deleting it. A login an admin creates has no password until the dealer
// sets one through a set-password link; `password_hash` stays NOT NULL (default '') and the empty
// string means "no password set": verifyPassword never matches it, and SQLite cannot drop a NOT
// NULL constraint without rebuilding the table (and its content-version triggers).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('disabled').execute();
}
