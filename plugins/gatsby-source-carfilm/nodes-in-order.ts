// `cmsBlogsInOrder(ids:)`: the posts of one blog list page, read by id in the order given (the
// page's `ids` context, gatsby-node.ts). Asked as `allCmsBlog(filter: { id: { in: $ids } })`, a
// list page depended on every CmsBlog node: Gatsby re-runs a connection query whenever any node
// of its type changes, so one post's new title re-ran all 1,115 list pages of a 10,000-post site
// in every release build (docs/decisions/0018-warm-build-floor.md). Read by id
// (`nodeModel.getNodesByIds`), a page depends on its own posts only; a post added, removed or
// moved changes the list pages' `ids`, and Gatsby re-runs the pages whose context changed.
import type { GatsbyNode } from 'gatsby';

/** The answer has the shape of a connection's `nodes`, so a query can alias it as `allCmsBlog`. */
export const NODES_IN_ORDER_SDL = `
  type CmsBlogNodes {
    nodes: [CmsBlog!]!
  }
`;

interface NodeModel {
  getNodesByIds(args: { ids: string[]; type: string }): unknown[];
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      cmsBlogsInOrder: {
        type: 'CmsBlogNodes!',
        args: { ids: '[String!]!' },
        resolve: (_source: unknown, args: { ids: string[] }, context: { nodeModel: NodeModel }) => ({
          nodes: context.nodeModel.getNodesByIds({ ids: args.ids, type: 'CmsBlog' }),
        }),
      },
    },
  });
};
