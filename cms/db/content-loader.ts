// Loads a content directory (cms/content/FORMAT.md) into the database and copies its media.
import fs from 'node:fs';
import { docTitle } from '../../contract/editor-schemas';
import path from 'node:path';
import type { Db } from './database';
import type { Database } from './tables';
import { COLLECTIONS, SINGLETONS, logins, passwordsInLogins } from './content-rows';
import { hashPassword } from '../lib/password';
import { nowIso } from '../lib/tokens';
import { GENERATED_ID_TABLES, syncGeneratedIds } from './dialect';
import { sql } from 'kysely';
import { PREVIEWED_TABLES, previewTable } from './preview-tables';
import { EDITABLE } from '../editor/collections';
import type { EditorDocTable } from './tables';
import { DEMO_EDITOR, DEMO_LOGINS_FILE, readDemoLogins } from '../demo/accounts';
import { insertNewRolls, readRolls } from './roll-rows';

/** Content tables emptied by a reload (form submissions, outbox and sessions stay). */
const CONTENT_TABLES: (keyof Database)[] = [
  'pages',
  'articles',
  'page_meta',
  'about_us',
  'core_values',
  'categories',
  'faqs',
  'downloads',
  'blogs',
  'product_categories',
  'products',
  'tool_categories',
  'tools',
  'plotters',
  'cases',
  'countries',
  'regions',
  'partner_categories',
  'dealers',
  'trainers',
  'trainings',
  'training_addresses',
  'warranties',
];

export interface LoadSummary {
  counts: Record<string, number>;
  /** dealer accounts made from demo-logins.json (demo mode); null when accounts were left alone */
  accounts: number | null;
  mediaFiles: number;
}

function readJson(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (err) {
    throw new Error(`${full}: not valid JSON (${(err as Error).message})`);
  }
}

export async function hasContent(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const blogs = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) + Number(blogs.n) > 0;
}

export interface LoadOptions {
  /**
   * Load only into a database that has never had content, and report null otherwise. The check and
   * the load are one transaction that first claims the `content_loads` row, so of several instances
   * starting on the same empty database exactly one loads (the others wait for it, then skip).
   */
  ifEmpty?: boolean;
  /**
   * Demo mode (CMS_DEMO=1): the directory's demo-logins.json becomes the dealers' accounts (every
   * earlier account, session and reset code goes) and a database without editors gets the demo
   * editor. Otherwise a load never touches accounts, and refuses a directory with demo-logins.json.
   */
  demo?: boolean;
}

