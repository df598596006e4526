// The route table (contract/routes.ts) and what derives from it: the same lists the site, the
// sitemap, the hosts and the console declared one by one before it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  CLIENT_ONLY_REWRITES,
  DETAIL_ROUTES,
  LISTING_PATHS,
  PAGE_KEYS,
  PAGE_PATHS,
  SCREEN_ROUTES,
  contentPath,
  itemPath,
  queryRoutes,
  sitemapExcludes,
} from '../../contract/routes';
import { PAGE_ALIASES } from '../../src/seo/aliases';

const ROOT = path.resolve(__dirname, '../..');

test('every detail route has its template and its query-form shell in src/pages/, named as the route', () => {
  for (const r of DETAIL_ROUTES) {
    expect(fs.existsSync(path.join(ROOT, r.template))).toBe(true);
    const shell = fs.readFileSync(path.join(ROOT, 'src/pages', `${r.route}.tsx`), 'utf8');
    expect(shell).toContain(`<QueryRedirectPage route="${r.route}"`);
  }
  for (const s of SCREEN_ROUTES) {
    const file = s.splat ? `${s.route}/[...${s.splat}].tsx` : `${s.route}.tsx`;
    expect(fs.existsSync(path.join(ROOT, 'src/pages', file))).toBe(true);
  }
});

test('each type without pages of its own is linked to a page that exists, and no type has both', () => {
  for (const [type, page] of Object.entries(LISTING_PATHS)) {
    expect(page).toMatch(/^\/[A-Za-z]+\/$/);
    // a page of src/pages/, or a paged list gatsby-node.ts makes from its base
    const name = page.slice(1, -1);
    const made =
      fs.existsSync(path.join(ROOT, 'src/pages', `${name}.tsx`)) || fs.readFileSync(path.join(ROOT, 'gatsby-node.ts'), 'utf8').includes(`base: '/${name}',`);
    expect([page, made]).toEqual([page, true]);
    expect(itemPath(type, 1)).toBeNull();
  }
});

test('query-form links: the parameter of each detail route', () => {
  expect(queryRoutes()).toEqual({
    ProductInfo: 'id',
    ExampleInfo: 'id',
    PlotterInfo: 'id',
    ToolsInfo: 'id',
    TrainingInfo: 'id',
    DealerDetails: 'id',
    blogInfo: 'id',
    Tool: 'type',
    blogs: 'type',
  });
});

test('the sitemap leaves out the same routes as before the table', () => {
  const before = [
    ...[
      '/404',
      '/404.html',
      '/dev-404-page',
      '/DealerPortal',
      '/EditInformation',
      '/BrandingElementsInfo',
      '/Login',
      '/ForgetPassword',
      '/ChangePassword',
      '/Warrantylist',
      '/WarrantyInfo',
      '/WarrantySearch',
      '/TrainingDetail',
      '/RegisterInstallation',
      '/MyRegistrations',
      '/RegistrationInfo',
      '/search',
      '/blogInfo',
      '/blogs',
      '/ProductInfo',
      '/ExampleInfo',
      '/PlotterInfo',
      '/ToolsInfo',
      '/Tool',
      '/TrainingInfo',
      '/DealerDetails',
      '/NewPPF',
      '/ParnerSearch',
    ].flatMap((r) => [r, `${r}/`]),
    ...['/DealerPortal', '/EditInformation', '/BrandingElementsInfo', '/ResetPwd', '/Warrantylist', '/WarrantyInfo'].map((r) => `${r}/**`),
  ];
  const now = sitemapExcludes(PAGE_ALIASES.map((a) => a.path));
  expect([...now].sort()).toEqual([...before].sort());
  expect(new Set(now).size).toBe(now.length);
});

test('client-only rewrites: the splat routes', () => {
  expect(CLIENT_ONLY_REWRITES).toEqual([{ prefix: '/ResetPwd/', page: '/ResetPwd/[...code]/' }]);
});

test("the console's item links", () => {
  expect(itemPath('products', 3)).toBe('/ProductInfo/3/');
  expect(itemPath('faqs', 1)).toBeNull();
  const before: Record<string, string> = {
    blogs: '/blogInfo/7/',
    products: '/ProductInfo/7/',
    plotters: '/PlotterInfo/7/',
    tools: '/ToolsInfo/7/',
    cases: '/ExampleInfo/7/',
    dealers: '/DealerDetails/7/',
    trainings: '/TrainingInfo/7/',
    'about-us': '/aboutUs/',
    'core-values': '/coreValues/',
    faqs: '/FAQ/',
    downloads: '/DownloadCenter/',
    trainers: '/Training/',
  };
  for (const [type, p] of Object.entries(before)) expect(contentPath(type, '7')).toBe(p);
  // a category or a country filters a list: its own content is on no page, so there is nothing to preview
  for (const type of ['tool-categories', 'product-categories', 'partner-categories', 'countries']) expect(contentPath(type, '7')).toBeNull();
  expect(contentPath('page', 'ppf_page')).toBe('/PPF/');
  // the console once had its own copy of this table, which sent the Tools page's preview to /Tool/
  expect(contentPath('page', 'tools_page')).toBe('/Tools/');
  expect(contentPath('page', 'no_such_page')).toBeNull();
  expect(contentPath('page', 'toString')).toBeNull();
});

test('every singleton page shows on a page the site builds: a file of src/pages/ or the Tools list of gatsby-node.ts', () => {
  const gatsbyNode = fs.readFileSync(path.join(ROOT, 'gatsby-node.ts'), 'utf8');
  expect(PAGE_KEYS).toEqual(Object.keys(PAGE_PATHS));
  for (const key of PAGE_KEYS) {
    const p = PAGE_PATHS[key];
    const file = p === '/' ? 'index.tsx' : `${p.replace(/^\/|\/$/g, '')}.tsx`;
    const built = fs.existsSync(path.join(ROOT, 'src/pages', file)) || gatsbyNode.includes(`base: '${p.replace(/\/$/, '')}'`);
    expect({ key, p, built }).toEqual({ key, p, built: true });
  }
});
