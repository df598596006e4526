// Migration 2026-11-27-resanitize-html cleans HTML stored under the looser policy: a content row and
// its preview twin, a page's JSON, an editing document's draft and published versions and a
// revision. Runs on SQLite and, in the integration-pg project, on PostgreSQL.
import type { Kysely } from 'kysely';
import { up } from '../../../cms/db/migrations/2026-11-27-resanitize-html';
import { startCms, type TestCms } from './helpers';

const DIRTY = '<p class="visually-hidden" style="position:fixed;inset:0" hidden>x</p><dialog open>d</dialog><a href="/a" style="z-index:9">a</a>';
const CLEAN = '<p>x</p>d<a href="/a">a</a>';
const AT = '2026-11-27 10:00:00';

let cms: TestCms;
let db: Kysely<any>;
beforeAll(async () => {
  cms = await startCms();
  db = cms.app.cms.db;
});
afterAll(() => cms.close());

const doc = (content: string) => JSON.stringify({ title: 'Stored long ago', content, label_arr: ['News'] });
const one = async (table: string, where: Record<string, string | number>, column: string) => {
  let q = db.selectFrom(table).select(column);
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return ((await q.executeTakeFirstOrThrow()) as Record<string, string>)[column];
};

it('cleans a stored content row, its preview twin, a page, an editing document and a revision', async () => {
  for (const table of ['blogs', 'preview_blogs']) await db.insertInto(table).values({ id: 9001, title: 'Old', content: DIRTY, updated_at: AT }).execute();
  await db
    .insertInto('editor_docs')
    .values({ type: 'blogs', doc_id: '9001', draft: doc(DIRTY), published: doc(DIRTY), state: 'changed', version: 2, updated_at: AT })
    .execute();
  await db
    .insertInto('editor_revisions')
    .values({ type: 'blogs', doc_id: '9001', n: 1, kind: 'draft', data: doc(DIRTY), by: 'editor', at: AT })
    .execute();
  await db
    .insertInto('editor_revisions')
    .values({ type: 'page', doc_id: 'ppf_page', n: 99, kind: 'publish', data: JSON.stringify({ content: DIRTY }), by: 'editor', at: AT })
    .execute();
  await db.deleteFrom('pages').where('key', '=', 'ppf_page').execute();
  await db
    .insertInto('pages')
    .values({ key: 'ppf_page', data: JSON.stringify({ name: 'PPF', content: DIRTY }), updated_at: AT })
    .execute();
  const untouched = await one('blogs', { id: 1 }, 'content');

  await up(db);

  expect(await one('blogs', { id: 9001 }, 'content')).toBe(CLEAN);
  expect(await one('preview_blogs', { id: 9001 }, 'content')).toBe(CLEAN);
  expect(await one('blogs', { id: 9001 }, 'updated_at')).toBe(AT);
  expect(JSON.parse(await one('pages', { key: 'ppf_page' }, 'data'))).toEqual({ name: 'PPF', content: CLEAN });
  for (const version of ['draft', 'published'])
    expect(JSON.parse(await one('editor_docs', { type: 'blogs', doc_id: '9001' }, version))).toEqual({
      title: 'Stored long ago',
      content: CLEAN,
      label_arr: ['News'],
    });
  expect(JSON.parse(await one('editor_revisions', { type: 'blogs', doc_id: '9001', n: 1 }, 'data')).content).toBe(CLEAN);
  expect(JSON.parse(await one('editor_revisions', { type: 'page', doc_id: 'ppf_page', n: 99 }, 'data')).content).toBe(CLEAN);
  // clean HTML is left as it was, and a second run finds nothing to do
  expect(await one('blogs', { id: 1 }, 'content')).toBe(untouched);
  await up(db);
  expect(await one('blogs', { id: 9001 }, 'content')).toBe(CLEAN);
});
