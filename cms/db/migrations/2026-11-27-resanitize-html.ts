// Rich HTML saved under the earlier, looser policy kept `style`, `class`, `hidden` and the like
// (issue 33: a link laid over the whole viewport came back as saved). This cleans what is stored
// with today's policy: the HTML columns of the content tables and their `preview_` twins, the pages'
// JSON, and the editing documents (draft and published) and every revision, so no restore or publish
// brings the old markup back. It imports the sanitizer, unlike other migrations, because applying
// the product's policy is its whole job; cleaning is idempotent, so a fresh database loses nothing.
// Rows are read in key order, a batch at a time, and written only when cleaning changed them.
import type { Kysely } from 'kysely';
import { sanitizeFields } from '../../editor/sanitize-on-save';
import { sanitizeHtml } from '../../../contract/html/sanitize';

/** The HTML columns of each content table (cms/content/FORMAT.md's "(HTML)"). Frozen with this migration. */
const HTML_COLUMNS: Record<string, string[]> = {
  about_us: ['title', 'content'],
  core_values: ['content'],
  faqs: ['content'],
  blogs: ['content'],
  product_categories: ['name'],
  products: ['content', 'tools_content'],
  tools: ['content', 'tools_content'],
  plotters: ['content'],
  cases: ['content'],
  dealers: ['content'],
  trainers: ['content'],
  trainings: ['name', 'content', 'train_content'],
};

const BATCH = 500;

type Row = Record<string, unknown>;
/** The columns of a row that cleaning changed, with their new values (none: nothing to write). */
type Cleaner = (row: Row) => Row;

/** The new values of `columns` that `clean` changed. */
function changed(columns: string[], clean: (column: string) => string | undefined): Row {
  const set: Row = {};
  for (const c of columns) {
    const next = clean(c);
    if (next !== undefined) set[c] = next;
  }
  return set;
}

const cleanHtml = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.includes('<')) return undefined;
  const clean = sanitizeHtml(value);
  return clean === value ? undefined : clean;
};

/** An editing document's JSON (or a page row's) with its HTML fields cleaned, or undefined when none changed. */
function cleanDocJson(type: string, json: unknown): string | undefined {
  if (typeof json !== 'string' || !json.includes('<')) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const before = data as Record<string, unknown>;
  const after = sanitizeFields(type, before);
  return Object.keys(after).some((k) => after[k] !== before[k]) ? JSON.stringify(after) : undefined;
}

/**
 * Reads `columns` of every row of `table` (of those where `scope`'s column has its value) in the
 * order of the key column `key`, and writes what `clean` changed. Keyset paging keeps memory flat
 * however many revisions there are.
 */
async function cleanTable(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  key: string,
  columns: string[],
  clean: Cleaner,
  scope?: [column: string, value: string],
): Promise<void> {
  let after: unknown = null;
  for (;;) {
    let q = db
      .selectFrom(table)
      .select([key, ...columns])
      .orderBy(key)
      .limit(BATCH);
    if (scope) q = q.where(scope[0], '=', scope[1]);
    if (after !== null) q = q.where(key, '>', after);
    const rows = (await q.execute()) as Row[];
    for (const row of rows) {
      const set = clean(row);
      if (!Object.keys(set).length) continue;
      let u = db.updateTable(table).set(set).where(key, '=', row[key]);
      if (scope) u = u.where(scope[0], '=', scope[1]);
      await u.execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1][key];
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(HTML_COLUMNS))
    for (const t of [table, `preview_${table}`]) await cleanTable(db, t, 'id', columns, (row) => changed(columns, (c) => cleanHtml(row[c])));
  for (const t of ['pages', 'preview_pages']) await cleanTable(db, t, 'key', ['data'], (row) => changed(['data'], () => cleanDocJson('page', row.data)));
  await cleanTable(db, 'editor_revisions', 'id', ['type', 'data'], (row) => changed(['data'], () => cleanDocJson(String(row.type), row.data)));
  // editor_docs is keyed by type and doc_id: one type at a time
  const types = (await db.selectFrom('editor_docs').select('type').distinct().execute()) as { type: string }[];
  for (const { type } of types) {
    const versions = ['draft', 'published'];
    await cleanTable(db, 'editor_docs', 'doc_id', versions, (row) => changed(versions, (c) => cleanDocJson(type, row[c])), ['type', type]);
  }
}

/** Cleaning cannot be undone, and nothing needs it undone: the schema is unchanged. */
export async function down(): Promise<void> {}
