// No lost edits: every read carries a version, a save without one is refused (428), a stale one
// answers 409 with who saved the current version, and the first save survives.
import { startCms, type TestCms } from '../cms/helpers';
import { signIn, type EditorClient } from './helpers';

let cms: TestCms;
let ann: EditorClient;
let bob: EditorClient;
const URL = '/api/editor/items/blogs/2';

beforeAll(async () => {
  cms = await startCms();
  const admin = await signIn(cms.app);
  expect((await admin.call('POST', '/api/editor/users', { username: 'bob', password: 'bob-writes-drafts', role: 'editor' })).statusCode).toBe(200);
  ann = admin;
  bob = await signIn(cms.app, 'bob', 'bob-writes-drafts');
});
afterAll(() => cms.close());

it('answers the version as an ETag that matches the body', async () => {
  const res = await ann.call('GET', URL);
  expect(res.headers.etag).toBe(`"v${res.json().data.version}"`);
});

it('refuses a save without If-Match (428) and writes nothing', async () => {
  const before = (await ann.call('GET', URL)).json().data;
  const res = await ann.call('PUT', URL, { data: { ...before.data, title: 'blind write' } });
  expect(res.statusCode).toBe(428);
  expect(res.json().msg).toMatch(/If-Match/);
  expect((await ann.call('GET', URL)).json().data).toEqual(before);
});

it('keeps the first of two concurrent saves and tells the second who saved', async () => {
  const seen = await ann.call('GET', URL);
  const etag = String(seen.headers.etag);
  const data = seen.json().data.data;
  const first = await ann.call('PUT', URL, { data: { ...data, title: "Ann's title" } }, { 'if-match': etag });
  expect(first.statusCode).toBe(200);
  const second = await bob.call('PUT', URL, { data: { ...data, title: "Bob's title" } }, { 'if-match': etag });
  expect(second.statusCode).toBe(409);
  expect(second.json().msg).toMatch(/changed by editor/);
  expect(second.json().data).toMatchObject({ version: first.json().data.version, updated_by: 'editor' });
  expect(second.headers.etag).toBe(first.headers.etag);
  expect((await bob.call('GET', URL)).json().data.data.title).toBe("Ann's title");
  // publish with a stale version is refused too
  expect((await bob.call('POST', `${URL}/publish`, undefined, { 'if-match': etag })).statusCode).toBe(409);
  // with the current one Bob's save goes through and names him
  const third = await bob.call('PUT', URL, { data: { ...data, title: "Bob's title" } }, { 'if-match': String(first.headers.etag) });
  expect(third.json().data).toMatchObject({ updated_by: 'bob', state: 'changed' });
});

it('refuses malformed If-Match, unknown types and bodies without data, naming the problem', async () => {
  expect((await ann.call('PUT', URL, { data: {} }, { 'if-match': 'yesterday' })).statusCode).toBe(400);
  const unknown = await ann.call('GET', '/api/editor/items/widgets/1');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().msg).toMatch(/Unknown content type: widgets/);
  const bad = await ann.call('PUT', URL, { title: 'no data wrapper' }, { 'if-match': '*' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.errors).toEqual([expect.objectContaining({ path: '/data' })]);
  const broken = await cms.app.inject({
    method: 'PUT',
    url: URL,
    headers: { cookie: ann.cookie, 'content-type': 'application/json', 'if-match': '*' },
    payload: '{"data":',
  });
  expect(broken.statusCode).toBe(400);
});
