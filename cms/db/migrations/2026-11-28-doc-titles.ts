// Every editing document is listed by its name (issue 35): the console's lists, pickers, searches
// and home screen read `editor_docs.title`, which used to be the data's `title` or `name`, so
// products, plotters, tools and dealers (named by `goods_name`, `shop_name`) showed a bare id or
// nothing, pages their key (`ppf_page`), and an about-us heading its HTML. This sets each title
// from the contract's rule (docTitle: the schema's `x-title` field as plain text, a page's own
// title). Like the HTML cleaning, it imports the rule because applying it is its whole job; it is
// idempotent, so a fresh database loses nothing. Documents are read a type at a time, in key order.
import type { Kysely } from 'kysely';
import { docTitle } from '../../../contract/editor-schemas';

const BATCH = 500;

interface DocRow {
  doc_id: string;
  draft: string | null;
  published: string | null;
  title: string;
}

const parse = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const types = (await db.selectFrom('editor_docs').select('type').distinct().execute()) as { type: string }[];
  for (const { type } of types) {
    let after: string | null = null;
    for (;;) {
      let q = db.selectFrom('editor_docs').select(['doc_id', 'draft', 'published', 'title']).where('type', '=', type).orderBy('doc_id').limit(BATCH);
      if (after !== null) q = q.where('doc_id', '>', after);
      const rows = (await q.execute()) as DocRow[];
      for (const row of rows) {
        // the list shows the working version, as saving does (draft over published)
        const data = parse(row.draft) ?? parse(row.published);
        if (!data) continue;
        const title = docTitle(type, row.doc_id, data);
        if (title !== row.title) await db.updateTable('editor_docs').set({ title }).where('type', '=', type).where('doc_id', '=', row.doc_id).execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].doc_id;
    }
  }
}

/** The earlier titles were a guess from field names; nothing needs them back. */
export async function down(): Promise<void> {}
