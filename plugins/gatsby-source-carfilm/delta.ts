/**
 * Delta sourcing, the pure part: given what changed in the CMS (its change feed, or the one change
 * a refresh webhook names) and the nodes that exist, decide what to fetch, and then which nodes
 * to create, update, delete and touch. No I/O here; source-delta.ts runs the plan.
 *
 * The content is denormalised (a blog's title also shows in other blogs' `related`, in the home
 * page's news and in the per-type first pages), so a change is applied as:
 *  - a per-id fetch of the item itself where the contract has a per-id call (blogDetail,
 *    ppfDetail, plotterDetail, toolsDetail, dealerDetail, trainInfo); "refused" (not found, or a
 *    draft outside preview) means the node goes;
 *  - plus "partials": small groups of calls that re-fetch, whole, the node types that embed the
 *    item or have no per-id call (lists, singletons, category trees). A partial's node types are
 *    replaced: nodes it no longer returns are deleted.
 * Cases have a per-id call, but every case embeds other cases' cards, so a case change re-fetches
 * allCases whole (partial 'cases'). A type this table does not know re-sources everything.
 */
import type { NodeTypeName } from './node-types';

/** The change feed of GET /api/editor/changes (contract/editor.ts), or one named change. */
export interface FeedChange {
  type: string;
  id: string;
  /** absent when a webhook names the change without a state */
  status?: 'published' | 'draft';
}
export interface Feed {
  changed: FeedChange[];
  deleted: { type: string; id: string }[];
}

/** Per-id calls of the contract (all take `{ id }`). */
export type DetailCall = 'blogDetail' | 'ppfDetail' | 'plotterDetail' | 'toolsDetail' | 'dealerDetail' | 'trainInfo';

export type PartialName =
  | 'site'
  | 'home'
  | 'blogs'
  | 'blogIndex'
  | 'about'
  | 'goods'
  | 'ppf'
  | 'plotterPage'
  | 'toolsPages'
  | 'cases'
  | 'support'
  | 'network'
  | 'training'
  | 'trainingPage';

/** The node types each partial re-fetches completely (source-delta.ts implements them). */
export const PARTIAL_TYPES: Record<PartialName, NodeTypeName[]> = {
  site: ['CmsSiteInfo', 'CmsContactInfo', 'CmsFooter', 'CmsHome', 'CmsWarrantyCount', 'CmsPageMeta', 'CmsArticle'],
  home: ['CmsHome'],
  blogs: ['CmsBlog', 'CmsBlogIndex', 'CmsBlogType'],
  blogIndex: ['CmsBlogIndex', 'CmsBlogType'],
  about: ['CmsAboutUs', 'CmsCoreValue'],
  goods: ['CmsPpfPage', 'CmsProduct', 'CmsSoftware', 'CmsPlotterPage', 'CmsPlotter', 'CmsTool', 'CmsToolCategory', 'CmsToolsPage', 'CmsToolList'],
  ppf: ['CmsPpfPage'],
  plotterPage: ['CmsPlotterPage'],
  toolsPages: ['CmsToolCategory', 'CmsToolsPage'],
  cases: ['CmsCase', 'CmsCollection', 'CmsCaseList'],
  support: ['CmsFaqCategory', 'CmsDownloadCategory', 'CmsFaq', 'CmsDownload', 'CmsFaqList', 'CmsDownloadList'],
  network: ['CmsCountry', 'CmsPartnerCategory', 'CmsDealer'],
  training: ['CmsTrainingPage', 'CmsTraining'],
  trainingPage: ['CmsTrainingPage'],
};

/** Everything, as the full sourcing's steps do it. */
export const ALL_PARTIALS: PartialName[] = ['site', 'blogs', 'about', 'goods', 'cases', 'support', 'network', 'training'];

interface Rule {
  detail?: { call: DetailCall; nodeType: NodeTypeName };
  partials: PartialName[];
}

