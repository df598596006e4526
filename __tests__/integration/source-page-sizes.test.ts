/**
 * Page sizes come from the API (docs/architecture.md#sourcing-at-scale): the source plugin carries
 * the `per_page` the CMS answers for cases, a category's tools, FAQs and downloads into the build
 * (CmsCaseList, CmsToolList, CmsFaqList, CmsDownloadList), and the site's paging follows it. A CMS
 * that pages by other sizes gives other pages.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PER_PAGE } from '../../cms/lib/paging';
import { sourceAll } from '../../plugins/gatsby-source-carfilm/source-nodes';
import { createPagesStatefully } from '../../gatsby-node';
import { freePort } from '../../scripts/lib/proc';
import { startCms, type TestCms } from './cms/helpers';

type AnyNode = Record<string, any>;

let cms: TestCms;
let apiUrl: string;
let dir: string;
const ORIGINAL = { ...PER_PAGE };

beforeAll(async () => {
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  // the helper turns the public cache off: the second test changes the page sizes, and answers
  // cached by the first must not be served
  cms = await startCms({ port, host: '127.0.0.1', publicUrl: apiUrl });
  dir = cms.dir;
  await cms.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  Object.assign(PER_PAGE, ORIGINAL);
  await cms?.close();
});

async function source(): Promise<AnyNode[]> {
  const nodes: AnyNode[] = [];
  const { ok } = await sourceAll({
    createNode: (n: AnyNode) => void nodes.push(n),
    createNodeId: (s: string) => createHash('md5').update(s).digest('hex'),
    createContentDigest: (x: unknown) => createHash('md5').update(JSON.stringify(x)).digest('hex'),
    reporter: {
      panicOnBuild: (m: unknown) => {
        throw new Error(JSON.stringify(m));
      },
      info: () => undefined,
      warn: () => undefined,
      verbose: () => undefined,
    },
    cacheDir: path.join(dir, 'cache'),
    publicDir: path.join(dir, 'public'),
    options: { apiUrl },
  });
  expect(ok).toBe(true);
  return nodes;
}

const single = (nodes: AnyNode[], type: string) => nodes.filter((n) => n.internal.type === type);

/** The pages gatsby-node makes from these nodes: path → context. */
async function pagesOf(nodes: AnyNode[]): Promise<Map<string, AnyNode>> {
  const pages = new Map<string, AnyNode>();
  const byType = (type: string) => nodes.filter((n) => n.internal.type === type);
  await (createPagesStatefully as unknown as (args: object) => Promise<void>)({
    actions: { createPage: (p: { path: string; context: AnyNode }) => void pages.set(p.path, p.context) },
    getNodesByType: byType,
    reporter: { info: () => undefined },
  });
  return pages;
}

it('carries the per_page the CMS answers for each paged list', async () => {
  const nodes = await source();
  expect(single(nodes, 'CmsCaseList')).toEqual([expect.objectContaining({ per_page: PER_PAGE.cases })]);
  expect(single(nodes, 'CmsToolList')).toEqual([expect.objectContaining({ per_page: PER_PAGE.tools })]);
  expect(single(nodes, 'CmsFaqList')).toEqual([expect.objectContaining({ per_page: PER_PAGE.faqs })]);
  expect(single(nodes, 'CmsDownloadList')).toEqual([expect.objectContaining({ per_page: PER_PAGE.downloads })]);
});

it('pages cases and a category’s tools by what the CMS answers, not by a number of its own', async () => {
  // The reference CMS pages by its PER_PAGE table; this CMS instance is told to page by 1.
  Object.assign(PER_PAGE, { cases: 1, tools: 1, faqs: 1, downloads: 1 });
  const nodes = await source();
  expect(single(nodes, 'CmsFaqList')[0].per_page).toBe(1);
  expect(single(nodes, 'CmsDownloadList')[0].per_page).toBe(1);

  const pages = await pagesOf(nodes);
  const cases = single(nodes, 'CmsCase').length;
  expect(cases).toBeGreaterThan(1);
  expect(pages.get('/ExampleList/')).toMatchObject({ perPage: 1, limit: 1, pageCount: cases });
  expect(pages.has(`/ExampleList/page/${cases}/`)).toBe(true);

  const category = single(nodes, 'CmsToolCategory').find((c) => single(nodes, 'CmsTool').filter((t) => t.category_id === c.cmsId).length > 1);
  expect(category).toBeDefined();
  const tools = single(nodes, 'CmsTool').filter((t) => t.category_id === category!.cmsId).length;
  expect(pages.get(`/Tool/${category!.cmsId}/`)).toMatchObject({ perPage: 1, pageCount: tools });
  expect(pages.has(`/Tool/${category!.cmsId}/page/${tools}/`)).toBe(true);
});
