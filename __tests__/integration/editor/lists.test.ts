// What a console builds its screens on: list calls with search, state filter, sort and paging;
// reordering the ordered types; HTML sanitized on save; the submissions as CSV.
import { call, type TestCms } from '../cms/helpers';
import { SAMPLES } from '../cms/samples';
import { BLOG, editDoc, type EditorClient, startWithEditor } from './helpers';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor());
});
afterAll(() => cms.close());

it('lists items with id, title, state, updated time and who, filtered, searched, sorted and paged', async () => {
  const all = (await ed.call('GET', '/api/editor/items/blogs?sort=id')).json().data;
  expect(all.total).toBeGreaterThan(2);
  expect(all.data[0]).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    state: expect.any(String),
    version: 1,
    updated_at: expect.any(String),
    updated_by: 'content load',
  });
  expect(all.data.map((r: { id: number }) => r.id)).toEqual([...all.data.map((r: { id: number }) => r.id)].sort((a, b) => a - b));
  await editDoc(ed, '/api/editor/items/blogs/2', (d) => ({ ...d, title: 'Zebra crossing film' }));
  const changed = (await ed.call('GET', '/api/editor/items/blogs?state=changed')).json().data.data;
  expect(changed).toEqual([expect.objectContaining({ id: 2, title: 'Zebra crossing film', state: 'changed', updated_by: 'editor' })]);
  expect((await ed.call('GET', '/api/editor/items/blogs?search=zebra')).json().data.data.map((r: { id: number }) => r.id)).toEqual([2]);
  expect((await ed.call('GET', '/api/editor/items/blogs?search=100%25')).json().data.data).toEqual([]);
  expect((await ed.call('GET', '/api/editor/items/blogs?page=999')).json().data.data).toEqual([]);
  expect((await ed.call('GET', '/api/editor/items/blogs?state=bogus')).statusCode).toBe(400);
  const pages = (await ed.call('GET', '/api/editor/pages')).json().data.map((p: { id: string }) => p.id);
  expect(pages).toEqual(expect.arrayContaining(['site', 'software', 'collection']));
});

it('reorders an ordered type in production and preview, and refuses an incomplete order', async () => {
  const list = (await ed.call('GET', '/api/editor/items/core-values')).json().data.data.map((r: { id: number }) => r.id) as number[];
  expect(list.length).toBeGreaterThan(1);
  const reversed = [...list].reverse();
  const res = await ed.call('POST', '/api/editor/items/core-values/reorder', { ids: reversed });
  expect(res.json().code).toBe(1);
  expect((await ed.call('GET', '/api/editor/items/core-values')).json().data.data.map((r: { id: number }) => r.id)).toEqual(reversed);
  const live = (await call(cms.app, 'coreValues')).json().data as { id: number }[];
  expect(live.map((v) => v.id)).toEqual(reversed.filter((id) => live.some((v) => v.id === id)));
  const log = (await ed.call('GET', '/api/editor/audit')).json().data.list as { action: string; target: string; detail: string }[];
  expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'reorder', target: 'core-values', detail: reversed.join(',') })]));
  const partial = await ed.call('POST', '/api/editor/items/core-values/reorder', { ids: reversed.slice(1) });
  expect(partial.statusCode).toBe(400);
  expect(partial.json().msg).toMatch(/every core-values item once/);
  expect((await ed.call('POST', '/api/editor/items/blogs/reorder', { ids: [1] })).statusCode).toBe(400);
});

it('sanitizes HTML when saving, with the site policy', async () => {
  const created = await ed.call('POST', '/api/editor/items/blogs', {
    data: { ...BLOG, content: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="https://x.example" target="_blank">x</a></p>' },
  });
  const content = created.json().data.data.content as string;
  expect(content).not.toMatch(/script|onclick/);
  expect(content).toContain('rel="noopener noreferrer"');
  const saved = await editDoc(ed, `/api/editor/items/blogs/${created.json().data.id}`, (d) => ({ ...d, content: '<img src=x onerror=alert(1)>' }));
  expect(saved.json().data.data.content).toBe('<img src="x">');
});

it('exports form submissions as CSV for admins, defusing formulas', async () => {
  await call(cms.app, 'contactUs', { ...SAMPLES.contactUs, username: '=HYPERLINK("http://evil")', content: 'line one, "quoted"' });
  const res = await ed.call('GET', '/api/editor/submissions/contact?format=csv');
  expect(res.headers['content-type']).toMatch(/text\/csv/);
  const [head, row] = res.body.split('\r\n');
  expect(head).toBe('id,username,phone,email,country,content,created_at');
  expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(row).toContain('"line one, ""quoted"""');
});
