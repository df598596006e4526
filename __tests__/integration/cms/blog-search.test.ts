// Blog keyword search through the trigram full-text index: substring matches in title and desc,
// special characters as plain text, short and empty searches, the index kept in step with edits,
// and no scan of the whole table for a search. The list by type reads blog_labels, which triggers
// keep in step with each blog's tags on both dialects.
import SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { blogKeywordMatch } from '../../../cms/db/search/blog-keywords';
import { cardsQuery, taggedWith } from '../../../cms/db/repositories/blog.repository';
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

// without statistics SQLite read the whole status index (every published post) to find nine cards by id
(process.env.CMS_TEST_PG_URL ? it.skip : it)('the content loader leaves statistics for the query planner', () => {
  const conn = new SQLite(cms.config.dbFile, { readonly: true });
  try {
    expect((conn.prepare(`SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = 'blogs'`).get() as { n: number }).n).toBeGreaterThan(0);
  } finally {
    conn.close();
  }
});

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
});

describe('Blog/list by type', () => {
  const EVENTS = 2;
  const NEWS = 3;
  /** every page of the list of a type, as a visitor's MORE+ reads it */
  const typeIds = async (type: number): Promise<number[]> => {
    const found: number[] = [];
    for (let page = 1; ; page++) {
      const body = (await call(cms.app, 'blogList', { type, page })).json();
      expect(body.code).toBe(1);
      found.push(...body.data.blogs.data.map((b: { id: number }) => b.id));
      if (page >= body.data.blogs.last_page) {
        expect(found.length).toBe(body.data.blogs.total);
        return found;
      }
    }
  };
  const blog = (id: number, label_arr: string) => ({
    id,
    title: `Tagged ${id}`,
    desc: '',
    sub_title: '',
    keywords: '',
    image: null,
    label_arr,
    createtime: '2020-06-01 00:00:00',
    content: '',
    related: '[]',
    status: 'published' as const,
    updated_at: new Date(0).toISOString(),
  });

  it('follows a blog’s tags as they are written, changed and deleted', async () => {
    const db = cms.app.cms.db;
    await db
      .insertInto('blogs')
      .values([blog(9101, '["Events"]'), blog(9102, '["Events","News","Events"]'), blog(9103, 'not JSON'), blog(9104, '{"a":1}')])
      .execute();
    expect(await typeIds(EVENTS)).toEqual(expect.arrayContaining([9101, 9102]));
    expect(await typeIds(NEWS)).toEqual(expect.arrayContaining([9102]));
    expect(await typeIds(NEWS)).not.toContain(9101);
    // tags that are not a JSON array are no tags: the blog is stored and listed under no type
    for (const type of [1, EVENTS, NEWS]) expect(await typeIds(type)).not.toEqual(expect.arrayContaining([9103]));
    expect((await db.selectFrom('blog_labels').select('label').where('blog_id', 'in', [9103, 9104]).execute()).length).toBe(0);

    await db.updateTable('blogs').set({ label_arr: '["News"]' }).where('id', '=', 9101).execute();
    expect(await typeIds(EVENTS)).not.toContain(9101);
    expect(await typeIds(NEWS)).toContain(9101);
    await db.deleteFrom('blogs').where('id', 'in', [9101, 9102]).execute();
    expect(await typeIds(NEWS)).not.toContain(9101);
    expect(await typeIds(EVENTS)).not.toContain(9102);
    expect((await db.selectFrom('blog_labels').select('label').where('blog_id', 'in', [9101, 9102]).execute()).length).toBe(0);
  });

  it('answers the list by type with the same pages and total as the tags say', async () => {
    const db = cms.app.cms.db;
    const rows = await db.selectFrom('blogs').select(['id', 'label_arr']).where('status', '=', 'published').execute();
    const expected = rows.filter((r) => r.label_arr.includes('"Events"')).length;
    const body = (await call(cms.app, 'blogList', { type: EVENTS })).json();
    expect(body.data.blogs.total).toBe(expected);
    expect(body.data.type_name).toBe('Events');
  });
});

