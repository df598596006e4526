// The source plugin's one pass over rich HTML (plugins/gatsby-source-carfilm/clean-html.ts):
// every field the contract marks as HTML is cleaned, nested ones too, plain fields are left to
// React's escaping, and the pass hands the event loop back between batches.
import v8 from 'node:v8';
import vm from 'node:vm';
import { emptyRecords } from '../../plugins/gatsby-source-carfilm/context';
import { cleanRecords, YIELD_EVERY } from '../../plugins/gatsby-source-carfilm/clean-html';
import { NODE_TYPE_NAMES } from '../../plugins/gatsby-source-carfilm/node-types';

const HOSTILE = '<h4>T</h4><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';

it('cleans the HTML fields of every node type, nested ones included, and leaves plain fields as they are', async () => {
  const records = emptyRecords(NODE_TYPE_NAMES);
  records.CmsBlog.push({ key: '1', data: { id: 1, title: '<b>plain</b>', content: HOSTILE, related: [] } });
  records.CmsTraining.push({
    key: '2',
    data: { id: 2, title: 't', name: HOSTILE, content: '', train_content: HOSTILE, trainers: [{ id: 1, name: 'n', content: HOSTILE }], cases: [] },
  });
  records.CmsFaqCategory.push({ key: '3', data: { id: 3, name: 'c', subcategories: [] } });
  const fields = await cleanRecords(records);
  expect(fields).toBe(5);
  const blog = records.CmsBlog[0].data;
  expect(blog.title).toBe('<b>plain</b>'); // not HTML in the contract: rendered as text
  expect(blog.content).toBe('<h2>T</h2><img src="x" loading="lazy" decoding="async"><a>x</a>');
  const training = records.CmsTraining[0].data as { train_content: string; trainers: { content: string }[] };
  expect(training.train_content).toBe(blog.content);
  expect(training.trainers[0].content).toBe(blog.content);
});

it('yields to the event loop every few records, so a large site is cleaned in bounded memory', async () => {
  const records = emptyRecords(NODE_TYPE_NAMES);
  const n = YIELD_EVERY * 4 + 7;
  for (let i = 1; i <= n; i++) records.CmsBlog.push({ key: String(i), data: { id: i, content: `<p>${i}</p>`, related: [] } });
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await cleanRecords(records);
  done = true;
  expect(records.CmsBlog.every((r) => r.data.content === `<p>${r.data.id}</p>`)).toBe(true);
  // the other work got turns while the records were being cleaned
  expect(turns).toBeGreaterThanOrEqual(Math.floor(n / YIELD_EVERY));
});

it('keeps the memory flat however many posts it cleans', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const post = (i: number) =>
    Array.from({ length: 8 }, (_, p) => `<p>Paragraph ${p} of post ${i}: ${'film paint protection gloss ceramic coating '.repeat(10)}</p>`).join('') +
    '<h3>Sub</h3>';
  const cleanMany = async (n: number) => {
    const records = emptyRecords(NODE_TYPE_NAMES);
    for (let i = 1; i <= n; i++) records.CmsBlog.push({ key: String(i), data: { id: i, content: post(i), related: [] } });
    await cleanRecords(records);
  };
  await cleanMany(300); // warm up
  gc();
  const before = process.memoryUsage().heapUsed;
  await cleanMany(1500);
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  // a parser that kept its documents would hold about 20 KB a post (30 MB here)
  expect(grown).toBeLessThan(10 * 1024 * 1024);
}, 120_000);
