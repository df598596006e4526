/**
 * Incremental sourcing (the gatsby-source-wordpress / gatsby-source-drupal habit): the first
 * sourcing fetches everything and stores the CMS's time in the plugin cache (`lastSync`); later
 * sourcings (a second `gatsby build` with the cache in place, or a refresh of the preview server)
 * read only what changed and create, update and delete nodes themselves.
 *
 * The plugin is a "stateful" source plugin (Gatsby's enableStatefulSourceNodes): Gatsby never
 * sweeps its untouched nodes, so a refresh touches nothing and costs only the nodes that changed
 * (touching the ~700 others took half a second of every preview refresh). In exchange the plugin
 * deletes what it no longer has itself: the delta from the plan, a full sourcing every node of its
 * own that it did not create again. A Gatsby without the action gets the old habit: every node of
 * the plugin that stays is touched.
 *
 *  - A refresh webhook that names a change (`{type, id, action}`, posted by the CMS) applies just
 *    that change; `lastSync` stays, so the next feed read replays it harmlessly.
 *  - Otherwise the change feed since `lastSync` (GET /api/editor/changes, editor token) is applied
 *    and `lastSync` moves to the feed's `now`.
 *  - Without an editor token there is no change feed: every sourcing is a full one.
 * delta.ts decides what to fetch and what to do with the nodes; this file does the I/O.
 */
import * as path from 'node:path';
import type { Node, SourceNodesArgs } from 'gatsby';
import { Value } from '@sinclair/typebox/value';
import { ChangeFeedAnswer, type ChangeFeed } from '../../contract/editor';
import type { ToolCategory } from '../../contract/goods';
import { createClient, mapLimit, type ApiClient } from './client';
import { addList, addSingle, emptyRecords, type SourceContext } from './context';
import { ALL_PARTIALS, PARTIAL_TYPES, feedFromWebhook, planDelta, reconcile, type DeltaPlan, type Feed, type PartialName } from './delta';
import { fetchAbout } from './fetch-about';
import { addBlogIndex, fetchBlogs } from './fetch-blogs';
import { fetchCases } from './fetch-cases';
import { fetchGoods } from './fetch-goods';
import { fetchNetwork } from './fetch-network';
import { fetchSite } from './fetch-site';
import { fetchSupport } from './fetch-support';
import { fetchTraining } from './fetch-training';
import { createMediaNodes, downloadMedia } from './media';
import { cleanRecords } from './clean-html';
import { mediaSizes } from './media-sizes';
import { MEDIA_NODE_TYPE, NODE_TYPE_NAMES, toNodeFields, type NodeTypeName } from './node-types';
import { withDefaults, type CarfilmOptions } from './plugin-options';
import { CODES, PLUGIN_PREFIX, SourceError } from './report';
import { runSteps } from './run-steps';

export const PLUGIN_NAME = 'gatsby-source-carfilm';
export const LAST_SYNC_KEY = 'lastSync';
export const CHANGES_PATH = '/api/editor/changes';

export interface SyncState {
  /** the CMS's `now` of the feed read before the last sourcing */
  since: string;
  apiUrl: string;
  preview: boolean;
}

/** The page-1 requests of the blog index and of each blog type (as a full blog sourcing adds them). */
async function fetchBlogIndex(ctx: SourceContext): Promise<void> {
  const [index, first] = await Promise.all([ctx.client.get('blogIndex'), ctx.client.get('blogList', { page: 1 })]);
  await addBlogIndex(ctx, index, first);
}

/** Every page of the tools list: the tool categories and the tools page (as fetch-goods.ts). */
async function fetchToolsPages({ client, records, options }: SourceContext): Promise<void> {
  const first = await client.get('tools', { page: 1 });
  const rest = await mapLimit(
    Array.from({ length: Math.max(0, Math.min(first.last_page, 200) - 1) }, (_, i) => i + 2),
    options.concurrency,
    (page) => client.get('tools', { page }),
  );
  const seen = new Set<number>();
  const categories: ToolCategory[] = [];
  for (const page of [first, ...rest]) {
    for (const c of page.categories) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      categories.push(c);
    }
  }
  addList(records, 'CmsToolCategory', categories);
  const { images_arr, per_page, total, last_page } = first;
  addSingle(records, 'CmsToolsPage', { images_arr, per_page, total, last_page });
}

