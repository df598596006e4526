/** Turns the (media-rewritten) records into Gatsby nodes. */
import { NODE_TYPE_NAMES, toNodeFields } from './node-types';
import type { SourceContext } from './context';

export function createNodes(ctx: SourceContext): number {
  let count = 0;
  for (const type of NODE_TYPE_NAMES) {
    for (const { key, data } of ctx.records[type]) {
      const fields = toNodeFields(data);
      ctx.createNode({
        ...fields,
        id: ctx.createNodeId(`${type}:${key}`),
        parent: null,
        children: [],
        internal: { type, contentDigest: ctx.createContentDigest(fields) },
      });
      count++;
    }
  }
  return count;
}
