// Schema-backed shapes: GET /api/editor/schema serves the JSON Schema of every type and page, every
// loaded document fits it, and a save that does not names each invalid field and its rule.
import { Value } from '@sinclair/typebox/value';
import { DEMO_DIR, type TestCms } from '../cms/helpers';
import { type EditorClient, startWithEditor } from './helpers';
import { EDITABLE } from '../../../cms/editor/collections';
import { PAGE_KEYS } from '../../../contract/routes';
import { ITEM_SCHEMAS, PAGE_SCHEMAS } from '../../../contract/editor-schemas';
import { up } from '../../../cms/db/migrations/2026-11-28-doc-titles';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor({}, DEMO_DIR));
});
afterAll(() => cms.close());

it('serves a JSON Schema for every editable type and page', async () => {
  const res = await ed.call('GET', '/api/editor/schema');
  const { types, pages } = res.json().data;
  expect(Object.keys(types).sort()).toEqual(Object.keys(EDITABLE).sort());
  expect(Object.keys(pages).sort()).toEqual([...PAGE_KEYS].sort());
  expect(types.blogs).toMatchObject({ type: 'object', properties: { title: { type: 'string' }, content: { 'x-html': true } } });
  expect(types['about-us'].ordered).toBe(true);
});

it('every document of the demo content fits its schema', async () => {
  const docs = await cms.app.cms.db.selectFrom('editor_docs').selectAll().execute();
  expect(docs.length).toBeGreaterThan(50);
  for (const d of docs) {
    const schema = d.type === 'page' ? PAGE_SCHEMAS[d.doc_id] : ITEM_SCHEMAS[d.type];
    const data = JSON.parse(d.draft ?? d.published ?? '{}');
    const first = Value.Errors(schema, data).First();
    expect(first ? `${d.type}/${d.doc_id}${first.path}: ${first.message}` : null).toBeNull();
  }
});

it('names each invalid field and its rule, and saves nothing', async () => {
  const url = '/api/editor/items/blogs/1';
  const before = (await ed.call('GET', url)).json().data;
  const res = await ed.call(
    'PUT',
    url,
    { data: { ...before.data, title: 42, label_arr: ['Gossip'], createtime: 'yesterday' } },
    { 'if-match': `"v${before.version}"` },
  );
  expect(res.statusCode).toBe(400);
  const paths = res.json().data.errors.map((e: { path: string }) => e.path);
  expect(paths).toEqual(expect.arrayContaining(['/data/title', '/data/label_arr/0', '/data/createtime']));
  expect(res.json().msg).toMatch(/\/data\/title/);
  expect((await ed.call('GET', url)).json().data).toEqual(before);
  const create = await ed.call('POST', '/api/editor/items/dealers', { data: { shop_name: 'X', level: 'emperor' } });
  expect(create.statusCode).toBe(400);
  expect(create.json().data.errors[0].path).toBe('/data/level');
});

it('declares the console’s labels, widgets and reference targets beside the types', async () => {
  const { types, pages } = (await ed.call('GET', '/api/editor/schema')).json().data;
  expect(types.blogs.properties.desc).toMatchObject({ title: 'Description', 'x-widget': 'textarea' });
  expect(types.blogs.properties.createtime).toMatchObject({ title: 'Published at', 'x-widget': 'datetime', pattern: expect.any(String) });
  expect(types.blogs.properties.label_arr).toMatchObject({ title: 'Labels', 'x-widget': 'chips' });
  expect(types.blogs.properties.related).toMatchObject({ 'x-widget': 'refs', 'x-ref': 'blogs' });
  expect(types.products['x-title']).toBe('goods_name');
  expect(pages.ppf_page.title).toBe('PPF page');
});

it('lists every item by its title and every page by its name, never by an id or key', async () => {
  for (const type of ['products', 'plotters', 'tools', 'dealers', 'about-us']) {
    const rows = (await ed.call('GET', `/api/editor/items/${type}`)).json().data.data as { id: number; title: string }[];
    expect(rows.filter((r) => !r.title || r.title === String(r.id) || r.title.includes('<'))).toEqual([]);
  }
  const pages = (await ed.call('GET', '/api/editor/pages')).json().data as { id: string; title: string }[];
  expect(pages.find((p) => p.id === 'ppf_page')?.title).toBe('PPF page');
  const found = (await ed.call('GET', '/api/editor/items/dealers?search=Berlin')).json().data;
  expect(found.total).toBeGreaterThan(0);
});

it('the migration 2026-11-28-doc-titles names documents stored with the old guess', async () => {
  const { db } = cms.app.cms;
  await db.updateTable('editor_docs').set({ title: '3' }).where('type', '=', 'products').where('doc_id', '=', '3').execute();
  await db.updateTable('editor_docs').set({ title: 'ppf_page' }).where('type', '=', 'page').where('doc_id', '=', 'ppf_page').execute();
  await up(db);
  const rows = await db.selectFrom('editor_docs').select(['type', 'doc_id', 'title']).where('doc_id', 'in', ['3', 'ppf_page']).execute();
  expect(rows.find((r) => r.type === 'page')?.title).toBe('PPF page');
  expect(rows.find((r) => r.type === 'products')?.title).not.toBe('3');
  expect(rows.find((r) => r.type === 'products')?.title).toBeTruthy();
});