/** Each partial fills the records of exactly the node types PARTIAL_TYPES names. */
export const PARTIALS: Record<PartialName, (ctx: SourceContext) => Promise<void>> = {
  site: fetchSite,
  blogs: fetchBlogs,
  about: fetchAbout,
  goods: fetchGoods,
  cases: fetchCases,
  support: fetchSupport,
  network: fetchNetwork,
  training: fetchTraining,
  home: async ({ client, records }) => addSingle(records, 'CmsHome', await client.get('homeIndex')),
  blogIndex: fetchBlogIndex,
  ppf: async ({ client, records }) => addSingle(records, 'CmsPpfPage', await client.get('ppf')),
  plotterPage: async ({ client, records }) => addSingle(records, 'CmsPlotterPage', await client.get('plotter')),
  toolsPages: fetchToolsPages,
  trainingPage: async ({ client, records }) => addSingle(records, 'CmsTrainingPage', await client.get('trains')),
};

/** GET the change feed since `since` ('' = everything; a far-future time = just `now`). */
export async function fetchChangeFeed(options: CarfilmOptions, since: string, fetchImpl: typeof fetch = fetch): Promise<ChangeFeed> {
  // the preview follows the preview's feed (drafts over published); a production build, production's
  const url = `${options.apiUrl}${CHANGES_PATH}?since=${encodeURIComponent(since)}${options.preview ? '&preview=1' : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', authorization: `Bearer ${options.editorToken}` };
  if (options.preview && options.editorToken) headers['x-editor-token'] = options.editorToken;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new SourceError(CODES.Unreachable, `GET ${CHANGES_PATH}: the API at ${options.apiUrl} is unreachable (${(err as Error).message})`, CHANGES_PATH);
  }
  const body = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) {
    const msg = body && typeof body === 'object' && 'msg' in body ? `: "${String((body as { msg: unknown }).msg)}"` : '';
    throw new SourceError(CODES.HttpError, `GET ${CHANGES_PATH}: the API answered HTTP ${res.status}${msg} (is CMS_EDITOR_TOKEN the CMS's?)`, CHANGES_PATH);
  }
  if (!Value.Check(ChangeFeedAnswer, body) || body.code !== 1) {
    throw new SourceError(CODES.ShapeMismatch, `GET ${CHANGES_PATH}: the answer does not fit the change feed contract`, CHANGES_PATH);
  }
  return body.data;
}

type AnyNode = Node & Record<string, unknown>;

const ownNodeIds = (nodes: Node[]) => nodes.filter((n) => n.internal.owner === PLUGIN_NAME).map((n) => n.id);

export interface DeltaResult {
  plan: DeltaPlan;
  created: number;
  updated: number;
  deleted: number;
  touched: number;
  /** milliseconds per step (fetch-delta, download-media, clean-html, nodes), for the refresh's log line */
  stepMs: Record<string, number>;
}

