/**
 * The route table: one declaration of the site's addresses from which everything else derives
 * (docs/product/routes-and-screens.md, docs/decisions/0004-detail-pages-at-a-path-per-item.md):
 *
 * - gatsby-node.ts builds one page per item at `/<route>/<id>/` from `template` (DETAIL_ROUTES);
 * - the bare route (`src/pages/<route>.tsx`) is the query-form redirect shell, one line over
 *   src/features/routing/query-redirect-page.tsx, which reads `param` and `shell` here;
 * - plugins/gatsby-source-carfilm/site-html.ts rewrites query-form links in rich text (`queryRoutes()`);
 * - gatsby-config.ts leaves out of the sitemap what `sitemapExcludes()` lists;
 * - the hosts rewrite the client-only routes to their page (`CLIENT_ONLY_REWRITES`);
 * - the editors' console links an item or a singleton page to where it shows (`contentPath()`), and
 *   the CMS says where a publish went live (`itemPath()`, `PAGE_PATHS`, `LISTING_PATHS`).
 *
 * Plain data and plain functions only: the console imports this file at run time, so it must
 * not import TypeBox or anything of the site.
 */

/** A content type with one static page per item at `/<route>/<id>/`. */
export interface DetailRoute {
  /** The route as the product names it, case and all (`ProductInfo` → /ProductInfo/3/). */
  readonly route: string;
  /** The Gatsby node type whose nodes get a page each (from plugins/gatsby-source-carfilm). */
  readonly nodeType: string;
  /** The page template, from the site root. */
  readonly template: string;
  /** The query parameter naming the item in the query form (`/ProductInfo?id=3`, `/Tool?type=2`). */
  readonly param: 'id' | 'type';
  /** The console's content type whose items these pages show, when the console edits it. */
  readonly cmsType?: string;
  /** What the query-form shell says while it redirects, and in its not-found view. */
  readonly shell: {
    /** What the item is called ('blog type' → "Blog type not found"). */
    readonly itemName: string;
    /** Where the not-found view's button leads, and its label. */
    readonly backTo: string;
    readonly backLabel: string;
    /** Where the shell goes when the query has no parameter at all (default: the not-found view). */
    readonly missingTo?: string;
  };
}

/**
 * The detail routes. Every item page is in the sitemap; the bare route (the query-form shell) is
 * not. Their order is the order the pages are created in.
 */
export const DETAIL_ROUTES = [
  {
    route: 'ProductInfo',
    nodeType: 'CmsProduct',
    template: 'src/templates/ProductInfo.tsx',
    param: 'id',
    cmsType: 'products',
    shell: { itemName: 'product', backTo: '/PPF/', backLabel: 'Back to PPF' },
  },
  {
    route: 'ExampleInfo',
    nodeType: 'CmsCase',
    template: 'src/templates/ExampleInfo.tsx',
    param: 'id',
    cmsType: 'cases',
    shell: { itemName: 'case', backTo: '/ExampleList/', backLabel: 'Back to cases' },
  },
  {
    route: 'PlotterInfo',
    nodeType: 'CmsPlotter',
    template: 'src/templates/PlotterInfo.tsx',
    param: 'id',
    cmsType: 'plotters',
    shell: { itemName: 'plotter', backTo: '/Plotter/', backLabel: 'Back to plotters' },
  },
  {
    route: 'ToolsInfo',
    nodeType: 'CmsTool',
    template: 'src/templates/ToolsInfo.tsx',
    param: 'id',
    cmsType: 'tools',
    shell: { itemName: 'tool', backTo: '/Tools/', backLabel: 'Back to tools' },
  },
  {
    route: 'Tool',
    nodeType: 'CmsToolCategory',
    template: 'src/templates/Tool.tsx',
    param: 'type',
    shell: { itemName: 'tool type', backTo: '/Tools/', backLabel: 'Back to tools' },
  },
  {
    route: 'TrainingInfo',
    nodeType: 'CmsTraining',
    template: 'src/templates/TrainingInfo.tsx',
    param: 'id',
    cmsType: 'trainings',
    shell: { itemName: 'training', backTo: '/Training', backLabel: 'All training courses' },
  },
  {
    route: 'DealerDetails',
    nodeType: 'CmsDealer',
    template: 'src/templates/DealerDetails.tsx',
    param: 'id',
    cmsType: 'dealers',
    shell: { itemName: 'dealer', backTo: '/PartnerSearch', backLabel: 'Find a partner' },
  },
  {
    route: 'blogInfo',
    nodeType: 'CmsBlog',
    template: 'src/templates/blogInfo.tsx',
    param: 'id',
    cmsType: 'blogs',
    shell: { itemName: 'blog', backTo: '/blog/', backLabel: 'All news & blogs' },
  },
  {
    route: 'blogs',
    nodeType: 'CmsBlogType',
    template: 'src/templates/blogs.tsx',
    param: 'type',
    shell: { itemName: 'blog type', backTo: '/blog/', backLabel: 'All news & blogs', missingTo: '/blog/' },
  },
] as const satisfies readonly DetailRoute[];