// The query plans at size, as the planner sees them with statistics (the loader gathers them after
// a load): with a few dozen posts a scan is cheapest and the planner rightly takes it. SQLite reads
// its FTS5 trigram index, PostgreSQL its pg_trgm indexes (migration 2026-11-25-blog-search-pg).
describe('query plans with thousands of posts', () => {
  const pg = !!process.env.CMS_TEST_PG_URL;
  beforeAll(async () => {
    const db = cms.app.cms.db;
    const words = ['ceramic', 'satin', 'gloss', 'matte', 'precut', 'plotter', 'window', 'tint'];
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: 20001 + i,
      title: `${words[i % 8]} ${words[(i * 3) % 8]} story ${i}`,
      desc: `${words[(i * 5) % 8]} film care`,
      sub_title: '',
      keywords: '',
      image: null,
      label_arr: JSON.stringify([['Blogs', 'Events', 'News'][i % 3]]),
      createtime: `2019-01-01 ${String(i % 24).padStart(2, '0')}:00:00`,
      content: '',
      related: '[]',
      status: 'published' as const,
      updated_at: new Date(0).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('blogs')
        .values(rows.slice(i, i + 200))
        .execute();
    await sql`ANALYZE`.execute(db);
  });

  const planOf = async (q: CompiledQuery): Promise<string[]> => {
    if (pg) {
      // PostgreSQL's planner still prefers reading 3,000 small rows whole: asked not to, it must find an index
      return cms.app.cms.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const rows = (await trx.executeQuery(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]))).rows as { 'QUERY PLAN': string }[];
        return rows.map((r) => r['QUERY PLAN'].trim());
      });
    }
    const conn = new SQLite(cms.config.dbFile, { readonly: true });
    try {
      return (conn.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);
    } finally {
      conn.close();
    }
  };

  it('a keyword search reads the trigram index, not every blog', async () => {
    const db = cms.app.cms.db;
    const plan = await planOf(db.selectFrom('blogs').select('id').where(blogKeywordMatch(db, 'story 2999')).compile());
    if (pg) {
      expect(plan.join('\n')).toMatch(/Bitmap Index Scan on blogs_title_trgm/);
      expect(plan.join('\n')).toMatch(/Bitmap Index Scan on blogs_desc_trgm/);
      expect(plan.filter((d) => /Seq Scan on blogs\b/.test(d))).toEqual([]);
    } else {
      expect(plan.some((d) => /VIRTUAL TABLE INDEX/.test(d))).toBe(true);
      expect(plan.filter((d) => /^SCAN blogs\b/.test(d))).toEqual([]);
    }
  });

  it('the list by type reads the tag index instead of unpacking every blog’s tags', async () => {
    const db = cms.app.cms.db;
    const plan = await planOf(db.selectFrom('blogs').select('id').where(taggedWith('News')).compile());
    expect(plan.some((d) => /blog_labels/.test(d) && /(PRIMARY KEY|INDEX|Index)/.test(d))).toBe(true);
    expect(plan.filter((d) => /json_each|json_array_elements/.test(d))).toEqual([]);
  });

  it('a page of cards is found by id, not by reading every published blog', async () => {
    const plan = await planOf(cardsQuery(cms.app.cms.db, [1, 2, 3]).compile());
    if (pg) expect(plan.join('\n')).toMatch(/Index Scan using blogs_pkey|Bitmap Index Scan on blogs_pkey/);
    else expect(plan).toEqual([expect.stringMatching(/USING INTEGER PRIMARY KEY/)]);
  });

  it('still answers searches and types with every match counted', async () => {
    expect((await call(cms.app, 'blogList', { keywords: 'story 2999' })).json().data.blogs.data.map((b: { id: number }) => b.id)).toEqual([23000]);
    const news = (await call(cms.app, 'blogList', { type: 3 })).json().data.blogs;
    expect(news.total).toBeGreaterThanOrEqual(1000);
    expect(news.data).toHaveLength(news.per_page);
  });
});
