// Editors' media library (docs/product/editing.md#media): each uploaded file with its kind, size and,
// for images, the alt text the site puts on <img alt>.
import type { Kysely } from 'kysely';
import { generatedIdColumn } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('editor_media')
    .addColumn('id', 'integer', generatedIdColumn(db))
    // stored path as content refers to it: media/editor/<random>.<ext>
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editor_media').ifExists().execute();
}
