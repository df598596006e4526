/**
 * @jest-environment node
 */
// gatsby-node makes its pages once, statefully, and on each preview refresh (createPages) only
// creates the pages that are new or whose context changed and deletes those whose item went
// (docs/architecture.md#preview). Gatsby itself is not run: its actions are recorded.
import { createPages, createPagesStatefully } from '../../gatsby-node';

type Node = { id: string; cmsId: number; internal: { type: string }; [k: string]: unknown };

const blog = (cmsId: number): Node => ({ id: `blog-${cmsId}`, cmsId, internal: { type: 'CmsBlog' }, related: [] });

function site(nodes: Node[]) {
  const created: { path: string; context: Record<string, unknown> }[] = [];
  const deleted: string[] = [];
  const args = () => ({
    actions: {
      createPage: (p: { path: string; context: Record<string, unknown> }) => void created.push(p),
      deletePage: (p: { path: string }) => void deleted.push(p.path),
    },
    getNodesByType: (t: string) => nodes.filter((n) => n.internal.type === t),
    reporter: { info: () => undefined },
  });
  return {
    nodes,
    created,
    deleted,
    statefully: () => (createPagesStatefully as unknown as (a: object) => Promise<void>)(args()),
    refresh: async () => {
      created.length = 0;
      deleted.length = 0;
      await (createPages as unknown as (a: object) => Promise<void>)(args());
    },
  };
}

it('makes every page statefully, and a refresh with nothing changed makes none', async () => {
  const s = site([blog(1), blog(2), { id: 'idx', cmsId: 0, internal: { type: 'CmsBlogIndex' }, per_page: 9 }]);
  await s.statefully();
  const paths = s.created.map((p) => p.path);
  expect(paths).toEqual(expect.arrayContaining(['/blogInfo/1/', '/blogInfo/2/', '/blog/']));
  await s.refresh();
  expect(s.created).toEqual([]);
  expect(s.deleted).toEqual([]);
});

it('on a refresh creates the page of a new item, deletes the page of a gone one, and re-creates a page whose context changed', async () => {
  const s = site([blog(1), blog(2), { id: 'idx', cmsId: 0, internal: { type: 'CmsBlogIndex' }, per_page: 1 }]);
  await s.statefully();
  expect(s.created.map((p) => p.path)).toEqual(expect.arrayContaining(['/blog/', '/blog/page/2/']));

  s.nodes.splice(1, 1, blog(3)); // blog 2 gone, blog 3 new: still two blogs, one a page
  await s.refresh();
  // /blog/page/2/ now lists blog 3 instead of blog 2 (its context names its posts)
  expect(s.created.map((p) => p.path).sort()).toEqual(['/blog/page/2/', '/blogInfo/3/']);
  expect(s.deleted).toEqual(['/blogInfo/2/']);

  // a third blog: /blog/ and /blog/page/2/ have a new page count in their context, /blog/page/3/ is new
  s.nodes.push(blog(4));
  await s.refresh();
  expect(s.created.map((p) => p.path).sort()).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/', '/blogInfo/3/', '/blogInfo/4/']);
  expect(s.deleted).toEqual([]);
  // pages made by a refresh are made again by every later one (Gatsby deletes a non-stateful page a refresh did not make)
  await s.refresh();
  expect(s.created.map((p) => p.path).sort()).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/', '/blogInfo/3/', '/blogInfo/4/']);
  // even when their context is back to the one they were first made with
  s.nodes.pop();
  await s.refresh();
  expect(s.created.map((p) => p.path).sort()).toEqual(['/blog/', '/blog/page/2/', '/blogInfo/3/']);
  expect(s.deleted).toEqual([]);
});

it('gives each page of the blog list the ids of its posts, in the order the list shows them', async () => {
  const ordered = (cmsId: number, order: number, counter: number): Node => ({
    ...blog(cmsId),
    order,
    internal: { type: 'CmsBlog', counter } as Node['internal'],
  });
  // as the datastore hands them out (by id), not as the API lists them
  const s = site([
    ordered(1, 2, 3),
    ordered(2, 0, 1),
    ordered(3, 1, 2),
    ordered(4, 1, 4),
    { id: 'idx', cmsId: 0, internal: { type: 'CmsBlogIndex' }, per_page: 3 },
  ]);
  await s.statefully();
  const list = (path: string) => s.created.find((p) => p.path === path)?.context;
  expect(list('/blog/')).toMatchObject({ ids: ['blog-2', 'blog-3', 'blog-4'], total: 4, currentPage: 1 });
  expect(list('/blog/page/2/')).toMatchObject({ ids: ['blog-1'], total: 4, currentPage: 2 });
});