/** CMS change type (FORMAT.md collection name) → how to apply it. */
export const RULES: Record<string, Rule> = {
  blogs: { detail: { call: 'blogDetail', nodeType: 'CmsBlog' }, partials: ['blogIndex', 'home'] },
  articles: { partials: ['site'] },
  'page-meta': { partials: ['site'] },
  'about-us': { partials: ['about'] },
  'core-values': { partials: ['about'] },
  'product-categories': { partials: ['goods'] },
  products: { detail: { call: 'ppfDetail', nodeType: 'CmsProduct' }, partials: ['ppf'] },
  cases: { partials: ['cases', 'ppf', 'training'] },
  plotters: { detail: { call: 'plotterDetail', nodeType: 'CmsPlotter' }, partials: ['plotterPage'] },
  'tool-categories': { partials: ['goods'] },
  tools: { detail: { call: 'toolsDetail', nodeType: 'CmsTool' }, partials: ['toolsPages'] },
  faqs: { partials: ['support'] },
  downloads: { partials: ['support'] },
  'partner-categories': { partials: ['network'] },
  dealers: { detail: { call: 'dealerDetail', nodeType: 'CmsDealer' }, partials: [] },
  trainers: { partials: ['training'] },
  // a dealer page lists its trainings (Dealer.articles)
  trainings: { detail: { call: 'trainInfo', nodeType: 'CmsTraining' }, partials: ['trainingPage', 'network'] },
  countries: { partials: ['network', 'training'] },
};

/** Singleton pages (`type: 'page'`, id = page key). */
export const PAGE_RULES: Record<string, PartialName[]> = {
  site: ['site'],
  ppf_page: ['ppf'],
  software: ['goods'],
  plotter_page: ['plotterPage'],
  tools_page: ['toolsPages'],
  training_page: ['trainingPage'],
  collection: ['cases'],
};

export interface DetailFetch {
  call: DetailCall;
  nodeType: NodeTypeName;
  id: number;
}
export interface NodeRef {
  nodeType: NodeTypeName;
  /** the key createNodes uses: the API id for list types */
  key: string;
}

export interface DeltaPlan {
  partials: PartialName[];
  /** node types the partials replace */
  replacedTypes: NodeTypeName[];
  /** per-id fetches: create or update the node; a refusal removes it */
  fetch: DetailFetch[];
  /** nodes to remove without asking (deleted, or unpublished outside preview) */
  remove: NodeRef[];
  /** true when nothing changed */
  empty: boolean;
}

/** Existing data the planner looks into. */
export interface PlanInput {
  feed: Feed;
  preview: boolean;
  /** existing CmsBlog nodes: cmsId and related ids (a blog's title shows in its dependents) */
  blogs?: { cmsId: number; related: number[] }[];
  /** cmsIds of the existing nodes of the per-id types; a per-id fetch of an unknown id re-fetches its list */
  existingIds?: Partial<Record<NodeTypeName, number[]>>;
}

/**
 * The partial that lists a per-id type whole. A NEW item takes its place (`order`) from the list,
 * so its type is re-fetched whole; an existing item keeps its order and is fetched by id. (An
 * edit that moves an item within its list, such as a blog's new createtime, shows after the next
 * full sourcing.)
 */
export const LIST_PARTIAL: Partial<Record<NodeTypeName, PartialName>> = {
  CmsBlog: 'blogs',
  CmsProduct: 'goods',
  CmsPlotter: 'goods',
  CmsTool: 'goods',
  CmsDealer: 'network',
  CmsTraining: 'training',
};

const positiveInt = (s: string): number | null => (/^[1-9][0-9]*$/.test(s) ? Number(s) : null);

