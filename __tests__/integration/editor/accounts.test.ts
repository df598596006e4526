// People: sign-in with a session cookie, throttling, sign-out, disabled users, password rules and
// changes, roles, CSRF, the read-only machine token, timeouts, and the audit log of it all.
import { createHash } from 'node:crypto';
import { startCms, type TestCms } from '../cms/helpers';
import { DEMO_EDITOR, MACHINE_TOKEN, signIn, type EditorClient } from './helpers';

let cms: TestCms;
let admin: EditorClient;
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  cms.app.inject({ method: 'POST', url: '/api/editor/session', payload: { username, password }, headers });

beforeAll(async () => {
  cms = await startCms({ editorToken: MACHINE_TOKEN, throttleMax: 100 });
  admin = await signIn(cms.app);
});
afterAll(() => cms.close());

const addUser = (username: string, password: string, role = 'editor') => admin.call('POST', '/api/editor/users', { username, password, role });

it('signs in with an HttpOnly, SameSite=Strict cookie and refuses a wrong password', async () => {
  const res = await login(DEMO_EDITOR.username, DEMO_EDITOR.password);
  expect(res.json().data).toEqual({ username: 'editor', role: 'admin', time_zone: 'Europe/Berlin' });
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/^cfm_editor=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
  expect(cookie).not.toMatch(/Secure/);
  const wrong = await login(DEMO_EDITOR.username, 'not-the-password');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.headers['set-cookie']).toBeUndefined();
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/items/blogs' })).statusCode).toBe(401);
});

it('uses a Secure __Host- cookie when the CMS is served over https', async () => {
  const https = await startCms({ publicUrl: 'https://cms.example' });
  try {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/editor/session',
      payload: { username: DEMO_EDITOR.username, password: DEMO_EDITOR.password },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-cfm_editor=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure/);
  } finally {
    await https.close();
  }
});

it('throttles sign-in attempts', async () => {
  const tight = await startCms({ throttleMax: 3 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await tight.app.inject({ method: 'POST', url: '/api/editor/session', payload: { username: 'editor', password: `guess-${i}-guess` } })).statusCode,
      );
    expect(codes).toContain(429);
  } finally {
    await tight.close();
  }
});

it('signs out: the cookie no longer works', async () => {
  const me = await signIn(cms.app);
  expect((await me.call('GET', '/api/editor/session')).json().data.username).toBe('editor');
  expect((await me.call('DELETE', '/api/editor/session')).json().code).toBe(1);
  const after = await me.call('GET', '/api/editor/session');
  expect(after.statusCode).toBe(401);
  expect(after.json().msg).toMatch(/session has ended/);
});

it('refuses common and short passwords, and the user name as password', async () => {
  for (const password of ['password123', 'Qwerty123', 'short', 'carla-writes']) {
    const res = await addUser('carla-writes', password);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ path: '/password' })]);
  }
  const ok = await addUser('carla', 'a long enough sentence');
  expect(ok.json().data).toMatchObject({ username: 'carla', role: 'editor' });
  expect((await addUser('carla', 'another long sentence')).statusCode).toBe(409);
});

it('ends every session of a disabled user and refuses their sign-in', async () => {
  const id = (await addUser('dora', 'dora keeps writing')).json().data.id;
  const dora = await signIn(cms.app, 'dora', 'dora keeps writing');
  expect((await admin.call('PATCH', `/api/editor/users/${id}`, { disabled: true })).json().code).toBe(1);
  expect((await dora.call('GET', '/api/editor/items/blogs')).statusCode).toBe(401);
  const again = await login('dora', 'dora keeps writing');
  expect(again.statusCode).toBe(401);
  expect(again.json().msg).toMatch(/disabled/);
});

it("a password change ends the user's other sessions and keeps the current one", async () => {
  await addUser('emil', 'emil first password');
  const laptop = await signIn(cms.app, 'emil', 'emil first password');
  const phone = await signIn(cms.app, 'emil', 'emil first password');
  const res = await laptop.call('PUT', '/api/editor/session/password', { current: 'emil first password', password: 'emil second password' });
  expect(res.json().code).toBe(1);
  const fresh = String(res.headers['set-cookie']).split(';')[0];
  expect((await phone.call('GET', '/api/editor/session')).statusCode).toBe(401);
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/session', headers: { cookie: fresh } })).json().data.username).toBe('emil');
  expect((await laptop.call('PUT', '/api/editor/session/password', { current: 'wrong', password: 'emil third password' }, { cookie: fresh })).statusCode).toBe(
    400,
  );
});

