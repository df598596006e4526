/**
 * The source plugin against the real reference CMS (fixture content, temp DB, real HTTP on a
 * free port): every node type is created, blogs come from every page, media are downloaded and
 * rewritten; and the build fails loudly — naming the endpoint — when the API is down (giving up
 * within 30 s), refuses (code 0) or answers off-contract.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import http from 'node:http';
import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../cms/app';
import { loadConfig } from '../../cms/config';
import { loadContent } from '../../cms/db/content-loader';
import { sourceAll } from '../../plugins/gatsby-source-carfilm/source-nodes';
import { NODE_TYPES, NODE_TYPE_NAMES, MEDIA_NODE_TYPE } from '../../plugins/gatsby-source-carfilm/node-types';
import type { CarfilmOptions } from '../../plugins/gatsby-source-carfilm/plugin-options';
import { freePort } from '../../scripts/lib/proc';

const FIXTURE_DIR = path.join(__dirname, '../fixtures/content');

interface FakeGatsby {
  nodes: any[];
  panics: string[];
  warnings: string[];
  dir: string;
}

/** Runs the plugin's sourcing with fake Gatsby actions; the reporter throws on panicOnBuild like a build. */
async function source(apiUrl: string, options: Partial<CarfilmOptions> = {}, fetchImpl?: typeof fetch): Promise<FakeGatsby> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-source-'));
  const out: FakeGatsby = { nodes: [], panics: [], warnings: [], dir };
  // a sourcing that fails leaves no folder behind (the caller removes the folder of one that succeeds)
  await sourceAll({
    createNode: (n: any) => void out.nodes.push(n),
    createNodeId: (s: string) => createHash('md5').update(s).digest('hex'),
    createContentDigest: (x: unknown) => createHash('md5').update(JSON.stringify(x)).digest('hex'),
    reporter: {
      panicOnBuild: (meta: { context?: { sourceMessage?: string } } | string) => {
        const msg = typeof meta === 'string' ? meta : (meta.context?.sourceMessage ?? JSON.stringify(meta));
        out.panics.push(msg);
        throw new Error(msg);
      },
      info: () => undefined,
      warn: (m: string) => void out.warnings.push(m),
      verbose: () => undefined,
    },
    cacheDir: path.join(dir, 'cache'),
    publicDir: path.join(dir, 'public'),
    options: { apiUrl, ...options },
    fetchImpl,
  }).catch((err: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  return out;
}

const byType = (g: FakeGatsby, type: string) => g.nodes.filter((n) => n.internal.type === type);

let app: FastifyInstance;
let apiUrl: string;
let cmsDir: string;

beforeAll(async () => {
  cmsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-cms-'));
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    {
      port,
      host: '127.0.0.1',
      dbFile: path.join(cmsDir, 'cms.sqlite'),
      uploadDir: path.join(cmsDir, 'uploads'),
      publicUrl: apiUrl,
      logger: false,
      throttleMax: 100000,
      demo: true,
    },
  );
  app = await buildApp(config);
  await app.ready();
  await loadContent(app.cms.db, FIXTURE_DIR, config.uploadDir, { demo: true });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(cmsDir, { recursive: true, force: true });
});