export async function loadContent(db: Db, dir: string, uploadDir: string, options?: LoadOptions & { ifEmpty?: false }): Promise<LoadSummary>;
export async function loadContent(db: Db, dir: string, uploadDir: string, options: LoadOptions): Promise<LoadSummary | null>;
export async function loadContent(db: Db, dir: string, uploadDir: string, options: LoadOptions = {}): Promise<LoadSummary | null> {
  if (!fs.existsSync(dir)) throw new Error(`content directory not found: ${dir}`);
  const now = nowIso();
  const counts: Record<string, number> = {};
  const batches: [keyof Database, unknown[]][] = [];
  const pages: { key: string; data: string }[] = [];
  // the editor's documents: each item as FORMAT.md has it, published unless its status says draft
  const docs: EditorDocTable[] = [];
  const doc = (type: string, docId: string, item: Record<string, unknown>, position: number): EditorDocTable => {
    const draft = item.status === 'draft';
    // the id and state belong to the document, not its data (what GET answers and PUT takes back)
    // and a dealer's login is an account, not content (the console's Dealer logins screen)
    const { status: _status, id: _id, ...data } = item;
    if (type === 'dealers') delete data.login;
    return {
      type,
      doc_id: docId,
      draft: draft ? JSON.stringify(data) : null,
      published: draft ? null : JSON.stringify(data),
      state: draft ? 'draft' : 'published',
      version: 1,
      title: docTitle(type, docId, data),
      position,
      updated_at: now,
      updated_by: 'content load',
    };
  };

  for (const [file, key] of Object.entries(SINGLETONS)) {
    const page = readJson(dir, file);
    if (page && typeof page === 'object' && !Array.isArray(page)) {
      pages.push({ key, data: JSON.stringify(page) });
      docs.push(doc('page', key, page as Record<string, unknown>, 0));
    }
  }
  for (const [file, map] of Object.entries(COLLECTIONS)) {
    const list = readJson(dir, file);
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new Error(`${file}: expected an array`);
    for (const [table, rows] of Object.entries(map(list, now))) batches.push([table as keyof Database, rows as unknown[]]);
    for (const [type, t] of Object.entries(EDITABLE))
      if (t.file === file) list.forEach((item: Record<string, unknown>, i) => docs.push(doc(type, String(Number(item.id)), item, i)));
  }
  const dealers = readJson(dir, 'dealers.json');
  const dealerList: Record<string, unknown>[] = Array.isArray(dealers) ? dealers : [];
  const withPasswords = passwordsInLogins(dealerList);
  if (withPasswords.length)
    throw new Error(
      `${path.join(dir, 'dealers.json')}: ${withPasswords.join(', ')}: a login carries a password. Passwords are never content: ` +
        `remove them (a dealer sets their own from the link an admin sends under Dealer logins in the console; a demo's go in ${DEMO_LOGINS_FILE}).`,
    );
  const rolls = readRolls(dir);
  const accounts = options.demo ? await demoAccounts(dir, dealerList, now) : null;
  if (!options.demo && fs.existsSync(path.join(dir, DEMO_LOGINS_FILE)))
    throw new Error(
      `${path.join(dir, DEMO_LOGINS_FILE)}: demo passwords are loaded only in demo mode (CMS_DEMO=1). Remove the file to load this content into a real instance.`,
    );
  // editor accounts outlive content reloads; only a demo database without any gets the demo editor
  const noEditors = options.demo && !(await db.selectFrom('editor_users').select('id').limit(1).executeTakeFirst());
  const demoEditor = noEditors ? await hashPassword(DEMO_EDITOR.password) : null;

  const loaded = await db.transaction().execute(async (trx) => {
    // a write first: on SQLite it takes the write lock before anything is read, on PostgreSQL the
    // primary key makes a second claimer wait for the first one's commit
    const claim = await trx
      .insertInto('content_loads')
      .values({ id: 1, loaded_at: now })
      .onConflict((oc) => (options.ifEmpty ? oc.column('id').doNothing() : oc.column('id').doUpdateSet({ loaded_at: now })))
      .executeTakeFirst();
    // a database filled before content_loads existed has content but no claim yet
    if (options.ifEmpty && (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0 || (await hasContent(trx)))) return false;
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    if (accounts) {
      await trx.deleteFrom('accounts').execute();
      await trx.deleteFrom('sessions').execute();
      await trx.deleteFrom('reset_codes').execute();
    }
    for (const p of pages)
      await trx
        .insertInto('pages')
        .values({ ...p, status: 'published', updated_at: now })
        .execute();
    counts.pages = pages.length;
    for (const [table, rows] of batches) {
      for (let i = 0; i < rows.length; i += 200) {
        // each table's rows are typed by its mapper in content-rows.ts
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200) as never)
          .execute();
      }
      counts[table] = (counts[table] ?? 0) + rows.length;
    }
    for (const a of accounts ?? []) await trx.insertInto('accounts').values(a).execute();
    counts.reg_rolls = await insertNewRolls(trx, rolls, now);
    if (demoEditor)
      await trx
        .insertInto('editor_users')
        .values({ username: DEMO_EDITOR.username, password_hash: demoEditor, role: DEMO_EDITOR.role, disabled: 0, created_at: now, updated_at: now })
        .execute();
    // a reload replaces the editor's documents and history too; the preview starts equal to production
    await trx.deleteFrom('editor_revisions').execute();
    await trx.deleteFrom('editor_docs').execute();
    for (let i = 0; i < docs.length; i += 200)
      await trx
        .insertInto('editor_docs')
        .values(docs.slice(i, i + 200))
        .execute();
    for (const table of PREVIEWED_TABLES) {
      await trx.deleteFrom(previewTable(table) as keyof Database).execute();
      await sql`insert into ${sql.table(previewTable(table))} select * from ${sql.table(table)}`.execute(trx);
    }
    // editors add a training's addresses without ids, to the preview twin first
    await syncGeneratedIds(trx, [...GENERATED_ID_TABLES, previewTable('training_addresses')]);
    return true;
  });
  if (!loaded) return null;
  // the query planner's statistics: without them SQLite reads a whole index where a few rows by id
  // would do (nine blog cards among 10,000 posts); after a bulk load they are stale on both dialects
  await sql`ANALYZE`.execute(db);

  let mediaFiles = 0;
  const mediaDir = path.join(dir, 'media');
  if (fs.existsSync(mediaDir)) {
    const target = path.join(uploadDir, 'media');
    fs.mkdirSync(target, { recursive: true });
    fs.cpSync(mediaDir, target, { recursive: true, force: true });
    mediaFiles = fs.readdirSync(mediaDir, { recursive: true }).length;
  }
  return { counts, accounts: accounts ? accounts.length : null, mediaFiles };
}

/** The accounts of a demo: each login dealers.json names, with its password from demo-logins.json. */
async function demoAccounts(dir: string, dealers: Record<string, unknown>[], now: string) {
  const passwords = readDemoLogins(dir);
  return Promise.all(
    logins(dealers)
      .filter((l) => passwords.has(l.username))
      .map(async (l) => ({ ...l, password_hash: await hashPassword(passwords.get(l.username)!), updated_at: now })),
  );
}
