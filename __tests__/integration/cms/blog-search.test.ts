// Blog keyword search through the trigram full-text index: substring matches in title and desc,
// special characters as plain text, short and empty searches, the index kept in step with edits,
// and no scan of the whole table for a search.
import SQLite from 'better-sqlite3';
import { blogKeywordMatch } from '../../../cms/db/search/blog-keywords';
import { call, startCms, type TestCms } from './helpers';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
  const extra = [
    { id: 9001, title: 'Say "hello" AND goodbye', desc: 'NEAR(a b) and star* operators' },
    { id: 9002, title: 'Ünïcode façade', desc: 'colour – dash' },
    { id: 9003, title: 'Plain', desc: "O'Brien's 100% ceramic_coat" },
  ];
  await cms.app.cms.db
    .insertInto('blogs')
    .values(
      extra.map((b) => ({
        ...b,
        sub_title: '',
        keywords: '',
        image: null,
        label_arr: '["News"]',
        createtime: '2021-01-01 00:00:00',
        content: '',
        related: '[]',
        status: 'published' as const,
        updated_at: new Date(0).toISOString(),
      })),
    )
    .execute();
});
afterAll(() => cms.close());

async function search(keywords: string): Promise<number[]> {
  const body = (await call(cms.app, 'blogList', { keywords })).json();
  expect(body.code).toBe(1);
  return body.data.blogs.data.map((b: { id: number }) => b.id).sort((a: number, b: number) => a - b);
}

describe('Blog/list keywords', () => {
  it('finds substrings of title and desc, ignoring case', async () => {
    expect(await search('CERAMIC')).toEqual([7, 9003]);
    expect(await search('ello" and good')).toEqual([9001]);
    expect(await search('façade')).toEqual([9002]);
  });

  it('treats quotes, FTS operators and LIKE wildcards as plain text', async () => {
    expect(await search('"hello"')).toEqual([9001]);
    expect(await search('NEAR(a b)')).toEqual([9001]);
    expect(await search('star*')).toEqual([9001]);
    expect(await search("O'Brien")).toEqual([9003]);
    expect(await search('100%')).toEqual([9003]);
    expect(await search('ic_coat')).toEqual([9003]);
    expect(await search('icXcoat')).toEqual([]);
    expect(await search('"')).toEqual([9001]);
    expect(await search('AND OR NOT')).toEqual([]);
  });

  it('answers one- and two-character searches too', async () => {
    expect(await search('%')).toEqual([5, 9003]);
    expect(await search('Ü')).toEqual([9002]);
  });

  it('lists everything for empty or blank keywords', async () => {
    const all = (await call(cms.app, 'blogList', {})).json().data.blogs.total;
    expect((await call(cms.app, 'blogList', { keywords: '' })).json().data.blogs.total).toBe(all);
    expect((await call(cms.app, 'blogList', { keywords: '   ' })).json().data.blogs.total).toBe(all);
  });

  it('follows edits and deletions of blogs', async () => {
    await cms.app.cms.db.updateTable('blogs').set({ title: 'Renamed zebrafish' }).where('id', '=', 9002).execute();
    expect(await search('zebrafish')).toEqual([9002]);
    expect(await search('façade')).toEqual([]);
    await cms.app.cms.db.deleteFrom('blogs').where('id', '=', 9002).execute();
    expect(await search('zebrafish')).toEqual([]);
  });

  // the FTS5 index is SQLite's; the integration-pg project runs the same searches on PostgreSQL's scan
  (process.env.CMS_TEST_PG_URL ? it.skip : it)('reads the full-text index instead of scanning every blog', () => {
    const db = cms.app.cms.db;
    const q = db.selectFrom('blogs').select('id').where(blogKeywordMatch(db, 'ceramic')).compile();
    const conn = new SQLite(cms.config.dbFile, { readonly: true });
    try {
      const plan = (conn.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);
      expect(plan.some((d) => /VIRTUAL TABLE INDEX/.test(d))).toBe(true);
      expect(plan.filter((d) => /^SCAN blogs\b/.test(d))).toEqual([]);
    } finally {
      conn.close();
    }
  });
});