export type DetailRouteName = (typeof DETAIL_ROUTES)[number]['route'];

/** A fixed route (one file in src/pages/, named as the route) that is not a plain indexable page. */
export interface ScreenRoute {
  /** The route as the product names it (`DealerPortal` → src/pages/DealerPortal.tsx, /DealerPortal/). */
  readonly route: string;
  /** Its content loads in the browser after mount (session, search or query driven). */
  readonly clientOnly?: boolean;
  /** Only a logged-in dealer sees its content. */
  readonly dealerOnly?: boolean;
  /** Left out of the sitemap (a client-only screen always is). */
  readonly notInSitemap?: boolean;
  /** Paths below the route are its too, left out of the sitemap with it (`/DealerPortal/…`). */
  readonly subPaths?: boolean;
  /**
   * A splat page (`src/pages/<route>/[...<splat>].tsx`): every path below the route is served by
   * that one page, so hosts other than `gatsby serve` must rewrite them to it.
   */
  readonly splat?: string;
}

/** The fixed routes with a rule of their own; every other file of src/pages/ is a plain page. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { route: 'DealerPortal', clientOnly: true, dealerOnly: true, subPaths: true },
  { route: 'EditInformation', clientOnly: true, dealerOnly: true, subPaths: true },
  { route: 'BrandingElementsInfo', clientOnly: true, dealerOnly: true, subPaths: true },
  { route: 'TrainingDetail', clientOnly: true, dealerOnly: true },
  // warranty registration (issue 37, docs/product/warranty-registration.md)
  { route: 'RegisterInstallation', clientOnly: true, dealerOnly: true },
  { route: 'MyRegistrations', clientOnly: true, dealerOnly: true },
  { route: 'RegistrationInfo', clientOnly: true, dealerOnly: true },
  { route: 'Login', clientOnly: true },
  { route: 'ForgetPassword', clientOnly: true },
  { route: 'ChangePassword', clientOnly: true },
  { route: 'ResetPwd', clientOnly: true, splat: 'code' },
  { route: 'Warrantylist', clientOnly: true, subPaths: true },
  { route: 'WarrantyInfo', clientOnly: true, subPaths: true },
  { route: 'WarrantySearch', notInSitemap: true },
  { route: 'search', notInSitemap: true },
];

/** Gatsby's own pages that are never in the sitemap. */
const GATSBY_PAGES = ['/404', '/404.html', '/dev-404-page'];

/** A detail route by name. */
export function detailRoute(route: string): DetailRoute | undefined {
  return (DETAIL_ROUTES as readonly DetailRoute[]).find((r) => r.route === route);
}

/** `/ProductInfo/3/`: the page of one item. */
export const detailPagePath = (route: string, id: number | string) => `/${route}/${id}/`;

/**
 * That path as a type, for the site's links: `\`/ProductInfo/${id}/\` satisfies DetailPagePath<'ProductInfo'>`
 * fails tsc when the route is not the table's or the string not the table's shape, and puts no byte of the
 * table into a page's scripts (__tests__/unit/site-links.test.ts holds each link to `detailPagePath`).
 */
export type DetailPagePath<R extends DetailRouteName = DetailRouteName> = `/${R}/${number}/`;

/** Route → the query parameter that names the item in the old query form (`{ Tool: 'type' }`). */
export function queryRoutes(): Record<string, 'id' | 'type'> {
  return Object.fromEntries(DETAIL_ROUTES.map((r) => [r.route, r.param]));
}

/**
 * What the sitemap leaves out, in gatsby-plugin-sitemap's `excludes` form: each route with and
 * without the trailing slash, and `/<route>/**` where the route has sub-paths. `secondPaths` are
 * the second names of pages (src/seo/aliases.ts), whose canonical is their main page.
 */
