// Warranty registration by certified shops (issue 37, docs/product/warranty-registration.md).
// Rolls, registrations, their warranties, installations and photos are records, not content: a
// content load never empties them. Products get a warranty term (years) that editors set; the
// preview twin gets it too (its rows are copied with select *).
//
// What keeps concurrent registrations honest, on PostgreSQL as on SQLite:
//  - `reg_rolls.used_cm` only grows through a conditional update (used + n <= length), so two
//    registrations on one roll never spend more than it has;
//  - `reg_registrations` is unique per (shop, idempotency key): a repeated submission finds the first;
//  - `reg_warranties.live_key` (VIN and film kind while live, null once void) is unique: one live
//    warranty per VIN and kind, whichever shop registers at the same moment.
// Photos are kept in the database (not in the public upload folder), so every instance serves them.
import { sql, type Kysely } from 'kysely';
import { generatedIdColumn, isPostgres } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = generatedIdColumn(db);
  for (const table of ['products', 'preview_products']) await db.schema.alterTable(table).addColumn('warranty_years', 'integer').execute();

  await db.schema
    .createTable('reg_rolls')
    .addColumn('id', 'integer', id)
    .addColumn('serial', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('length_cm', 'integer', (c) => c.notNull())
    .addColumn('used_cm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shop_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reg_rolls_not_overspent', sql`used_cm >= 0 and used_cm <= length_cm`)
    .execute();
  await db.schema.createIndex('reg_rolls_shop').on('reg_rolls').columns(['shop_id', 'serial']).execute();

  await db.schema
    .createTable('reg_registrations')
    .addColumn('id', 'integer', id)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('owner_email', 'text', (c) => c.notNull())
    .addColumn('owner_phone', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('installation_date', 'text', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reg_registrations_idempotency', ['shop_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('reg_registrations_shop_created').on('reg_registrations').columns(['shop_id', 'created_at']).execute();
  await db.schema.createIndex('reg_registrations_created').on('reg_registrations').column('created_at').execute();

  await db.schema
    .createTable('reg_warranties')
    .addColumn('id', 'integer', id)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('warranty_no', 'text', (c) => c.notNull().unique())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('reg_registrations.id'))
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('owner_email', 'text', (c) => c.notNull())
    .addColumn('owner_phone', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('key_no', 'text', (c) => c.notNull())
    .addColumn('key_email', 'text', (c) => c.notNull())
    .addColumn('key_phone', 'text', (c) => c.notNull())
    .addColumn('key_plate', 'text', (c) => c.notNull())
    .addColumn('key_vin', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('live'))
    .addColumn('live_key', 'text', (c) => c.unique())
    .addColumn('void_reason', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const key of ['key_no', 'key_email', 'key_phone', 'key_plate', 'key_vin'])
    await db.schema.createIndex(`reg_warranties_${key}`).on('reg_warranties').column(key).execute();

  await db.schema
    .createTable('reg_installations')
    .addColumn('id', 'integer', id)
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('reg_registrations.id'))
    .addColumn('warranty_id', 'integer', (c) => c.notNull().references('reg_warranties.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('areas', 'text', (c) => c.notNull())
    .addColumn('installation_date', 'text', (c) => c.notNull())
    .addColumn('term_years', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reg_installations_warranty').on('reg_installations').column('warranty_id').execute();
  await db.schema.createIndex('reg_installations_registration').on('reg_installations').column('registration_id').execute();

  await db.schema
    .createTable('reg_roll_uses')
    .addColumn('id', 'integer', id)
    .addColumn('installation_id', 'integer', (c) => c.notNull().references('reg_installations.id'))
    .addColumn('roll_id', 'integer', (c) => c.notNull().references('reg_rolls.id'))
    .addColumn('used_cm', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reg_roll_uses_roll').on('reg_roll_uses').column('roll_id').execute();
  await db.schema.createIndex('reg_roll_uses_installation').on('reg_roll_uses').column('installation_id').execute();

  await db.schema
    .createTable('reg_photos')
    .addColumn('id', 'integer', id)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('registration_id', 'integer', (c) => c.references('reg_registrations.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reg_photos_registration').on('reg_photos').column('registration_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reg_photos', 'reg_roll_uses', 'reg_installations', 'reg_warranties', 'reg_registrations', 'reg_rolls'])
    await db.schema.dropTable(table).ifExists().execute();
  for (const table of ['products', 'preview_products']) await db.schema.alterTable(table).dropColumn('warranty_years').execute();
}
