// A blog list page reads its posts by id (plugins/gatsby-source-carfilm/nodes-in-order.ts): Gatsby
// then records a dependency on each of the page's posts, not on the CmsBlog type, so one post's new
// title re-runs the one list page that shows it instead of every list page (issue 36: 1,115 of them
// at 10,000 posts, in every release build).
import fs from 'node:fs';
import path from 'node:path';
import { createResolvers } from '../../plugins/gatsby-source-carfilm/nodes-in-order';

type Resolver = { type: string; args: Record<string, string>; resolve: (src: unknown, args: { ids: string[] }, ctx: unknown) => { nodes: unknown[] } };

function resolverMap(): Record<string, Record<string, Resolver>> {
  let map: Record<string, Record<string, Resolver>> = {};
  (createResolvers as (args: unknown) => void)({ createResolvers: (m: typeof map) => (map = m) });
  return map;
}

it('answers the posts of the ids given, in their order, through node-by-id reads (no connection)', () => {
  const field = resolverMap().Query.cmsBlogsInOrder;
  expect(field.type).toBe('CmsBlogNodes!');
  expect(field.args).toEqual({ ids: '[String!]!' });
  const nodes: Record<string, { id: string }> = { a: { id: 'a' }, b: { id: 'b' }, c: { id: 'c' } };
  const calls: unknown[][] = [];
  const nodeModel = {
    getNodesByIds: (...args: unknown[]) => {
      calls.push(args);
      const { ids } = args[0] as { ids: string[] };
      return ids.map((id) => nodes[id]).filter(Boolean);
    },
  };
  const answer = field.resolve({}, { ids: ['c', 'gone', 'a'] }, { nodeModel });
  expect(answer.nodes).toEqual([{ id: 'c' }, { id: 'a' }]);
  // no page-dependency argument: Gatsby's nodeModel in a resolver tracks each node read for the page
  expect(calls).toEqual([[{ ids: ['c', 'gone', 'a'], type: 'CmsBlog' }]]);
});

it('the blog list template asks for its posts by id, not through a CmsBlog connection', () => {
  const template = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'templates', 'blog-page.tsx'), 'utf8');
  const query = /graphql`([\s\S]*?)`/.exec(template)?.[1] ?? '';
  expect(query).toMatch(/allCmsBlog:\s*cmsBlogsInOrder\(ids:\s*\$ids\)/);
  expect(query).not.toMatch(/allCmsBlog\s*\(/);
});
