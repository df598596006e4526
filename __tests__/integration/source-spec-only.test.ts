/**
 * Sourcing through the listed calls alone (docs/architecture.md#sourcing-at-scale): against a CMS
 * started with CMS_SPEC_ONLY, the goods, cases and training steps fall back from the extra
 * whole-collection calls to the paged lists and detail calls and produce the same records; an
 * API without allCities gets its regions country by country.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../cms/app';
import { createClient } from '../../plugins/gatsby-source-carfilm/client';
import { emptyRecords, type Records, type SourceContext } from '../../plugins/gatsby-source-carfilm/context';
import { fetchCases } from '../../plugins/gatsby-source-carfilm/fetch-cases';
import { fetchGoods } from '../../plugins/gatsby-source-carfilm/fetch-goods';
import { fetchNetwork } from '../../plugins/gatsby-source-carfilm/fetch-network';
import { fetchSite } from '../../plugins/gatsby-source-carfilm/fetch-site';
import { fetchSupport } from '../../plugins/gatsby-source-carfilm/fetch-support';
import { fetchTraining } from '../../plugins/gatsby-source-carfilm/fetch-training';
import { NODE_TYPE_NAMES, type NodeTypeName } from '../../plugins/gatsby-source-carfilm/node-types';
import { withDefaults } from '../../plugins/gatsby-source-carfilm/plugin-options';
import { sourceAll } from '../../plugins/gatsby-source-carfilm/source-nodes';
import { createPagesStatefully } from '../../gatsby-node';
import { serveOnLoopback, startCms, type TestCms } from './cms/helpers';

let cms: TestCms;
let specOnly: FastifyInstance;
let apiUrl: string;
let specUrl: string;

beforeAll(async () => {
  cms = await startCms();
  apiUrl = await serveOnLoopback(cms.app);
  specOnly = await buildApp({ ...cms.config, specOnly: true });
  specUrl = await serveOnLoopback(specOnly);
});
afterAll(async () => {
  await specOnly?.close();
  await cms?.close();
});

function context(url: string, calls: string[], fetchImpl: typeof fetch = fetch, warnings: string[] = []): SourceContext {
  const options = withDefaults({ apiUrl: url, retries: 0 });
  const noop = () => undefined;
  const counting: typeof fetch = (input, init) => {
    calls.push(new URL(String(input)).pathname);
    return fetchImpl(input, init);
  };
  return {
    client: createClient(options, counting),
    options,
    records: emptyRecords(NODE_TYPE_NAMES),
    reporter: { panicOnBuild: noop, info: noop, warn: (m: string) => void warnings.push(m), verbose: noop },
    createNode: noop,
    createNodeId: (s) => s,
    createContentDigest: () => 'x',
    cacheDir: '',
    publicDir: '',
  };
}

/** Records of a type by key, without the list position (the fallback may list in another order). */
const byKey = (records: Records, type: NodeTypeName) => Object.fromEntries(records[type].map((r) => [r.key, { ...r.data, order: undefined }]));

it.each([
  [
    'goods',
    fetchGoods,
    ['CmsProduct', 'CmsPlotter', 'CmsTool', 'CmsToolCategory', 'CmsToolsPage'],
    ['/api/goods/allProducts', '/api/goods/allPlotters', '/api/goods/allTools'],
  ],
  ['cases', fetchCases, ['CmsCase', 'CmsCollection'], ['/api/cases/all']],
  ['training', fetchTraining, ['CmsTraining', 'CmsTrainingPage'], ['/api/index/allTrains']],
  [
    'support',
    fetchSupport,
    ['CmsFaqCategory', 'CmsDownloadCategory', 'CmsFaq', 'CmsDownload'],
    ['/api/index/categoryTree', '/api/index/allQuestions', '/api/index/allDownloads'],
  ],
  ['network', fetchNetwork, ['CmsCountry', 'CmsPartnerCategory', 'CmsDealer'], ['/api/shop/allCities', '/api/shop/categorys', '/api/shop/all']],
] as const)('%s: the same records from the listed calls as from the extra calls', async (_name, step, types, extras) => {
  const fullCalls: string[] = [];
  const specCalls: string[] = [];
  const full = context(apiUrl, fullCalls);
  const spec = context(specUrl, specCalls);
  await step(full);
  await step(spec);
  for (const type of types) {
    expect(spec.records[type].length).toBeGreaterThan(0);
    expect(byKey(spec.records, type)).toEqual(byKey(full.records, type));
  }
  for (const path of extras) {
    expect(fullCalls).toContain(path);
    // asked once per build (the category tree once per category type), answered 404
    expect(specCalls.filter((p) => p === path)).toHaveLength(path === '/api/index/categoryTree' ? 2 : 1);
  }
});