export function planDelta({ feed, preview, blogs = [], existingIds }: PlanInput): DeltaPlan {
  const partials = new Set<PartialName>();
  const fetch = new Map<string, DetailFetch>();
  const remove = new Map<string, NodeRef>();
  let full = false;

  const addFetch = (f: DetailFetch) => {
    const k = `${f.nodeType}:${f.id}`;
    remove.delete(k);
    fetch.set(k, f);
  };
  const addRemove = (r: NodeRef) => {
    const k = `${r.nodeType}:${r.key}`;
    fetch.delete(k);
    remove.set(k, r);
  };
  /** blogs that list blog `id` among their related ones show its title and image */
  const blogDependents = (id: number) => {
    for (const b of blogs) if (b.cmsId !== id && b.related.includes(id)) addFetch({ call: 'blogDetail', nodeType: 'CmsBlog', id: b.cmsId });
  };

  const apply = (type: string, idText: string, gone: boolean) => {
    if (type === 'page') {
      const p = PAGE_RULES[idText];
      if (!p) full = true;
      else p.forEach((x) => partials.add(x));
      return;
    }
    const rule = RULES[type];
    if (!rule) {
      full = true;
      return;
    }
    rule.partials.forEach((x) => partials.add(x));
    if (!rule.detail) return;
    const id = positiveInt(idText);
    if (id === null) {
      full = true;
      return;
    }
    const ref = { nodeType: rule.detail.nodeType, key: String(id) };
    if (gone) addRemove(ref);
    else addFetch({ ...rule.detail, id });
    if (type === 'blogs') blogDependents(id);
  };

  for (const c of feed.changed) apply(c.type, c.id, !preview && c.status === 'draft');
  for (const d of feed.deleted) apply(d.type, d.id, true);

  if (existingIds) {
    for (const f of fetch.values()) {
      const known = existingIds[f.nodeType];
      const list = LIST_PARTIAL[f.nodeType];
      if (list && !(known ?? []).includes(f.id)) partials.add(list);
    }
  }
  const chosen = full ? ALL_PARTIALS : [...partials];
  // a partial that fetches a type whole makes per-id work on that type redundant
  const replacedTypes = [...new Set(chosen.flatMap((p) => PARTIAL_TYPES[p]))];
  const replaced = new Set<string>(replacedTypes);
  const fetches = [...fetch.values()].filter((f) => !replaced.has(f.nodeType));
  const removes = [...remove.values()].filter((r) => !replaced.has(r.nodeType));
  return {
    partials: chosen,
    replacedTypes,
    fetch: fetches,
    remove: removes,
    empty: chosen.length === 0 && fetches.length === 0 && removes.length === 0,
  };
}

/** A refresh webhook's body ({type, id, action}, or {changed: 'type/id'}) as a one-change feed; null when it names none. */
export function feedFromWebhook(body: unknown): Feed | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  let { type, id } = b;
  const { action } = b;
  // the short form `{changed: "<type>/<id>"}` (no action: the fetch tells whether the item is still there)
  if (type === undefined && typeof b.changed === 'string' && /^[^/]+\/[^/]+$/.test(b.changed)) [type, id] = b.changed.split('/');
  if (typeof type !== 'string' || !type || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const idText = String(id);
  if (action === 'delete') return { changed: [], deleted: [{ type, id: idText }] };
  return { changed: [{ type, id: idText, ...(action === 'unpublish' ? { status: 'draft' as const } : {}) }], deleted: [] };
}

export interface ExistingNode {
  id: string;
  type: string;
  contentDigest: string;
}
export interface IncomingNode {
  id: string;
  type: string;
  contentDigest: string;
}

export interface Reconciled {
  /** incoming nodes that do not exist yet */
  create: string[];
  /** incoming nodes whose content changed */
  update: string[];
  /** existing nodes to delete: of a replaced type and not incoming, or removed */
  delete: string[];
  /** existing nodes that stay as they are (Gatsby must see them touched) */
  touch: string[];
}

/**
 * Which node ids to create, update, delete and touch, given every node the plugin owns, the
 * node types the partials replaced, what the fetches brought and what must go.
 */
export function reconcile(args: {
  existing: ExistingNode[];
  replacedTypes: readonly string[];
  incoming: IncomingNode[];
  removed: readonly string[];
}): Reconciled {
  const byId = new Map(args.existing.map((n) => [n.id, n]));
  const incomingIds = new Set(args.incoming.map((n) => n.id));
  const replaced = new Set(args.replacedTypes);
  const removed = new Set(args.removed.filter((id) => !incomingIds.has(id)));
  const out: Reconciled = { create: [], update: [], delete: [], touch: [] };
  const seen = new Set<string>();
  for (const n of args.incoming) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    const old = byId.get(n.id);
    if (!old) out.create.push(n.id);
    else if (old.contentDigest !== n.contentDigest) out.update.push(n.id);
    else out.touch.push(n.id);
  }
  for (const n of args.existing) {
    if (seen.has(n.id)) continue;
    if (removed.has(n.id) || replaced.has(n.type)) out.delete.push(n.id);
    else out.touch.push(n.id);
  }
  return out;
}