/** Runs one delta: fetch per plan, media, then create/update/delete/touch the plugin's nodes. */
export async function applyDelta(args: SourceNodesArgs, options: CarfilmOptions, feed: Feed, fetchImpl?: typeof fetch, stateful = false): Promise<DeltaResult> {
  const { actions, createNodeId, createContentDigest, reporter, cache, store, getNode, getNodes, getNodesByType } = args;
  // What exists before anything is fetched: every node this plugin owns.
  const existing = getNodes()
    .filter((n) => n.internal.owner === PLUGIN_NAME)
    .map((n) => ({ id: n.id, type: n.internal.type, contentDigest: n.internal.contentDigest }));
  const blogs = (getNodesByType('CmsBlog') as AnyNode[]).map((b) => ({
    cmsId: Number(b.cmsId),
    related: Array.isArray(b.related) ? b.related.map((r: { id: number }) => Number(r.id)) : [],
  }));
  const existingIds: Partial<Record<NodeTypeName, number[]>> = {};
  for (const t of ['CmsBlog', 'CmsProduct', 'CmsPlotter', 'CmsTool', 'CmsDealer', 'CmsTraining'] as const) {
    existingIds[t] = (getNodesByType(t) as AnyNode[]).map((n) => Number(n.cmsId));
  }
  const plan = planDelta({ feed, preview: options.preview, blogs, existingIds });

  const program = (store.getState() as { program?: { directory?: string } }).program;
  const client: ApiClient = createClient(options, fetchImpl);
  const ctx: SourceContext = {
    createNode: actions.createNode,
    createNodeId,
    createContentDigest,
    reporter,
    cacheDir: cache.directory,
    publicDir: path.join(program?.directory ?? process.cwd(), 'public'),
    options,
    client,
    records: emptyRecords(NODE_TYPE_NAMES),
    fetchImpl,
  };
  const removedIds: string[] = plan.remove.map((r) => createNodeId(`${r.nodeType}:${r.key}`));
  const stepMs: Record<string, number> = {};
  const timed = (step: { name: string; run: () => Promise<void> }) => ({
    name: step.name,
    run: async () => {
      const t0 = Date.now();
      await step.run();
      stepMs[step.name] = Date.now() - t0;
    },
  });

  const ok = await runSteps(
    [
      timed({
        name: 'fetch-delta',
        run: async () => {
          // each partial into its own records, merged type by type (two partials may share a type)
          const parts = await Promise.all(
            plan.partials.map(async (p) => {
              const own: SourceContext = { ...ctx, records: emptyRecords(NODE_TYPE_NAMES) };
              await PARTIALS[p](own);
              return { p, records: own.records };
            }),
          );
          const filled = new Set<string>();
          for (const { p, records } of parts) {
            for (const t of PARTIAL_TYPES[p]) {
              if (filled.has(t)) continue;
              filled.add(t);
              ctx.records[t] = records[t];
            }
          }
          await Promise.all(
            plan.fetch.map(async (f) => {
              try {
                const data = (await client.get(f.call, { id: f.id } as never)) as Record<string, unknown>;
                const old = getNode(createNodeId(`${f.nodeType}:${f.id}`)) as AnyNode | undefined;
                const order = typeof old?.order === 'number' ? old.order : (getNodesByType(f.nodeType) as AnyNode[]).length;
                ctx.records[f.nodeType].push({ key: String(f.id), data: { ...data, order } });
              } catch (err) {
                // not found, or a draft outside preview: the node goes
                if (err instanceof SourceError && err.code === CODES.Refused) removedIds.push(createNodeId(`${f.nodeType}:${f.id}`));
                else throw err;
              }
            }),
          );
        },
      }),
      timed({
        name: 'download-media',
        run: async () => {
          const media = await downloadMedia(ctx);
          // media already known keep their nodes (touched below); only new files get CmsMedia/File nodes
          await createMediaNodes(
            ctx,
            media.filter((m) => !getNode(createNodeId(`${MEDIA_NODE_TYPE}:${m.url}`))),
          );
        },
      }),
      timed({
        // the same one pass as a full sourcing: nodes only ever hold cleaned HTML
        name: 'clean-html',
        run: async () => void (await cleanRecords(ctx.records, undefined, await mediaSizes(ctx.records, ctx.cacheDir))),
      }),
    ],
    ctx,
    reporter,
  );
  if (!ok) throw new SourceError(CODES.StepFailed, 'delta sourcing failed');

  const nodesStarted = Date.now();
  const incoming: { id: string; type: string; contentDigest: string; node: Record<string, unknown> }[] = [];
  for (const type of NODE_TYPE_NAMES) {
    for (const { key, data } of ctx.records[type]) {
      const fields = toNodeFields(data);
      const contentDigest = createContentDigest(fields);
      const id = createNodeId(`${type}:${key}`);
      incoming.push({ id, type, contentDigest, node: { ...fields, id, parent: null, children: [], internal: { type, contentDigest } } });
    }
  }
  const r = reconcile({ existing, replacedTypes: plan.replacedTypes, incoming, removed: removedIds });
  const byId = new Map(incoming.map((n) => [n.id, n.node]));
  // a stateful plugin's nodes are never swept: what stays needs no touch
  if (!stateful) {
    for (const id of r.touch) {
      const n = getNode(id);
      if (n) actions.touchNode(n);
    }
  }
  for (const id of [...r.create, ...r.update]) await actions.createNode(byId.get(id) as never);
  for (const id of r.delete) {
    const n = getNode(id);
    if (n) actions.deleteNode(n);
  }
  stepMs.nodes = Date.now() - nodesStarted;
  return { plan, created: r.create.length, updated: r.update.length, deleted: r.delete.length, touched: r.touch.length, stepMs };
}

