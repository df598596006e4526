/**
 * Site-level page creation. Content nodes come from plugins/gatsby-source-carfilm.
 *
 * TABLE 1 — DETAIL_ROUTES (contract/routes.ts, the route table): one page per node of the
 *   route's node type at /<route>/<cmsId>/ from its template. What only this file adds per route
 *   is in DETAIL_EXTRAS below:
 *   | route         | extra context            |
 *   | Tool          | paging (CmsToolList)     |
 *   | blogInfo      | layout (solid header)    |
 *   | blogs         | name, blogIds            |
 *   Context of every detail page: { id (Gatsby node id), cmsId (API id) } (+ optional `layout`,
 *   read by src/features/routing/page-wrapper.tsx) — see
 *   src/features/routing/page-context.ts. /Tool/<id>/ pages also get the paging keys below and
 *   pages /Tool/<id>/page/<n>/ (same template) for the category's CmsTool nodes.
 *
 * TABLE 2 — PAGED_LISTS: every page of a list comes from one template: page 1 at /<base>/,
 *   pages n ≥ 2 at /<base>/page/<n>/.
 *   | base         | items           | per page                         | template                            |
 *   | /blog        | CmsBlog         | CmsBlogIndex.per_page (API, 9)   | src/templates/blog-page.tsx         |
 *   | /ExampleList | CmsCase         | CmsCaseList.per_page (API, 8)    | src/templates/ExampleList-page.tsx  |
 *   | /Tools       | CmsToolCategory | CmsToolsPage.per_page (API, 3)   | src/templates/Tools-page.tsx        |
 *   Paging context: { skip, limit, currentPage, pageCount, total, perPage, basePath }; query
 *   with `allCmsX(sort: {order: ASC}, skip: $skip, limit: $limit)`, or, for /blog (thousands of
 *   pages), with the page's own `ids` (context, in order): `allCmsBlog(filter: {id: {in: $ids}}, sort: {order: ASC})`.
 *
 * A template that does not exist fails the build, naming it (reporter.panicOnBuild): a build
 * without the pages of a content type is no build to publish.
 *
 * TABLE 3 — ALIASES: a second path for a page component (/NewPPF, /ParnerSearch), listed in
 * src/seo/aliases.ts with the main path each names as its canonical URL.
 * Client-only screens read their query string after mount; /ResetPwd/<code> is a splat page
 * (src/pages/ResetPwd/[...code].tsx), so no matchPath table is needed here.
 *
 * Page creation only: the build's tuning (workers, webpack stages, image data) is
 * plugins/gatsby-plugin-build-tuning, the hosting step (headers, policy, robots.txt, build-info.json)
 * plugins/gatsby-plugin-hosting.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { DETAIL_ROUTES, type DetailRouteName } from './contract/routes';
import { PAGE_ALIASES } from './src/seo/aliases';

// NB: gatsby-node may export only Gatsby API names, so the tables below are module-private.

type AnyNode = Node & Record<string, unknown>;
type GetNodesByType = (type: string) => AnyNode[];

/** What this file adds to a detail route of the route table: context from the node, paging. */
interface DetailExtra {
  /** Extra context from the node. */
  context?: (node: AnyNode) => Record<string, unknown>;
  /** Also build /<route>/<id>/page/<n>/ over these items. */
  paged?: { perPage: (getNodesByType: GetNodesByType, total: number) => number; countItems: (node: AnyNode, getNodesByType: GetNodesByType) => number };
}

const DETAIL_EXTRAS: Partial<Record<DetailRouteName, DetailExtra>> = {
  Tool: {
    paged: {
      perPage: (byType, total) => perPageFrom('CmsToolList', 'per_page', total)(byType),
      countItems: (category, byType) => byType('CmsTool').filter((t) => t.category_id === category.cmsId).length,
    },
  },
  // An article page without a banner: the header is solid (see src/features/routing/page-wrapper.tsx).
  blogInfo: { context: () => ({ layout: { headerVariant: 'solid' } }) },
  blogs: { context: (t) => ({ name: t.name, blogIds: t.first_page_ids ?? [] }) },
};

interface PagedEntry {
  base: string;
  itemType: string;
  perPage: (getNodesByType: GetNodesByType, total: number) => number;
  template: string;
  /**
   * Give each page the node ids of its items (context `ids`, in `order`), for a query that filters
   * on them: Gatsby answers `allX(sort, skip, limit)` by copying and sorting every node of the
   * type, for each page of the list (docs/architecture.md#sourcing-at-scale).
   */
  itemIds?: boolean;
}

/**
 * The page size the API pages a list by (its `per_page`, carried by the source plugin). Without
 * one (an empty list the API was never asked about) the fallback applies: one page of everything,
 * for the lists that had no size before the API said.
 */
function perPageFrom(type: string, field: string, fallback: number) {
  return (byType: GetNodesByType) => {
    const v = byType(type)[0]?.[field];
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : Math.max(1, fallback);
  };
}

const PAGED_LISTS: PagedEntry[] = [
  {
    base: '/blog',
    itemType: 'CmsBlog',
    perPage: perPageFrom('CmsBlogIndex', 'per_page', 9),
    template: 'src/templates/blog-page.tsx',
    itemIds: true,
  },
  {
    base: '/ExampleList',
    itemType: 'CmsCase',
    perPage: (byType, total) => perPageFrom('CmsCaseList', 'per_page', total)(byType),
    template: 'src/templates/ExampleList-page.tsx',
  },
  {
    base: '/Tools',
    itemType: 'CmsToolCategory',
    perPage: perPageFrom('CmsToolsPage', 'per_page', 3),
    template: 'src/templates/Tools-page.tsx',
  },
];

