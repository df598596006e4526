// The audit log names what each action was on, as a person knows it: an item by its title (kept
// after the item is deleted), a page by its name, an account by its user name, a dealer login by
// the dealer's name; the CMS's own target (`blogs/3`) stays in the row.
import { DEMO_DIR, type TestCms } from '../cms/helpers';
import { BLOG, editDoc, type EditorClient, startWithEditor } from './helpers';
import type { AuditEntry } from '../../../contract/editor';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor({}, DEMO_DIR));
});
afterAll(() => cms.close());

const log = async () => (await ed.call('GET', '/api/editor/audit')).json().data.list as AuditEntry[];
const row = (list: AuditEntry[], action: string, target: string) => list.find((e) => e.action === action && e.target === target);

it('names items, deleted items, pages and accounts by their titles and keeps the target beside them', async () => {
  expect((await editDoc(ed, '/api/editor/items/blogs/2', (d) => ({ ...d, title: 'Winter care for <em>film</em>' }))).statusCode).toBe(200);
  expect((await editDoc(ed, '/api/editor/pages/ppf_page', (d) => d)).statusCode).toBe(200);
  const created = (await ed.call('POST', '/api/editor/items/blogs', { data: { ...BLOG, title: 'Short-lived post' } })).json().data;
  const got = await ed.call('GET', `/api/editor/items/blogs/${created.id}`);
  expect((await ed.call('DELETE', `/api/editor/items/blogs/${created.id}`, undefined, { 'if-match': String(got.headers.etag) })).statusCode).toBe(200);
  const user = (await ed.call('POST', '/api/editor/users', { username: 'fiona', password: 'a long pass phrase 42', role: 'editor' })).json().data;

  const list = await log();
  expect(row(list, 'save', 'blogs/2')?.target_title).toBe('Winter care for film');
  expect(row(list, 'save', 'page/ppf_page')?.target_title).toBe('PPF page');
  expect(row(list, 'delete', `blogs/${created.id}`)?.target_title).toBe('Short-lived post');
  expect(row(list, 'user create', `user/${user.id}`)?.target_title).toBe('fiona');
  // a sign-in is on nothing; it has no name to show
  expect(row(list, 'login', '')?.target_title).toBe('');
});

it('names a dealer login by its dealer', async () => {
  const dealer = (await ed.call('GET', '/api/editor/items/dealers/1')).json().data.data as { shop_name: string };
  // the demo's dealer 1 has a login already
  expect((await ed.call('PATCH', '/api/editor/dealer-logins/1', { email: 'shop@dealer.example' })).statusCode).toBe(200);
  expect(dealer.shop_name).not.toBe('');
  expect(row(await log(), 'dealer login change', 'dealer/1')?.target_title).toBe(dealer.shop_name);
});