/**
 * sourceNodes with deltas: `full` is the plugin's whole sourcing (source-nodes.ts), used the first
 * time, when the cache belongs to another API or mode, and when there is no editor token.
 */
export async function sourceWithDeltas(
  args: SourceNodesArgs,
  pluginOptions: Partial<CarfilmOptions>,
  full: (createNode: SourceNodesArgs['actions']['createNode']) => Promise<boolean>,
): Promise<void> {
  const { actions, cache, reporter, getNodes, getNode, getNodesByType, webhookBody } = args;
  const options = withDefaults(pluginOptions);
  const enableStateful = actions.enableStatefulSourceNodes;
  const stateful = typeof enableStateful === 'function';
  if (stateful) enableStateful();
  const state = (await cache.get(LAST_SYNC_KEY)) as SyncState | undefined;
  const haveNodes = getNodesByType('CmsSiteInfo').length > 0;
  const sameSource = !!state && state.apiUrl === options.apiUrl && state.preview === options.preview;
  const named = feedFromWebhook(webhookBody);
  const canFeed = !!options.editorToken;

  if (haveNodes && sameSource && (named || canFeed)) {
    const started = Date.now();
    try {
      let feed: Feed;
      let next: string | null = null;
      if (named) feed = named;
      else {
        const answer = await fetchChangeFeed(options, state!.since);
        feed = answer;
        next = answer.now;
      }
      const res = await applyDelta(args, options, feed, undefined, stateful);
      if (next) await cache.set(LAST_SYNC_KEY, { ...state!, since: next } satisfies SyncState);
      const what = named
        ? `change ${JSON.stringify(webhookBody)}`
        : `${feed.changed.length} change(s), ${feed.deleted.length} deletion(s) since ${state!.since}`;
      reporter.info(
        `${PLUGIN_PREFIX} delta (${what}): partials [${res.plan.partials.join(', ')}], ${res.plan.fetch.length} per-id fetch(es); ` +
          `${res.created} created, ${res.updated} updated, ${res.deleted} deleted, ${res.touched} ${stateful ? 'kept' : 'touched'} in ${Date.now() - started} ms ` +
          `(${Object.entries(res.stepMs)
            .map(([k, ms]) => `${k} ${ms}`)
            .join(', ')})`,
      );
    } catch (err) {
      const e = err as Error;
      const code = err instanceof SourceError ? err.code : CODES.StepFailed;
      reporter.panicOnBuild({ id: code, context: { sourceMessage: `${PLUGIN_PREFIX} delta sourcing failed: ${e.message}` } }, e);
    }
    return;
  }

  let since: string | null = null;
  if (canFeed) {
    try {
      since = (await fetchChangeFeed(options, '9999-12-31T00:00:00.000Z')).now;
    } catch (err) {
      reporter.warn(`${PLUGIN_PREFIX} no change feed (${(err as Error).message}): the next sourcing will be a full one too`);
    }
  } else {
    reporter.verbose(`${PLUGIN_PREFIX} no editor token (CMS_EDITOR_TOKEN): no change feed, every sourcing is a full one`);
  }
  const before = stateful ? ownNodeIds(getNodes()) : [];
  const created = new Set<string>();
  const ok = await full((node, ...rest) => {
    created.add(node.id);
    return actions.createNode(node, ...rest);
  });
  // Gatsby sweeps no node of a stateful plugin: what a successful full sourcing did not create again is gone
  // (a failed one deletes nothing, so the preview keeps what it showed)
  if (ok && stateful) {
    for (const id of before) {
      const n = created.has(id) ? undefined : getNode(id);
      if (n) actions.deleteNode(n);
    }
  }
  if (since && getNodesByType('CmsSiteInfo').length > 0) {
    await cache.set(LAST_SYNC_KEY, { since, apiUrl: options.apiUrl, preview: options.preview } satisfies SyncState);
  }
}

export { ALL_PARTIALS };
