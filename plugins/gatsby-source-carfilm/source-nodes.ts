/**
 * sourceNodes: pulls the whole content API (one step per area), downloads media, then creates
 * the nodes. Any failure stops the build with a message naming the step, the endpoint and why.
 */
import * as path from 'node:path';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { createClient } from './client';
import { emptyRecords, type SourceContext } from './context';
import { cleanRecords } from './clean-html';
import { createNodes } from './create-nodes';
import { fetchAbout } from './fetch-about';
import { fetchBlogs } from './fetch-blogs';
import { fetchCases } from './fetch-cases';
import { fetchGoods } from './fetch-goods';
import { fetchNetwork } from './fetch-network';
import { fetchSite } from './fetch-site';
import { fetchSupport } from './fetch-support';
import { fetchTraining } from './fetch-training';
import { createMediaNodes, downloadMedia, type DownloadedMedia } from './media';
import { mediaSizes } from './media-sizes';
import { NODE_TYPE_NAMES } from './node-types';
import { withDefaults, type CarfilmOptions } from './plugin-options';
import { PLUGIN_PREFIX } from './report';
import { runSteps, together, type Step } from './run-steps';
import { sourceWithDeltas } from './source-delta';

export function sourcingSteps(): Step<SourceContext>[] {
  let media: DownloadedMedia[] = [];
  return [
    // each fills record types of its own, so they run at once: the blogs' export batches, one
    // after another, no longer hold up every other area's calls (docs/architecture.md#sourcing-at-scale)
    together('fetch', [
      { name: 'fetch-site', run: fetchSite },
      { name: 'fetch-blogs', run: fetchBlogs },
      { name: 'fetch-about', run: fetchAbout },
      { name: 'fetch-goods', run: fetchGoods },
      { name: 'fetch-cases', run: fetchCases },
      { name: 'fetch-support', run: fetchSupport },
      { name: 'fetch-network', run: fetchNetwork },
      { name: 'fetch-training', run: fetchTraining },
    ]),
    {
      name: 'download-media',
      run: async (ctx) => {
        media = await downloadMedia(ctx);
      },
    },
    {
      name: 'clean-html',
      run: async (ctx) => {
        const n = await cleanRecords(ctx.records, undefined, await mediaSizes(ctx.records, ctx.cacheDir));
        ctx.reporter.verbose(`${PLUGIN_PREFIX} cleaned ${n} rich HTML field(s)`);
      },
    },
    {
      name: 'create-nodes',
      run: async (ctx) => {
        const n = createNodes(ctx);
        await createMediaNodes(ctx, media);
        ctx.reporter.info(`${PLUGIN_PREFIX} created ${n} content nodes and ${media.length} media nodes from ${ctx.options.apiUrl}`);
      },
    },
  ];
}

export type SourceAllArgs = Omit<SourceContext, 'client' | 'records' | 'options'> & { options: Partial<CarfilmOptions> };

/** Everything sourceNodes does, without Gatsby: tests call this with fake actions. */
export async function sourceAll(args: SourceAllArgs): Promise<{ ok: boolean; ctx: SourceContext }> {
  const options = withDefaults(args.options);
  const cancel = new AbortController();
  const ctx: SourceContext = {
    ...args,
    options,
    client: createClient(options, args.fetchImpl, cancel.signal),
    records: emptyRecords(NODE_TYPE_NAMES),
  };
  try {
    const ok = await runSteps(sourcingSteps(), ctx, ctx.reporter as Parameters<typeof runSteps>[2]);
    return { ok, ctx };
  } finally {
    // Stop whatever a failed step left in flight (its other calls may still be retrying).
    cancel.abort();
  }
}

/** The whole sourcing through `createNode` (source-delta.ts counts what it creates); false when a step failed. */
async function sourceFull(args: SourceNodesArgs, pluginOptions: unknown, createNode: SourceNodesArgs['actions']['createNode']): Promise<boolean> {
  const { createNodeId, createContentDigest, reporter, cache, store } = args;
  const program = (store.getState() as { program?: { directory?: string } }).program;
  const activity = reporter.activityTimer(`${PLUGIN_PREFIX} sourcing content API`);
  activity.start();
  const { ok } = await sourceAll({
    createNode,
    createNodeId,
    createContentDigest,
    reporter,
    cacheDir: cache.directory,
    publicDir: path.join(program?.directory ?? process.cwd(), 'public'),
    options: pluginOptions as Partial<CarfilmOptions>,
  });
  activity.end();
  return ok;
}

/** Everything the first time, then only what changed (source-delta.ts). */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args, pluginOptions) =>
  sourceWithDeltas(args, pluginOptions as Partial<CarfilmOptions>, (createNode) => sourceFull(args, pluginOptions, createNode));