it('network: regions country by country when the API has no allCities', async () => {
  const without: typeof fetch = async (input, init) =>
    new URL(String(input)).pathname === '/api/shop/allCities' ? new Response('{"code":0,"data":null,"msg":"Not found"}', { status: 404 }) : fetch(input, init);
  const full = context(apiUrl, []);
  const fallback = context(apiUrl, [], without);
  await fetchNetwork(full);
  await fetchNetwork(fallback);
  expect(fallback.records.CmsCountry.some((c) => (c.data.regions as unknown[]).length > 0)).toBe(true);
  expect(byKey(fallback.records, 'CmsCountry')).toEqual(byKey(full.records, 'CmsCountry'));
});

it('site: a page-meta title the API refuses falls back to the defaults with a warning naming it', async () => {
  const refusing: typeof fetch = async (input, init) => {
    const u = new URL(String(input));
    if (u.pathname === '/api/index/getPageMeta' && u.searchParams.get('title') === 'Safe-IN') {
      return new Response('{"code":0,"data":null,"msg":"This page has no content yet."}', { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return fetch(input, init);
  };
  const warnings: string[] = [];
  const ctx = context(apiUrl, [], refusing, warnings);
  await fetchSite(ctx);
  const titles = ctx.records.CmsPageMeta.map((r) => r.key);
  expect(titles).not.toContain('Safe-IN');
  expect(titles).toContain('Dealer Portal');
  expect(warnings).toEqual([
    '[gatsby-source-carfilm] GET /api/index/getPageMeta?title=Safe-IN: the API answered code 0 with msg "This page has no content yet."; the page meta "Safe-IN" falls back to the site\'s defaults',
  ]);
});

/** Every sourcing step through sourceAll, then the pages gatsby-node makes of the nodes. */
async function sourceAndPages(url: string): Promise<{ ok: boolean; nodes: Map<string, any[]>; paths: string[]; panics: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-spec-'));
  const nodes = new Map<string, any[]>();
  const panics: string[] = [];
  try {
    const { ok } = await sourceAll({
      createNode: (n: any) => void nodes.set(n.internal.type, [...(nodes.get(n.internal.type) ?? []), n]),
      createNodeId: (s: string) => s,
      createContentDigest: () => 'x',
      reporter: {
        panicOnBuild: (m: any) => void panics.push(m?.context?.sourceMessage ?? String(m)),
        info: () => undefined,
        warn: () => undefined,
        verbose: () => undefined,
      },
      cacheDir: path.join(dir, 'cache'),
      publicDir: path.join(dir, 'public'),
      options: { apiUrl: url, retries: 0 },
    });
    const paths: string[] = [];
    await (createPagesStatefully as any)({
      actions: { createPage: (p: { path: string }) => void paths.push(p.path) },
      getNodesByType: (t: string) => nodes.get(t) ?? [],
      reporter: { info: () => undefined, warn: () => undefined },
    });
    return { ok, nodes, paths: paths.sort(), panics };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('a whole sourcing through a spec-only CMS gives the same node ids and the same pages', async () => {
  const full = await sourceAndPages(apiUrl);
  const spec = await sourceAndPages(specUrl);
  expect(spec.panics).toEqual([]);
  expect(spec.ok).toBe(true);
  const ids = (r: typeof full) => Object.fromEntries(NODE_TYPE_NAMES.map((t) => [t, (r.nodes.get(t) ?? []).map((n) => n.id).sort()]));
  expect(ids(spec)).toEqual(ids(full));
  expect(spec.paths.length).toBeGreaterThan(50);
  expect(spec.paths).toEqual(full.paths);
}, 120_000);
