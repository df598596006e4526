/**
 * Sourcing at scale (docs/architecture.md#sourcing-at-scale): more than 5,000 blogs in the real
 * CMS all get a node and a page, through the bulk export and through the listed calls alone
 * (a CMS started with CMS_SPEC_ONLY); a list whose total disagrees with its pages, or whose
 * last_page runs away, fails the build naming the call, the page and the numbers.
 */
import { buildApp } from '../../cms/app';
import type { FastifyInstance } from 'fastify';
import { createClient } from '../../plugins/gatsby-source-carfilm/client';
import { emptyRecords, type SourceContext } from '../../plugins/gatsby-source-carfilm/context';
import { fetchBlogs } from '../../plugins/gatsby-source-carfilm/fetch-blogs';
import { fetchAllPages } from '../../plugins/gatsby-source-carfilm/fetch-paged';
import { NODE_TYPE_NAMES, toNodeFields } from '../../plugins/gatsby-source-carfilm/node-types';
import { withDefaults } from '../../plugins/gatsby-source-carfilm/plugin-options';
import { createPagesStatefully } from '../../gatsby-node';
import { serveOnLoopback, startCms, type TestCms } from './cms/helpers';

const EXTRA_BLOGS = 5200;

let cms: TestCms;
let specOnly: FastifyInstance;
let apiUrl: string;
let specUrl: string;
let total: number;

