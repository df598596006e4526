// Login and change-password throttling (cms/README.md#security-behaviour): attempts are counted
// before the slow password hash, so concurrent guesses cannot slip past the limit; keys are hashed
// and capped; a client that keeps failing on one account waits longer and longer.
import { ALPHA, BRAVO, startCms, type TestCms } from '../cms/helpers';
import { throttleKey } from '../../../cms/lib/throttle';
import { nowSeconds } from '../../../cms/lib/tokens';

const TOO_MANY = 'Too many attempts. Please try again later.';
let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ throttleMax: 20, throttleWindowS: 600 });
});
afterAll(() => cms.close());

const post = (url: string, payload: Record<string, string>, ip: string) => cms.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const loginFrom = (ip: string, username: string, password: string) => post('/api/login/login', { username, password }, ip);
const counter = (key: string) => cms.app.cms.db.selectFrom('throttle_counters').selectAll().where('key', '=', key).executeTakeFirst();
/** moves every stored attempt `s` seconds into the past (instead of waiting) */
const age = (s: number) =>
  cms.app.cms.db
    .updateTable('throttle_counters')
    .set((eb) => ({ last_at: eb('last_at', '-', s), window_start: eb('window_start', '-', s) }))
    .execute();
/**
 * dates every stored attempt now: an "at once" attempt must not depend on how long the previous
 * one's password hash took on a busy machine (it is counted before the hash)
 */
const touch = () => cms.app.cms.db.updateTable('throttle_counters').set({ last_at: nowSeconds() }).execute();

it('counts concurrent wrong passwords before checking them: at most the limit is evaluated, and the right one after them is refused', async () => {
  const ip = '10.9.0.1';
  const wrong = Array.from({ length: 60 }, (_, i) => loginFrom(ip, `user${i % 7}`, `wrong-${i}`));
  const right = loginFrom(ip, ALPHA.username, ALPHA.password);
  const all = await Promise.all([...wrong, right]);
  const refused = all.filter((r) => r.statusCode === 429);
  // a check-then-count throttle lets all 61 through (each saw the count before any failure was added)
  expect(all.length - refused.length).toBeLessThanOrEqual(20);
  expect(refused[0].json()).toEqual({ code: 0, data: null, msg: TOO_MANY });
  expect(all[60].statusCode).toBe(429);
  expect((await counter(throttleKey('login:ip', ip)))?.count).toBe(61);
});

it('change password uses the same counters, concurrently too', async () => {
  const ip = '10.9.0.2';
  const tries = Array.from({ length: 30 }, () =>
    post('/api/login/changePwd', { username: BRAVO.username, password: 'wrong', new_username: 'x', new_password: 'Bravo#2099' }, ip),
  );
  const all = await Promise.all(tries);
  expect(all.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(20);
  expect(
    (await post('/api/login/changePwd', { username: BRAVO.username, password: BRAVO.password, new_username: BRAVO.username, new_password: 'Bravo#2099' }, ip))
      .statusCode,
  ).toBe(429);
  // the account itself is not locked: its owner elsewhere still logs in with the unchanged password
  expect((await loginFrom('10.9.0.3', BRAVO.username, BRAVO.password)).json().code).toBe(1);
});

it('stores throttle keys as fixed-size hashes, never the username, and refuses over-long usernames before counting', async () => {
  const name = 'some.dealer.with.a.name@example.test';
  await loginFrom('10.9.1.1', name, 'wrong');
  const rows = await cms.app.cms.db.selectFrom('throttle_counters').select('key').execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
  expect(await counter(throttleKey('login:account', name, '10.9.1.1'))).toBeTruthy();

  const before = rows.length;
  const huge = await loginFrom('10.9.1.2', 'u'.repeat(200_000), 'wrong');
  // refused by the contract's field caps (contract/auth.ts): a validation refusal, code 0 with a message
  expect(huge.json()).toMatchObject({ code: 0, data: null });
  expect(huge.json().msg).toMatch(/username/i);
  const forgot = await post('/api/login/forgetPwd', { username: 'u'.repeat(5000), email: 'a@example.test' }, '10.9.1.2');
  expect(forgot.json()).toMatchObject({ code: 0, data: null });
  expect((await cms.app.cms.db.selectFrom('throttle_counters').select('key').execute()).length).toBe(before);
});

it('makes a client that keeps failing on one account wait longer after every attempt', async () => {
  const ip = '10.9.2.1';
  const status = async () => (await loginFrom(ip, ALPHA.username, 'wrong')).statusCode;
  // the first five failures are answered at once, then each wait is twice the last: 1, 2, 4, 8, 16 … s
  for (let i = 0; i < 5; i++) expect(await status()).toBe(200);
  await age(1);
  expect(await status()).toBe(200); // 6th after 1 s: its 1 s wait has passed
  await touch();
  expect(await status()).toBe(429); // 7th at once: needs 2 s
  await age(4);
  expect(await status()).toBe(200); // 8th after 4 s: its 4 s wait has passed
  await touch();
  expect(await status()).toBe(429); // 9th at once: needs 8 s
  await age(4);
  expect(await status()).toBe(429); // 10th after 4 s: needs 16 s
  await age(32);
  expect(await status()).toBe(200); // 11th after 32 s: its 32 s wait has passed
  // held back even with the right password, while the owner on another client logs in
  expect((await loginFrom(ip, ALPHA.username, ALPHA.password)).statusCode).toBe(429);
  expect((await loginFrom('10.9.2.2', ALPHA.username, ALPHA.password)).json().code).toBe(1);
  // once the wait has passed the right password logs in and the failures are forgotten
  await age(600);
  expect((await loginFrom(ip, ALPHA.username, ALPHA.password)).json().code).toBe(1);
  expect(await counter(throttleKey('login:account', ALPHA.username, ip))).toBeUndefined();
});
