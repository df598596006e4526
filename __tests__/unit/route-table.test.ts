// The route table (contract/routes.ts) and what derives from it: the same lists the site, the
// sitemap, the hosts and the console declared one by one before it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CLIENT_ONLY_REWRITES, DETAIL_ROUTES, LISTING_PATHS, SCREEN_ROUTES, itemPath, queryRoutes, sitemapExcludes } from '../../contract/routes';
import { PAGE_ALIASES } from '../../src/seo/aliases';
import { sitePath } from '../../cms/admin/src/lib/catalogue';

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
  for (const [type, p] of Object.entries(before)) expect(sitePath(type, '7')).toBe(p);
  expect(sitePath('tool-categories', '7')).toBeNull();
  expect(sitePath('page', 'ppf_page')).toBe('/PPF/');
});