// Gatsby compiles this file into .cache/compiled, so resolve from the site root (the cwd), not __dirname.
const abs = (file: string) => path.resolve(process.cwd(), file);
const exists = (file: string) => fs.existsSync(abs(file));

function pagingContext(basePath: string, total: number, perPage: number, currentPage: number) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return { skip: (currentPage - 1) * perPage, limit: perPage, currentPage, pageCount, total, perPage, basePath };
}

/** A page this file makes: what createPage takes. */
interface SitePage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

function pagedPages(
  basePath: string,
  component: string,
  total: number,
  perPage: number,
  extra: Record<string, unknown>,
  itemsOf?: (skip: number, limit: number) => Record<string, unknown>,
): SitePage[] {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const pages: SitePage[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const paging = pagingContext(basePath, total, perPage, n);
    pages.push({
      path: n === 1 ? `${basePath}/` : `${basePath}/page/${n}/`,
      component,
      context: { ...extra, ...paging, ...itemsOf?.(paging.skip, paging.limit) },
    });
  }
  return pages;
}

/** Nodes in the order a `sort: { order: ASC }` query gives them: by `order`, then as created. */
function inListOrder(nodes: AnyNode[]): AnyNode[] {
  const key = (n: AnyNode) => (typeof n.order === 'number' ? n.order : 0);
  const counter = (n: AnyNode) => (n.internal as { counter?: number }).counter ?? 0;
  return [...nodes].sort((a, b) => key(a) - key(b) || counter(a) - counter(b));
}

/** Every page of the three tables, from the nodes as they are now. */
function sitePages(byType: GetNodesByType, reporter: { panicOnBuild: (s: string) => void }): SitePage[] {
  const pages: SitePage[] = [];
  for (const entry of DETAIL_ROUTES) {
    if (!exists(entry.template)) {
      reporter.panicOnBuild(`[pages] the template ${entry.template} of /${entry.route}/<id>/ does not exist (contract/routes.ts)`);
      continue;
    }
    const component = abs(entry.template);
    const extra = DETAIL_EXTRAS[entry.route];
    for (const node of byType(entry.nodeType)) {
      const context = { id: node.id, cmsId: node.cmsId, ...extra?.context?.(node) };
      const basePath = `/${entry.route}/${node.cmsId}`;
      if (extra?.paged) {
        const total = extra.paged.countItems(node, byType);
        pages.push(...pagedPages(basePath, component, total, extra.paged.perPage(byType, total), context));
      } else {
        pages.push({ path: `${basePath}/`, component, context });
      }
    }
  }

  for (const alias of PAGE_ALIASES) pages.push({ path: alias.path, component: abs(alias.component), context: {} });

  for (const list of PAGED_LISTS) {
    if (!exists(list.template)) {
      reporter.panicOnBuild(`[pages] the template ${list.template} of ${list.base}/page/<n>/ does not exist`);
      continue;
    }
    const items = byType(list.itemType);
    const ordered = list.itemIds ? inListOrder(items) : [];
    const itemsOf = list.itemIds ? (skip: number, limit: number) => ({ ids: ordered.slice(skip, skip + limit).map((n) => n.id) }) : undefined;
    pages.push(...pagedPages(list.base, abs(list.template), items.length, list.perPage(byType, items.length), {}, itemsOf));
  }
  return pages;
}

const pageKey = (p: SitePage) => `${p.component}\n${JSON.stringify(p.context)}`;

/**
 * Pages made by createPagesStatefully in this process (path → component and context). Gatsby
 * keeps such pages across the preview server's content refreshes, where it would delete a page
 * that createPages did not make again; so a refresh re-creates only the pages that are new or
 * whose context changed, and deletes the ones whose item went, instead of all of them (each
 * createPage also re-creates its SitePage node: a few hundred milliseconds of every refresh).
 */
const madeStatefully = new Map<string, string>();
let statefulRan = false;

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({ actions, getNodesByType, reporter }) => {
  madeStatefully.clear();
  statefulRan = true;
  for (const page of sitePages(getNodesByType as unknown as GetNodesByType, reporter)) {
    actions.createPage(page);
    madeStatefully.set(page.path, pageKey(page));
  }
};

/** Runs before createPagesStatefully at bootstrap (nothing to do then) and alone on every content refresh. */
export const createPages: GatsbyNode['createPages'] = async ({ actions, getNodesByType, reporter }) => {
  if (!statefulRan) return;
  const pages = sitePages(getNodesByType as unknown as GetNodesByType, reporter);
  const wanted = new Set(pages.map((p) => p.path));
  for (const page of pages) {
    if (madeStatefully.get(page.path) === pageKey(page)) continue;
    actions.createPage(page);
    // made here, the page is not a stateful one any more: every later refresh must make it again
    // (even when its context goes back to the first one), or Gatsby deletes it
    madeStatefully.delete(page.path);
  }
  for (const [path, key] of madeStatefully) {
    if (wanted.has(path)) continue;
    actions.deletePage({ path, component: key.slice(0, key.indexOf('\n')) });
    madeStatefully.delete(path);
  }
};
