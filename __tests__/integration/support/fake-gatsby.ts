// Just enough of Gatsby for the source plugin's sourceNodes, for integration tests against a real
// CMS without a gatsby build: a node store with touch tracking, a cache, a reporter that keeps what
// it is told. As Gatsby 5 does, it offers enableStatefulSourceNodes (after which the stale-node
// sweep leaves the plugin's nodes alone); `{ stateful: false }` plays a Gatsby without it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sourceNodes } from '../../../plugins/gatsby-source-carfilm/source-nodes';
import { PLUGIN_NAME } from '../../../plugins/gatsby-source-carfilm/source-delta';

const sha = (s: string) => createHash('sha1').update(s).digest('hex');

export type AnyNode = { id: string; internal: { type: string; contentDigest: string; owner: string }; [k: string]: any };

export function fakeGatsby(dir: string, { stateful: offersStateful = true } = {}) {
  const nodes = new Map<string, AnyNode>();
  let touched = new Set<string>();
  let stateful = false;
  /** node mutations of the last run: what a refresh cost Gatsby */
  const mutations = { created: 0, touched: 0, deleted: 0 };
  const cache = new Map<string, unknown>();
  const infos: string[] = [];
  const warnings: string[] = [];
  const actions: Record<string, unknown> = {
    createNode: (n: AnyNode) => {
      mutations.created++;
      nodes.set(n.id, { ...n, internal: { ...n.internal, owner: PLUGIN_NAME } });
      touched.add(n.id);
    },
    touchNode: (n: AnyNode) => {
      mutations.touched++;
      touched.add(n.id);
    },
    deleteNode: (n: AnyNode) => {
      mutations.deleted++;
      nodes.delete(n.id);
    },
  };
  if (offersStateful) actions.enableStatefulSourceNodes = () => void (stateful = true);
  const args = (webhookBody?: unknown) =>
    ({
      actions,
      webhookBody,
      createNodeId: (s: string) => `n-${sha(s)}`,
      createContentDigest: (o: unknown) => sha(JSON.stringify(o)),
      reporter: {
        info: (m: string) => void infos.push(m),
        warn: (m: string) => void warnings.push(m),
        verbose: () => undefined,
        panicOnBuild: (e: unknown, err?: Error) => {
          throw err ?? new Error(`panic: ${JSON.stringify(e)}`);
        },
        activityTimer: () => ({ start: () => undefined, end: () => undefined }),
      },
      cache: { directory: path.join(dir, 'cache'), get: async (k: string) => cache.get(k), set: async (k: string, v: unknown) => void cache.set(k, v) },
      store: { getState: () => ({ program: { directory: dir } }) },
      getNode: (id: string) => nodes.get(id),
      getNodes: () => [...nodes.values()],
      getNodesByType: (t: string) => [...nodes.values()].filter((n) => n.internal.type === t),
    }) as any;
  return {
    nodes,
    cache,
    infos,
    warnings,
    mutations,
    get stateful() {
      return stateful;
    },
    byType: (t: string) => [...nodes.values()].filter((n) => n.internal.type === t),
    /** a new `gatsby build` process: nothing touched yet */
    newProcess: () => {
      touched = new Set();
    },
    /** what Gatsby does after the first sourcing of a process: delete every untouched node (none of a stateful plugin) */
    sweepStale: () => {
      if (stateful) return 0;
      let n = 0;
      for (const id of [...nodes.keys()]) {
        if (touched.has(id)) continue;
        nodes.delete(id);
        n++;
      }
      return n;
    },
    run: (options: object, webhookBody?: unknown) => {
      Object.assign(mutations, { created: 0, touched: 0, deleted: 0 });
      return (sourceNodes as any)(args(webhookBody), options);
    },
  };
}
