// Issue 33's probe over HTTP: an editor saves and publishes a blog whose content carries a link
// styled to cover the whole viewport; the public API gives the link back without its style,
// class or hiding attributes (contract/html/html-policy.ts, applied on save).
import { call, type TestCms } from '../cms/helpers';
import { BLOG, editDoc, type EditorClient, startWithEditor } from './helpers';

const PROBE =
  '<p>Read on</p><a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647;background:#fff">Sign in</a>';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor());
});
afterAll(() => cms.close());

const publicContent = async (id: number) => (await call(cms.app, 'blogDetail', { id })).json().data.content as string;

it('a new blog saved and published with the probe comes back from Blog/detail without the style', async () => {
  const created = await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, content: PROBE } });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  expect((await ed.call('POST', `/api/editor/items/blogs/${id}/publish`)).json().data.state).toBe('published');
  expect(await publicContent(id)).toBe('<p>Read on</p><a href="https://evil.example/login">Sign in</a>');
});

it('an edit of a published blog loses its classes, hiding and overlay attributes when published', async () => {
  const dirty =
    '<p class="visually-hidden" hidden>secret</p><dialog open>over</dialog><div popover inert tabindex="1" aria-hidden="true" id="main">x</div>' + PROBE;
  expect((await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, content: dirty }))).statusCode).toBe(200);
  expect((await ed.call('POST', '/api/editor/items/blogs/1/publish')).statusCode).toBe(200);
  expect(await publicContent(1)).toBe('<p>secret</p>over<div>x</div><p>Read on</p><a href="https://evil.example/login">Sign in</a>');
});
