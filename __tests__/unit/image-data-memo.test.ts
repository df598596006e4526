/**
 * @jest-environment node
 */
// gatsbyImageData is computed once per image and arguments in a query process, and every page
// still records its dependency on the image's file (plugins/gatsby-plugin-build-tuning/image-data-memo.ts).
import { imageDataResolvers, MAX_ANSWERS } from '../../plugins/gatsby-plugin-build-tuning/image-data-memo';

const image = (id: string, digest = 'd1') => ({ id, parent: `file-${id}`, internal: { contentDigest: digest } });

function setup() {
  const computed: string[] = [];
  const dependencies: [string, string | undefined][] = [];
  const { resolve } = imageDataResolvers((nodeId, path) => dependencies.push([nodeId, path])).ImageSharp.gatsbyImageData;
  const originalResolver = (source: { id: string }, args: Record<string, unknown>) => {
    computed.push(`${source.id} ${JSON.stringify(args)}`);
    return Promise.resolve({ images: { fallback: { src: `/static/${source.id}-${String(args.width)}.jpg` } } });
  };
  const ask = (source: ReturnType<typeof image>, args: Record<string, unknown>, path: string) => resolve(source, args, { path }, { originalResolver });
  return { computed, dependencies, ask };
}

test('the same image and arguments are computed once; every page gets the same answer and its dependency', async () => {
  const { computed, dependencies, ask } = setup();
  const a = await ask(image('a'), { width: 800 }, '/blogInfo/1/');
  const b = await ask(image('a'), { width: 800 }, '/blogInfo/2/');
  expect(b).toBe(a);
  expect(computed).toEqual(['a {"width":800}']);
  expect(dependencies).toEqual([
    ['file-a', '/blogInfo/1/'],
    ['file-a', '/blogInfo/2/'],
  ]);
});

test('other arguments, another image or a changed file (new digest) are computed again', async () => {
  const { computed, ask } = setup();
  await ask(image('a'), { width: 800 }, '/x/');
  await ask(image('a'), { width: 400 }, '/x/');
  await ask(image('b'), { width: 800 }, '/x/');
  await ask(image('a', 'd2'), { width: 800 }, '/x/');
  expect(computed).toEqual(['a {"width":800}', 'a {"width":400}', 'b {"width":800}', 'a {"width":800}']);
});

test('a failed answer is not kept: the next query tries again', async () => {
  const dependencies: string[] = [];
  const { resolve } = imageDataResolvers((id) => dependencies.push(id)).ImageSharp.gatsbyImageData;
  let calls = 0;
  const originalResolver = () => (++calls === 1 ? Promise.reject(new Error('sharp failed')) : Promise.resolve({ ok: true }));
  await expect(resolve(image('a'), {}, { path: '/x/' }, { originalResolver })).rejects.toThrow('sharp failed');
  await expect(resolve(image('a'), {}, { path: '/x/' }, { originalResolver })).resolves.toEqual({ ok: true });
  expect(calls).toBe(2);
});

test('a long-lived process starts over past its bound instead of growing without end', async () => {
  const { computed, ask } = setup();
  for (let i = 0; i <= MAX_ANSWERS; i++) await ask(image(`i${i}`), {}, '/x/');
  await ask(image('i0'), {}, '/x/');
  expect(computed.length).toBe(MAX_ANSWERS + 2);
});