export function sitemapExcludes(secondPaths: readonly string[] = []): string[] {
  const screens = SCREEN_ROUTES.filter((s) => (s.clientOnly || s.notInSitemap) && !s.splat).map((s) => `/${s.route}`);
  const shells = DETAIL_ROUTES.map((r) => `/${r.route}`);
  const seconds = secondPaths.map((p) => p.replace(/\/$/, ''));
  const below = SCREEN_ROUTES.filter((s) => s.subPaths || s.splat).map((s) => `/${s.route}/**`);
  return [...[...GATSBY_PAGES, ...screens, ...shells, ...seconds].flatMap((r) => [r, `${r}/`]), ...below];
}

/** A client-only route every host must rewrite to its page (gatsby serve does it from its match paths). */
export interface ClientOnlyRewrite {
  /** URL prefix, e.g. /ResetPwd/ (everything below it) */
  readonly prefix: string;
  /** the built page that answers it, e.g. /ResetPwd/[...code]/ */
  readonly page: string;
}

/** The rewrites of the splat routes (`/ResetPwd/*` → `/ResetPwd/[...code]/`), in route order. */
export const CLIENT_ONLY_REWRITES: readonly ClientOnlyRewrite[] = SCREEN_ROUTES.filter((s) => s.splat)
  .map((s) => ({ prefix: `/${s.route}/`, page: `/${s.route}/[...${s.splat}]/` }))
  .sort((a, b) => a.prefix.localeCompare(b.prefix));

/** The site path of one item the console edits (`products`, 3 → `/ProductInfo/3/`), or null when it has no page of its own. */
export function itemPath(cmsType: string, id: number | string): string | null {
  const route = (DETAIL_ROUTES as readonly DetailRoute[]).find((r) => r.cmsType === cmsType);
  return route ? detailPagePath(route.route, id) : null;
}

/**
 * The singleton pages editors edit as one document each (`type: 'page'`, `id: <key>` in the
 * change feed), and the site path each shows on. The Tools list is created by gatsby-node.ts, the
 * others are files of src/pages/.
 */
export const PAGE_PATHS = {
  site: '/',
  ppf_page: '/PPF/',
  software: '/Software/',
  plotter_page: '/Plotter/',
  tools_page: '/Tools/',
  training_page: '/Training/',
  collection: '/Collection/',
} as const satisfies Readonly<Record<string, string>>;

export type PageKey = keyof typeof PAGE_PATHS;
/** The singleton pages' keys, in the console's order. */
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as readonly PageKey[];

/** Whether `id` names a singleton page (an id from a URL or a request is any string). */
export const isPageKey = (id: string): id is PageKey => Object.hasOwn(PAGE_PATHS, id);

/** The site path a singleton page shows on, or null when `id` names none. */
export const pagePath = (id: string): string | null => (isPageKey(id) ? PAGE_PATHS[id] : null);

/**
 * The list page that shows each item of a type without pages of their own (a FAQ shows on /FAQ/):
 * the item's own content is on it.
 */
const LIST_PAGES: Readonly<Record<string, string>> = {
  faqs: '/FAQ/',
  downloads: '/DownloadCenter/',
  'about-us': '/aboutUs/',
  'core-values': '/coreValues/',
  trainers: '/Training/',
};

/** The page whose list the items of a type filter (a product category filters /PPF/): the item shapes that page, without content of its own on it. */
const FILTERED_PAGES: Readonly<Record<string, string>> = {
  'product-categories': '/PPF/',
  'tool-categories': '/Tools/',
  'partner-categories': '/PartnerSearch/',
  countries: '/PartnerSearch/',
};

/**
 * The page where an item of a type without a page of its own shows, so that the CMS can say where
 * a publish went live: its list page, or the page whose list it filters.
 */
export const LISTING_PATHS: Readonly<Record<string, string>> = { ...LIST_PAGES, ...FILTERED_PAGES };

/**
 * The site path that shows a document's own content (what "Open preview" opens and waits for): a
 * singleton page, an item's page, or the list page its items show on; null for a filter of a list
 * and for what shows nowhere.
 */
export function contentPath(type: string, id: string | number): string | null {
  if (type === 'page') return pagePath(String(id));
  return itemPath(type, id) ?? LIST_PAGES[type] ?? null;
}
