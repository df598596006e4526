// Dealer logins managed by admins (docs/product/editing.md#dealer-logins): the whole life of a
// login over HTTP (create without a password, a set-password link shown once and used on the
// dealer site, sign-in, disable, enable, end sessions), refusals naming their field, passwords
// refused in bodies and absent from every answer, admins only, audited, never cached.
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '../../../contract';
import { editorPaths } from '../../../contract/editor';
import { BAD_LOGIN, RESET_SENT } from '../../../cms/routes/login';
import { ALPHA, call, login, startCms, type TestCms } from '../cms/helpers';
import { MACHINE_TOKEN, signIn, type EditorClient } from './helpers';

let cms: TestCms;
let admin: EditorClient;
let writer: EditorClient;
/** every answer of the dealer-login routes, checked for secrets and caching at the end */
const answers: LightMyRequestResponse[] = [];

const CHARLIE = 3; // fixture dealer without a login
const DELTA = 4; // a draft dealer without a login
const NEW_PASSWORD = 'Charlie#2026';

async function dl(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: EditorClient = admin) {
  const res = await who.call(method, url, payload);
  answers.push(res);
  return res;
}
const list = async () => (await dl('GET', editorPaths.dealerLogins)).json().data as Record<string, unknown>[];
const row = async (shopId: number) => (await list()).find((r) => r.shop_id === shopId)!;
const dealerLogin = (username: string, password: string) => call(cms.app, 'login', { username, password });
const outboxCount = async () =>
  Number(
    (
      await cms.app.cms.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const codeOf = (link: string) => /\/ResetPwd\/([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? '';

beforeAll(async () => {
  cms = await startCms({ editorToken: MACHINE_TOKEN, throttleMax: 1000 });
  admin = await signIn(cms.app);
  await admin.call('POST', editorPaths.users, { username: 'wendy', password: 'a long enough sentence', role: 'editor' });
  writer = await signIn(cms.app, 'wendy', 'a long enough sentence');
});
afterAll(() => cms.close());

it('lists every dealer, drafts too, with its login state and no password or hash', async () => {
  const rows = await list();
  expect(rows.map((r) => r.shop_id).sort()).toEqual([1, 2, 3, 4]);
  expect(rows.find((r) => r.shop_id === ALPHA.shopId)).toEqual({
    shop_id: 1,
    shop_name: 'Alpha Films',
    dealer_status: 'published',
    username: 'alpha',
    email: 'alpha@example.test',
    disabled: false,
    password_set: true,
    open_sessions: 0,
    updated_at: expect.any(String),
  });
  expect(rows.find((r) => r.shop_id === DELTA)).toMatchObject({ dealer_status: 'draft', username: null, email: null, password_set: false, updated_at: null });
});

it('creates a login without a password, shows a set-password link once, and the dealer sets the password on the site', async () => {
  const made = await dl('POST', editorPaths.dealerLogins, { shop_id: CHARLIE, username: 'charlie.tint', email: 'charlie@example.test' });
  expect(made.statusCode).toBe(200);
  expect(made.json().data).toMatchObject({ shop_id: CHARLIE, username: 'charlie.tint', password_set: false, disabled: false });
  // no password yet: every password is refused with the message of a wrong one
  expect((await dealerLogin('charlie.tint', 'Anything#2026')).json()).toMatchObject({ code: 0, msg: BAD_LOGIN });

  const shown = await dl('POST', editorPaths.dealerLoginPasswordLink(CHARLIE), { deliver: 'show' });
  expect(shown.statusCode).toBe(200);
  const { link, expires_at } = shown.json().data as { link: string; expires_at: string };
  expect(link).toMatch(/^http:\/\/site\.test\/ResetPwd\/[A-Za-z0-9_-]{43}$/);
  expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
  const code = codeOf(link);
  expect((await call(cms.app, 'linkExpire', { code })).json().data).toEqual({ is_expire: 0 });
  // the site's reset flow keeps its own rules for the new password
  expect((await call(cms.app, 'resetPwd', { code, password: 'weak' })).json().msg).toBe(MSG.passwordHint);
  expect((await call(cms.app, 'resetPwd', { code, password: NEW_PASSWORD })).json().code).toBe(1);
  // shown once means used once
  expect((await call(cms.app, 'resetPwd', { code, password: 'Charlie#2027' })).json().msg).toBe(MSG.pageExpired);

  const token = await login(cms.app, { username: 'charlie.tint', password: NEW_PASSWORD });
  expect(token).toBeTruthy();
  expect(await row(CHARLIE)).toMatchObject({ password_set: true, open_sessions: 1 });
});

it('refuses an unknown dealer, a second login, a taken username and bad fields, naming the field', async () => {
  const unknown = await dl('POST', editorPaths.dealerLogins, { shop_id: 99, username: 'nobody', email: 'n@example.test' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ code: 0, msg: 'There is no dealer 99.', data: { errors: [{ path: '/shop_id' }] } });
  const second = await dl('POST', editorPaths.dealerLogins, { shop_id: ALPHA.shopId, username: 'alpha2', email: 'a@example.test' });
  expect(second.statusCode).toBe(409);
  expect(second.json().msg).toMatch(/Alpha Films already has a login/);
  const taken = await dl('POST', editorPaths.dealerLogins, { shop_id: DELTA, username: 'alpha', email: 'd@example.test' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toMatchObject({ msg: 'The username alpha is taken.', data: { errors: [{ path: '/username' }] } });
  const bad = await dl('POST', editorPaths.dealerLogins, { shop_id: DELTA, username: 'has space', email: 'not-an-email' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.errors.map((e: { path: string }) => e.path)).toEqual(['/username', '/email']);
  expect(bad.json().msg).toMatch(/username must be 2 to 100 letters.*email must be an address/);
  const patchTaken = await dl('PATCH', editorPaths.dealerLogin(CHARLIE), { username: 'bravo' });
  expect(patchTaken.statusCode).toBe(409);
  expect((await dl('PATCH', editorPaths.dealerLogin(DELTA), { email: 'd@example.test' })).statusCode).toBe(404);
  expect((await dl('PATCH', editorPaths.dealerLogin(CHARLIE), {})).json().msg).toMatch(/at least one of username, email, disabled/);
});

it('refuses any body that carries a password or its hash, and stores none', async () => {
  for (const [method, url, body] of [
    ['POST', editorPaths.dealerLogins, { shop_id: DELTA, username: 'delta', email: 'd@example.test', password: 'Delta#2026' }],
    ['POST', editorPaths.dealerLogins, { shop_id: DELTA, username: 'delta', email: 'd@example.test', password_hash: 'scrypt$1$1$1$a$b' }],
    ['PATCH', editorPaths.dealerLogin(CHARLIE), { password: 'Charlie#2099' }],
    ['PATCH', editorPaths.dealerLogin(CHARLIE), { email: 'c@example.test', password_hash: 'x' }],
    ['POST', editorPaths.dealerLoginPasswordLink(CHARLIE), { deliver: 'show', new_password: 'Charlie#2099' }],
  ] as const) {
    const res = await dl(method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Dealer passwords are never sent to or shown by the console: send the dealer a set-password link/);
  }
  expect((await row(DELTA)).username).toBeNull();
  // the password set through the link still holds
  expect((await dealerLogin('charlie.tint', NEW_PASSWORD)).json().code).toBe(1);
});

it('mails a set-password link to the login email, answering where it went but not the link', async () => {
  const before = await outboxCount();
  const res = await dl('POST', editorPaths.dealerLoginPasswordLink(CHARLIE), { deliver: 'mail' });
  expect(res.json()).toMatchObject({ code: 1, data: { mailed_to: '*****ie@example.test' } });
  expect(res.body).not.toMatch(/ResetPwd/);
  const mail = await cms.app.cms.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(await outboxCount()).toBe(before + 1);
  expect(mail).toMatchObject({ to_address: 'charlie@example.test', subject: 'Car Film Master: set your dealer password' });
  expect(mail.body).toContain('username: charlie.tint');
  // no SMTP in tests: the outbox is where development reads the link, and it works
  const code = /\/ResetPwd\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
  expect((await call(cms.app, 'linkExpire', { code })).json().data).toEqual({ is_expire: 0 });
});

it('disabling ends sessions and links and refuses sign-in, forgot-password mail and dealer calls alike', async () => {
  const token = await login(cms.app, { username: 'charlie.tint', password: NEW_PASSWORD });
  const mail = await cms.app.cms.db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const code = /\/ResetPwd\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];

  const off = await dl('PATCH', editorPaths.dealerLogin(CHARLIE), { disabled: true });
  expect(off.json().data).toMatchObject({ disabled: true, open_sessions: 0 });
  // the same refusal as wrong credentials: nobody learns the login exists
  expect((await dealerLogin('charlie.tint', NEW_PASSWORD)).json()).toEqual((await dealerLogin('charlie.tint', 'Wrong#2026x')).json());
  expect((await dealerLogin('charlie.tint', NEW_PASSWORD)).json().msg).toBe(BAD_LOGIN);
  expect((await call(cms.app, 'ownInfo', {}, token)).statusCode).toBe(401);
  expect((await call(cms.app, 'sessionInfo', {}, token)).json().data).toEqual({ login: false, info: null });
  expect((await call(cms.app, 'linkExpire', { code })).json().data).toEqual({ is_expire: 1 });
  const before = await outboxCount();
  const forgot = await call(cms.app, 'forgetPwd', { username: 'charlie.tint', email: 'charlie@example.test' });
  expect(forgot.json()).toMatchObject({ code: 1, msg: RESET_SENT });
  expect(await outboxCount()).toBe(before);
  const link = await dl('POST', editorPaths.dealerLoginPasswordLink(CHARLIE), { deliver: 'show' });
  expect(link.statusCode).toBe(409);
  expect(link.json().msg).toMatch(/disabled: enable it/);

  // enabled again, the password still works; the old session stays ended
  expect((await dl('PATCH', editorPaths.dealerLogin(CHARLIE), { disabled: false })).json().data.disabled).toBe(false);
  expect((await dealerLogin('charlie.tint', NEW_PASSWORD)).json().code).toBe(1);
  expect((await call(cms.app, 'ownInfo', {}, token)).statusCode).toBe(401);
});

it('changes the username and email, and ends every session on request', async () => {
  const res = await dl('PATCH', editorPaths.dealerLogin(CHARLIE), { username: 'charlie', email: 'tint@example.test' });
  expect(res.json().data).toMatchObject({ username: 'charlie', email: 'tint@example.test' });
  const t1 = await login(cms.app, { username: 'charlie', password: NEW_PASSWORD });
  const t2 = await login(cms.app, { username: 'charlie', password: NEW_PASSWORD });
  expect((await row(CHARLIE)).open_sessions).toBeGreaterThanOrEqual(2);
  const open = (await row(CHARLIE)).open_sessions;
  const ended = await dl('POST', editorPaths.dealerLoginEndSessions(CHARLIE));
  expect(ended.json()).toMatchObject({ code: 1, data: { ended: open } });
  for (const t of [t1, t2]) expect((await call(cms.app, 'ownInfo', {}, t)).statusCode).toBe(401);
  expect((await dl('POST', editorPaths.dealerLoginEndSessions(CHARLIE))).json().data).toEqual({ ended: 0 });
  expect((await dl('POST', editorPaths.dealerLoginEndSessions(DELTA))).statusCode).toBe(404);
});

it('is for admins only: an editor and the machine token are refused', async () => {
  const calls = [
    ['GET', editorPaths.dealerLogins, undefined],
    ['POST', editorPaths.dealerLogins, { shop_id: DELTA, username: 'delta', email: 'd@example.test' }],
    ['PATCH', editorPaths.dealerLogin(CHARLIE), { disabled: true }],
    ['POST', editorPaths.dealerLoginPasswordLink(CHARLIE), { deliver: 'show' }],
    ['POST', editorPaths.dealerLoginEndSessions(CHARLIE), undefined],
  ] as const;
  for (const [method, url, body] of calls) {
    const res = await dl(method, url, body, writer);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Only an admin may do this.');
  }
  const machine = await cms.app.inject({ method: 'GET', url: editorPaths.dealerLogins, headers: { authorization: `Bearer ${MACHINE_TOKEN}` } });
  answers.push(machine);
  expect(machine.statusCode).toBe(403);
  expect((await row(CHARLIE)).disabled).toBe(false);
  expect((await row(DELTA)).username).toBeNull();
});

it('audits every change without a code, a link or a password', async () => {
  const log = (await admin.call('GET', editorPaths.audit)).json().data.list as { username: string; action: string; target: string; detail: string }[];
  const mine = log.filter((e) => e.action.startsWith('dealer login'));
  expect(mine.map((e) => e.action)).toEqual(
    expect.arrayContaining([
      'dealer login create',
      'dealer login link shown',
      'dealer login link mailed',
      'dealer login change',
      'dealer login sessions ended',
    ]),
  );
  expect(mine.every((e) => e.username === 'editor' && e.target === `dealer/${CHARLIE}`)).toBe(true);
  expect(mine.find((e) => e.detail.includes('disabled'))).toBeDefined();
  for (const e of mine) expect(e.detail).not.toMatch(/ResetPwd|Charlie#|scrypt/);
});

it('never answers a password or hash, and no answer may be cached', () => {
  expect(answers.length).toBeGreaterThan(30);
  for (const res of answers) {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/"password(_hash)?"\s*:|scrypt\$|Charlie#2026/);
  }
});