beforeAll(async () => {
  cms = await startCms();
  const rows = Array.from({ length: EXTRA_BLOGS }, (_, i) => ({
    id: 100_000 + i,
    title: `Scale post ${i + 1}`,
    sub_title: '',
    desc: `Generated post number ${i + 1}`,
    keywords: '',
    image: null,
    label_arr: JSON.stringify(['News']),
    // many posts share a createtime, so the keyset cursor must break ties by id
    createtime: `2020-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
    content: `<h3>Part ${i + 1}</h3><p>Body of post ${i + 1}.</p>`,
    related: '[]',
    status: 'published' as const,
    updated_at: new Date(0).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await cms.app.cms.db
      .insertInto('blogs')
      .values(rows.slice(i, i + 500))
      .execute();
  total = Number(
    (
      await cms.app.cms.db
        .selectFrom('blogs')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  apiUrl = await serveOnLoopback(cms.app);
  // the same database served by a CMS that offers only the calls of docs/product/api-calls.md
  specOnly = await buildApp({ ...cms.config, specOnly: true });
  specUrl = await serveOnLoopback(specOnly);
}, 120_000);

afterAll(async () => {
  await specOnly?.close();
  await cms?.close();
});

interface Run {
  ctx: SourceContext;
  calls: string[];
}

function context(url: string, fetchImpl: typeof fetch = fetch): Run {
  const calls: string[] = [];
  const counting: typeof fetch = (input, init) => {
    calls.push(new URL(String(input)).pathname);
    return fetchImpl(input, init);
  };
  const options = withDefaults({ apiUrl: url, retries: 0 });
  const noop = () => undefined;
  const ctx: SourceContext = {
    client: createClient(options, counting),
    options,
    records: emptyRecords(NODE_TYPE_NAMES),
    reporter: { panicOnBuild: noop, info: noop, warn: noop, verbose: noop },
    createNode: noop,
    createNodeId: (s) => s,
    createContentDigest: () => 'x',
    cacheDir: '',
    publicDir: '',
  };
  return { ctx, calls };
}

/** The pages gatsby-node creates for these records. */
async function pagesFor(ctx: SourceContext): Promise<string[]> {
  const nodes = new Map<string, any[]>();
  for (const type of NODE_TYPE_NAMES)
    nodes.set(
      type,
      ctx.records[type].map((r) => ({ ...toNodeFields(r.data), id: `${type}:${r.key}`, internal: { type } })),
    );
  const paths: string[] = [];
  await (createPagesStatefully as any)({
    actions: { createPage: (p: { path: string }) => void paths.push(p.path) },
    getNodesByType: (t: string) => nodes.get(t) ?? [],
    reporter: { info: () => undefined, warn: () => undefined },
  });
  return paths;
}

/** Rewrites the JSON of the answers to one path (fault injection on the real CMS's answers). */
function altering(pathname: string, change: (body: any, url: URL) => void): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const res = await fetch(input, init);
    if (url.pathname !== pathname) return res;
    const body = await res.json();
    change(body, url);
    return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } });
  };
}

describe('more than 5,000 blogs', () => {
  let exported: Run;

  beforeAll(async () => {
    exported = context(apiUrl);
    await fetchBlogs(exported.ctx);
  }, 120_000);

  it('gives every published blog one node through the bulk export, in tens of calls', () => {
    expect(total).toBeGreaterThan(5000);
    const ids = exported.ctx.records.CmsBlog.map((r) => r.data.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(exported.calls.filter((p) => p === '/api/export/blogs').length).toBe(Math.ceil(total / 500));
    expect(exported.calls.length).toBeLessThan(50);
    expect(exported.calls).not.toContain('/api/Blog/detail');
  });

  it('gives every blog a page, and the paged list every page', async () => {
    const paths = await pagesFor(exported.ctx);
    const blogPages = paths.filter((p) => /^\/blogInfo\/\d+\/$/.test(p));
    expect(blogPages).toHaveLength(total);
    expect(paths.filter((p) => /^\/blog\/(page\/\d+\/)?$/.test(p))).toHaveLength(Math.ceil(total / 9));
  });

  it('sources the same blogs, in the same order, through the listed calls alone (CMS_SPEC_ONLY)', async () => {
    const listed = context(specUrl);
    await fetchBlogs(listed.ctx);
    expect(listed.calls).toContain('/api/export/blogs'); // asked once, answered 404
    expect(listed.calls.filter((p) => p === '/api/export/blogs')).toHaveLength(1);
    expect(listed.calls.filter((p) => p === '/api/Blog/detail')).toHaveLength(total);
    expect(listed.ctx.records.CmsBlog).toEqual(exported.ctx.records.CmsBlog);
    expect(listed.ctx.records.CmsBlogType).toEqual(exported.ctx.records.CmsBlogType);
  }, 240_000);
});

describe('a list that disagrees with itself fails the build', () => {
  it('names the call, the page and both numbers when the list total is larger than what its pages hold', async () => {
    const fetchImpl = altering('/api/Blog/list', (body, url) => {
      if (!url.searchParams.has('type')) {
        body.data.blogs.total += 3;
      }
    });
    const { ctx } = context(specUrl, fetchImpl);
    await expect(fetchBlogs(ctx)).rejects.toThrow(
      new RegExp(
        `GET /api/Blog/list: total is ${total + 3} but ${total} distinct item\\(s\\) were listed across ${Math.ceil((total + 3) / 9)} page\\(s\\); page ${Math.ceil((total + 3) / 9)} listed \\d+ item\\(s\\) where \\d+ were expected`,
      ),
    );
  }, 240_000);

  it('names the page whose total differs from page 1', async () => {
    const fetchImpl = altering('/api/Blog/list', (body, url) => {
      if (url.searchParams.get('page') === '7') body.data.blogs.total -= 1;
    });
    const { ctx } = context(specUrl, fetchImpl);
    await expect(fetchBlogs(ctx)).rejects.toThrow(`GET /api/Blog/list?page=7: total is ${total - 1} but page 1 said ${total}`);
  }, 240_000);

  it('names the export call and both numbers when the export total disagrees', async () => {
    const fetchImpl = altering('/api/export/blogs', (body) => {
      body.data.total += 1;
    });
    const { ctx } = context(apiUrl, fetchImpl);
    await expect(fetchBlogs(ctx)).rejects.toThrow(`GET /api/export/blogs: total is ${total + 1} but ${total} distinct blog(s) were exported`);
  }, 120_000);

  it('stops, never truncates, on a runaway last_page', async () => {
    const page = { data: [{ id: 1 }], per_page: 1, total: 1_000_000_000, last_page: 1_000_000_000, current_page: 1 };
    await expect(fetchAllPages({ path: '/api/x', fetchPage: async () => page, idOf: (i) => i.id, concurrency: 2 })).rejects.toThrow(
      'GET /api/x?page=1: last_page is 1000000000, above the runaway limit of 100000 pages (total 1000000000, per_page 1)',
    );
  });

  it('fails when last_page cannot hold the total', async () => {
    const page = { data: [{ id: 1 }], per_page: 1, total: 5, last_page: 2, current_page: 1 };
    await expect(fetchAllPages({ path: '/api/x', fetchPage: async () => page, idOf: (i) => i.id, concurrency: 2 })).rejects.toThrow(
      'GET /api/x?page=1: total is 5 at per_page 1, which needs 5 page(s), but last_page is 2',
    );
  });
});