it("changes one's own password: each refusal names its field, the old password stops working, the change is audited", async () => {
  await addUser('greta', 'greta first password');
  const greta = await signIn(cms.app, 'greta', 'greta first password');
  const change = (current: string, password: string) => greta.call('PUT', '/api/editor/session/password', { current, password });
  const wrong = await change('not greta password', 'greta second password');
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().data.errors).toEqual([{ path: '/current', message: 'The current password is wrong.' }]);
  for (const weak of ['short', 'password123', 'Qwerty123', 'x'.repeat(129)]) {
    const res = await change('greta first password', weak);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ path: '/password' })]);
  }
  // nothing of the refused attempts was kept
  expect((await login('greta', 'greta first password')).statusCode).toBe(200);
  const ok = await change('greta first password', 'greta second password');
  expect(ok.statusCode).toBe(200);
  expect((await login('greta', 'greta first password')).statusCode).toBe(401);
  expect((await login('greta', 'greta second password')).statusCode).toBe(200);
  const log = (await admin.call('GET', '/api/editor/audit')).json().data.list as { username: string; action: string }[];
  expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'greta', action: 'password change' })]));
});

it('refuses an editor the admin calls (users, audit, submissions)', async () => {
  await addUser('fred', 'fred is an editor');
  const fred = await signIn(cms.app, 'fred', 'fred is an editor');
  for (const url of ['/api/editor/users', '/api/editor/audit', '/api/editor/submissions/contact']) expect((await fred.call('GET', url)).statusCode).toBe(403);
  expect((await fred.call('POST', '/api/editor/users', { username: 'x2', password: 'a long enough one', role: 'admin' })).statusCode).toBe(403);
  // but edits content
  expect((await fred.call('POST', '/api/editor/items/faqs', { data: { category_id: 1, title: 'Q?', content: '<p>A.</p>' } })).statusCode).toBe(201);
});

it('refuses a state-changing call from a foreign Origin (CSRF), accepts its own', async () => {
  const evil = await admin.call('POST', '/api/editor/items/blogs/1/unpublish', undefined, { origin: 'https://evil.example' });
  expect(evil.statusCode).toBe(403);
  expect((await admin.call('POST', '/api/editor/items/blogs/1/unpublish', undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  expect((await login(DEMO_EDITOR.username, DEMO_EDITOR.password, { origin: 'https://evil.example' })).statusCode).toBe(403);
  const own = await admin.call('POST', '/api/editor/items/blogs/1/unpublish', undefined, { origin: 'http://cms.test' });
  expect(own.json().data.state).toBe('unpublished');
  await admin.call('POST', '/api/editor/items/blogs/1/publish');
});

it('keeps the machine token read-only', async () => {
  const bearer = { authorization: `Bearer ${MACHINE_TOKEN}` };
  expect((await cms.app.inject({ method: 'GET', url: '/api/editor/items/blogs/1', headers: bearer })).statusCode).toBe(200);
  const write = await cms.app.inject({ method: 'POST', url: '/api/editor/items/blogs/1/unpublish', headers: bearer });
  expect(write.statusCode).toBe(403);
  expect(write.json().msg).toMatch(/read-only/);
  expect((await cms.app.inject({ method: 'POST', url: '/api/editor/items/blogs', headers: bearer, payload: { data: {} } })).statusCode).toBe(403);
});

it('ends a session after the idle timeout and after the absolute timeout', async () => {
  const idle = await signIn(cms.app);
  const old = await signIn(cms.app);
  const now = Math.floor(Date.now() / 1000);
  const hash = (cookie: string) =>
    createHash('sha256')
      .update(decodeURIComponent(cookie.split('=')[1]))
      .digest('hex');
  await cms.app.cms.db
    .updateTable('editor_sessions')
    .set({ seen_at: now - 31 * 60 })
    .where('token_hash', '=', hash(idle.cookie))
    .execute();
  await cms.app.cms.db
    .updateTable('editor_sessions')
    .set({ created_at: now - 13 * 3600, seen_at: now })
    .where('token_hash', '=', hash(old.cookie))
    .execute();
  expect((await idle.call('GET', '/api/editor/session')).statusCode).toBe(401);
  expect((await old.call('GET', '/api/editor/session')).statusCode).toBe(401);
});

it('keeps an audit log of sign-ins, saves, publishes and user changes that admins read', async () => {
  const log = (await admin.call('GET', '/api/editor/audit')).json().data.list as { username: string; action: string; target: string }[];
  const actions = new Set(log.map((l) => l.action));
  for (const a of ['login', 'logout', 'user create', 'user change', 'password change', 'unpublish', 'publish', 'create']) expect(actions).toContain(a);
  expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'editor', action: 'unpublish', target: 'blogs/1' })]));
});
