// Admins delete editor accounts: the account's sessions end at once, the audit log records it, an
// editor may not do it, and no admin can delete, disable or demote themselves (docs/product/editing.md).
import { startCms, type TestCms } from '../cms/helpers';
import { MACHINE_TOKEN, signIn, type EditorClient } from './helpers';

let cms: TestCms;
let admin: EditorClient;

beforeAll(async () => {
  cms = await startCms({ editorToken: MACHINE_TOKEN, throttleMax: 100 });
  admin = await signIn(cms.app);
});
afterAll(() => cms.close());

const addUser = async (username: string, password: string, role = 'editor') =>
  (await admin.call('POST', '/api/editor/users', { username, password, role })).json().data.id as number;

it('deletes an account, ends its sessions, frees the name and records who did it', async () => {
  const id = await addUser('fritz', 'fritz writes posts');
  const fritz = await signIn(cms.app, 'fritz', 'fritz writes posts');
  expect((await fritz.call('GET', '/api/editor/items/blogs')).statusCode).toBe(200);

  const res = await admin.call('DELETE', `/api/editor/users/${id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 1, data: { id, username: 'fritz' } });

  expect((await fritz.call('GET', '/api/editor/items/blogs')).statusCode).toBe(401);
  const login = await cms.app.inject({ method: 'POST', url: '/api/editor/session', payload: { username: 'fritz', password: 'fritz writes posts' } });
  expect(login.statusCode).toBe(401);
  const users = (await admin.call('GET', '/api/editor/users')).json().data as { username: string }[];
  expect(users.map((u) => u.username)).not.toContain('fritz');
  const audit = (await admin.call('GET', '/api/editor/audit')).json().data.list as { username: string; action: string; target: string; detail: string }[];
  expect(audit[0]).toMatchObject({ username: 'editor', action: 'user delete', target: `user/${id}`, detail: 'fritz (editor)' });

  expect((await admin.call('DELETE', `/api/editor/users/${id}`)).statusCode).toBe(404);
  expect(await addUser('fritz', 'fritz is back again')).toEqual(expect.any(Number));
});

it('refuses an editor deleting anyone, and the machine token', async () => {
  const id = await addUser('greta', 'greta writes posts');
  await addUser('hanna', 'hanna writes posts');
  const hanna = await signIn(cms.app, 'hanna', 'hanna writes posts');
  expect((await hanna.call('DELETE', `/api/editor/users/${id}`)).statusCode).toBe(403);
  const machine = await cms.app.inject({ method: 'DELETE', url: `/api/editor/users/${id}`, headers: { authorization: `Bearer ${MACHINE_TOKEN}` } });
  expect(machine.statusCode).toBeGreaterThanOrEqual(401);
  expect((await admin.call('GET', '/api/editor/users')).json().data.map((u: { username: string }) => u.username)).toContain('greta');
});

it('an admin cannot delete, disable or demote themselves; another admin can', async () => {
  const me = (await admin.call('GET', '/api/editor/users')).json().data.find((u: { username: string }) => u.username === 'editor').id as number;
  for (const [method, body] of [
    ['DELETE', undefined],
    ['PATCH', { disabled: true }],
    ['PATCH', { role: 'editor' }],
  ] as const) {
    const res = await admin.call(method, `/api/editor/users/${me}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/your own/);
  }
  expect((await admin.call('GET', '/api/editor/session')).json().data).toEqual({ username: 'editor', role: 'admin', time_zone: 'Europe/Berlin' });

  const otherId = await addUser('ida', 'ida runs the site', 'admin');
  const ida = await signIn(cms.app, 'ida', 'ida runs the site');
  expect((await ida.call('DELETE', `/api/editor/users/${otherId}`)).statusCode).toBe(409);
  expect((await ida.call('PATCH', `/api/editor/users/${me}`, { role: 'editor' })).json().code).toBe(1);
  expect((await ida.call('PATCH', `/api/editor/users/${me}`, { role: 'admin' })).json().code).toBe(1);
});