describe('sourcing the reference CMS', () => {
  let g: FakeGatsby;
  beforeAll(async () => {
    g = await source(apiUrl);
  });
  afterAll(() => fs.rmSync(g.dir, { recursive: true, force: true }));

  it('runs without a panic', () => {
    expect(g.panics).toEqual([]);
  });

  it.each(NODE_TYPE_NAMES)('creates %s nodes whose fields fit the contract', (type) => {
    const nodes = byType(g, type);
    expect(nodes.length).toBeGreaterThan(0);
    const def = NODE_TYPES[type] as { schema: any; single?: boolean };
    if (def.single) expect(nodes).toHaveLength(1);
    for (const n of nodes) {
      // Back to the API's shape: cmsId → id, subcategories → children, no Gatsby fields.
      const { id: _gid, parent: _p, children: _c, internal: _i, order, cmsId, subcategories, ...rest } = n;
      const data: Record<string, unknown> = { ...rest };
      if (cmsId !== undefined) data.id = cmsId;
      if (subcategories !== undefined) data.subcategories = subcategories; // node-types.ts renames children → subcategories in the schema too
      if (!def.single) expect(order).toEqual(expect.any(Number));
      const first = Value.Errors(def.schema, data).First();
      expect(first ? `${first.path}: ${first.message}` : null).toBeNull();
    }
  });

  it('pulls blogs from every page of the list, in API order, with their details', async () => {
    const list = await (await fetch(`${apiUrl}/api/Blog/list?page=1`)).json();
    const { total, per_page, last_page } = list.data.blogs;
    expect(last_page).toBeGreaterThan(1); // the fixture pages, so this checks paging
    const blogs = byType(g, 'CmsBlog').sort((a, b) => a.order - b.order);
    expect(blogs).toHaveLength(total);
    expect(blogs.slice(0, per_page).map((b) => b.cmsId)).toEqual(list.data.blogs.data.map((b: { id: number }) => b.id));
    expect(blogs.every((b) => typeof b.content === 'string' && Array.isArray(b.related))).toBe(true);
    const index = byType(g, 'CmsBlogIndex')[0];
    expect(index).toMatchObject({ per_page, total, last_page });
    for (const t of byType(g, 'CmsBlogType')) {
      const page1 = await (await fetch(`${apiUrl}/api/Blog/list?type=${t.cmsId}&page=1`)).json();
      expect(t.first_page_ids).toEqual(page1.data.blogs.data.map((b: { id: number }) => b.id));
    }
  });

  it('rewrites every API media URL to /media/<hash>-<name> and puts the file in public/media', () => {
    const text = JSON.stringify(g.nodes.filter((n) => n.internal.type !== MEDIA_NODE_TYPE && n.internal.type !== 'File'));
    expect(text).not.toContain(apiUrl);
    expect(text).toMatch(/\/media\/[0-9a-f]{10}-[A-Za-z0-9._-]+/);
    const media = byType(g, MEDIA_NODE_TYPE);
    expect(media.length).toBeGreaterThan(0);
    for (const m of media) {
      expect(m.url).toMatch(/^\/media\/[0-9a-f]{10}-/);
      expect(fs.existsSync(path.join(g.dir, 'public', m.url))).toBe(true);
    }
    // rich HTML too: a blog whose content had <img src="media/…"> now points at /media/
    const withImg = byType(g, 'CmsBlog').find((b) => /<img[^>]+src=/.test(b.content));
    expect(withImg).toBeDefined();
    expect(withImg.content).toMatch(/src="\/media\/[0-9a-f]{10}-/);
  });

  it('links raster images to File nodes for gatsby-plugin-image', () => {
    const files = byType(g, 'File');
    const images = byType(g, MEDIA_NODE_TYPE).filter((m) => /\.(png|jpe?g|webp|gif)$/i.test(m.url));
    expect(images.length).toBeGreaterThan(0);
    for (const m of images) expect(files.some((f) => f.id === m.file)).toBe(true);
  });

  it('keeps the downloaded media in the cache so a second build does not download again', async () => {
    let mediaRequests = 0;
    const counting: typeof fetch = (input, init) => {
      if (!String(input).includes('/api/')) mediaRequests++;
      return fetch(input, init);
    };
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-source-'));
    fs.cpSync(path.join(g.dir, 'cache'), path.join(dir2, 'cache'), { recursive: true });
    // same cache dir, fresh public dir
    const again = await sourceAllWithDirs(dir2, counting);
    expect(again.panics).toEqual([]);
    expect(mediaRequests).toBe(0);
    expect(fs.readdirSync(path.join(dir2, 'public', 'media')).length).toBe(byType(g, MEDIA_NODE_TYPE).length);
    fs.rmSync(dir2, { recursive: true, force: true });
  });
});

async function sourceAllWithDirs(dir: string, fetchImpl: typeof fetch): Promise<FakeGatsby> {
  const out: FakeGatsby = { nodes: [], panics: [], warnings: [], dir };
  await sourceAll({
    createNode: (n: any) => void out.nodes.push(n),
    createNodeId: (s: string) => s,
    createContentDigest: () => 'x',
    reporter: {
      panicOnBuild: (m: any) => {
        out.panics.push(m?.context?.sourceMessage);
        throw new Error(m?.context?.sourceMessage);
      },
      info: () => undefined,
      warn: () => undefined,
      verbose: () => undefined,
    },
    cacheDir: path.join(dir, 'cache'),
    publicDir: path.join(dir, 'public'),
    options: { apiUrl },
    fetchImpl,
  });
  return out;
}

/** A fetch that answers `body` for one path of the real CMS and passes everything else through. */
function faulty(pathname: string, body: unknown): typeof fetch {
  return async (input, init) => {
    if (new URL(String(input)).pathname === pathname) {
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return fetch(input, init);
  };
}

describe('failing loudly', () => {
  it('names the endpoint and gives up quickly when the API is down (connection refused)', async () => {
    const port = await freePort(); // nothing listens here
    const started = Date.now();
    await expect(source(`http://127.0.0.1:${port}`)).rejects.toThrow(/GET \/api\/[\w/]+.*unreachable \(connection refused\)/);
    expect(Date.now() - started).toBeLessThan(30000);
  });

  it('gives up within 30 s when the API accepts connections but never answers (default options)', async () => {
    const sockets = new Set<net.Socket>();
    const hang = http.createServer(() => undefined); // never responds
    hang.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', () => r()));
    const { port } = hang.address() as net.AddressInfo;
    const started = Date.now();
    try {
      await expect(source(`http://127.0.0.1:${port}`)).rejects.toThrow(/GET \/api\/[\w/]+.*unreachable \(timed out\)/);
      expect(Date.now() - started).toBeLessThan(30000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => hang.close(r));
    }
  }, 45000);

  it('names the endpoint and the msg when the API answers code 0', async () => {
    const fetchImpl = faulty('/api/index/getAboutUs', { code: 0, data: null, msg: 'This page has no content yet.' });
    await expect(source(apiUrl, {}, fetchImpl)).rejects.toThrow(
      'step "fetch-about" failed: GET /api/index/getAboutUs: the API answered code 0 with msg "This page has no content yet."',
    );
  });

  it('names the endpoint and the first schema error path when the answer is off-contract', async () => {
    const fetchImpl = faulty('/api/index/getCoreValues', { code: 1, msg: 'ok', data: [{ id: 1, title: 42, image: null, content: '' }] });
    await expect(source(apiUrl, {}, fetchImpl)).rejects.toThrow(
      /step "fetch-about" failed: GET \/api\/index\/getCoreValues: the API answer does not fit the contract at \/data\/0\/title: Expected string/,
    );
  });

  it('names the endpoint when a later page of the blog list is off-contract', async () => {
    const real = fetch;
    const fetchImpl: typeof fetch = async (input, init) => {
      const u = new URL(String(input));
      // an API without the bulk export: the build follows the list's pages
      if (u.pathname === '/api/export/blogs') return new Response('{"code":0,"data":null,"msg":"Not found"}', { status: 404 });
      if (u.pathname === '/api/Blog/list' && u.searchParams.get('page') === '2' && !u.searchParams.has('type')) {
        return new Response(JSON.stringify({ code: 1, msg: '', data: { blogs: { data: 'nope' }, type_name: null } }), { status: 200 });
      }
      return real(input, init);
    };
    await expect(source(apiUrl, {}, fetchImpl)).rejects.toThrow(/GET \/api\/Blog\/list\?page=2: the API answer does not fit the contract at \/data\/blogs/);
  });
});
