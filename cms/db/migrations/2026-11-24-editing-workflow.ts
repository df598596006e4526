// Editing workflow (docs/decisions/0011-drafts-over-published.md): the editor's documents with a
// draft and a published version, their revisions, a preview copy of every editable table (drafts
// over published, read by preview requests), editor accounts, their sessions and the audit log.
import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import { generatedIdColumn } from '../dialect';
import { TABLES } from './2026-11-21-initial';

type Builder = CreateTableBuilder<string, never>;

/** The editable tables (and the rows they own) that get a `preview_` twin. Frozen with this migration. */
const PREVIEWED = [
  'pages',
  'blogs',
  'articles',
  'page_meta',
  'about_us',
  'core_values',
  'product_categories',
  'products',
  'cases',
  'plotters',
  'tool_categories',
  'tools',
  'faqs',
  'downloads',
  'partner_categories',
  'dealers',
  'trainers',
  'trainings',
  'training_addresses',
  'countries',
  'regions',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PREVIEWED) {
    await TABLES[table](db.schema.createTable(`preview_${table}`) as Builder).execute();
    // the preview starts as production shows it (plus its drafts: the status column travels along)
    await sql`insert into ${sql.table(`preview_${table}`)} select * from ${sql.table(table)}`.execute(db);
  }
  await db.schema
    .createTable('editor_docs')
    .addColumn('type', 'text', (c) => c.notNull())
    // item id as text, or the page key
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('draft', 'text')
    .addColumn('published', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('draft','published','changed','unpublished','deleted')`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('editor_docs_pk', ['type', 'doc_id'])
    .execute();
  await db.schema
    .createTable('editor_revisions')
    .addColumn('id', 'integer', generatedIdColumn(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    // per document, counting up from 1
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('draft','publish','restore')`))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('editor_revisions_doc').on('editor_revisions').columns(['type', 'doc_id', 'n']).unique().execute();
  await db.schema
    .createTable('editor_users')
    .addColumn('id', 'integer', generatedIdColumn(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('editor','admin')`))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('editor_sessions')
    // SHA-256 hex of the cookie value; the value itself is never stored
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // unix seconds
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('editor_sessions_user').on('editor_sessions').columns(['user_id']).execute();
  await db.schema
    .createTable('editor_audit')
    .addColumn('id', 'integer', generatedIdColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('editor_audit_at').on('editor_audit').columns(['at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['editor_audit', 'editor_sessions', 'editor_users', 'editor_revisions', 'editor_docs', ...PREVIEWED.map((p) => `preview_${p}`)])
    await db.schema.dropTable(t).ifExists().execute();
}
