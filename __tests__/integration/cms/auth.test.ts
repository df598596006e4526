// Dealer sessions: 401 without a live token on every dealer call, own-shop only, password flows, throttling.
import { randomBytes } from 'node:crypto';
import { MSG, endpoints, type EndpointName } from '../../../contract';
import { hashToken, nowIso, nowSeconds } from '../../../cms/lib/tokens';
import { ALPHA, BRAVO, call, login, startCms, type TestCms, isDealerCall } from './helpers';
import { SAMPLES } from './samples';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

const dealerCalls = (Object.keys(endpoints) as EndpointName[]).filter((n) => isDealerCall(n));

async function expiredToken(shopId: number) {
  const token = randomBytes(32).toString('base64url');
  await cms.app.cms.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), shop_id: shopId, created_at: nowIso(), expires_at: nowSeconds() - 1, revoked_at: null })
    .execute();
  return token;
}

describe.each(dealerCalls)('dealer call %s', (name) => {
  const tokens: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a forged token', async () => randomBytes(32).toString('base64url')],
    ['an expired token', () => expiredToken(1)],
    [
      'a logged-out token',
      async () => {
        const t = await login(cms.app, ALPHA);
        await call(cms.app, 'logout', {}, t);
        return t;
      },
    ],
  ];
  it.each(tokens)('answers 401 with %s', async (_label, make) => {
    const res = await call(cms.app, name, SAMPLES[name], await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0, data: null });
  });
});

describe('a dealer sees and changes only its own shop', () => {
  it("branding list and detail are the shop's own (drafts excluded)", async () => {
    const a = await login(cms.app, ALPHA);
    const b = await login(cms.app, BRAVO);
    const listA = (await call(cms.app, 'brandingList', {}, a)).json().data;
    expect(listA.data.map((x: { goods_id: number }) => x.goods_id)).toEqual([15]);
    const listB = (await call(cms.app, 'brandingList', {}, b)).json().data;
    expect(listB.data.map((x: { goods_id: number }) => x.goods_id)).toEqual([16]);
    expect((await call(cms.app, 'brandingDetail', { id: 15 }, a)).json().code).toBe(1);
    expect((await call(cms.app, 'brandingDetail', { id: 16 }, a)).json().code).toBe(0);
    expect((await call(cms.app, 'brandingDetail', { id: 17 }, a)).json().code).toBe(0);
    expect((await call(cms.app, 'brandingDetail', { id: 1 }, a)).json().code).toBe(0);
    // branding elements are not public tools
    expect((await call(cms.app, 'toolsDetail', { id: 15 })).json().code).toBe(0);
  });

  it("portal info and saveInfo act on the token's shop whatever the request says", async () => {
    const b = await login(cms.app, BRAVO);
    expect((await call(cms.app, 'portalInfo', { id: 1 }, b)).json().data.id).toBe(2);
    const res = await call(cms.app, 'saveInfo', { ...SAMPLES.saveInfo, id: 1, shop_id: 1, shop_name: 'Hijack' }, b);
    expect(res.json().code).toBe(1);
    const rows = await cms.app.cms.db.selectFrom('dealers').select(['id', 'shop_name']).where('id', 'in', [1, 2]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, shop_name: 'Alpha Films' },
      { id: 2, shop_name: 'Hijack' },
    ]);
  });
});

describe('login, session and logout', () => {
  it('checks required fields in order', async () => {
    expect((await call(cms.app, 'login', {})).json().msg).toBe(MSG.fillUsername);
    expect((await call(cms.app, 'login', { username: 'alpha' })).json().msg).toBe(MSG.fillPassword);
  });

  it('refuses a wrong password or unknown user with the same message', async () => {
    const wrong = (await call(cms.app, 'login', { username: 'alpha', password: 'nope' })).json();
    const unknown = (await call(cms.app, 'login', { username: 'ghost', password: 'nope' })).json();
    expect(wrong).toEqual({ code: 0, data: null, msg: expect.any(String) });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('issues a random token stored only as a hash; /api/login/info reports the session; logout revokes it', async () => {
    const res = (await call(cms.app, 'login', ALPHA)).json();
    const { token, expires_at, id } = res.data.userinfo;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(id).toBe(1);
    expect(expires_at).toBeGreaterThan(nowSeconds() + 23 * 3600);
    const stored = await cms.app.cms.db.selectFrom('sessions').selectAll().execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect(stored.some((s) => s.token_hash === hashToken(token))).toBe(true);
    const hashes = await cms.app.cms.db.selectFrom('accounts').select('password_hash').execute();
    expect(hashes.every((h) => h.password_hash.startsWith('scrypt$') && !h.password_hash.includes(ALPHA.password))).toBe(true);

    const info = (await call(cms.app, 'sessionInfo', {}, token)).json();
    expect(info.data).toEqual({ login: true, info: expect.objectContaining({ id: 1, username: 'alpha', token }) });
    expect((await call(cms.app, 'sessionInfo', {})).json().data).toEqual({ login: false, info: null });
    expect((await call(cms.app, 'logout', {}, token)).json().code).toBe(1);
    expect((await call(cms.app, 'sessionInfo', {}, token)).json().data.login).toBe(false);
    expect((await call(cms.app, 'portalInfo', {}, token)).statusCode).toBe(401);
  });
});

describe('forgot password, reset link, reset', () => {
  const lastMail = () => cms.app.cms.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirst();
  const codeOf = (body: string) => /\/ResetPwd\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  it('checks required fields', async () => {
    expect((await call(cms.app, 'forgetPwd', {})).json().msg).toBe(MSG.fillUsername);
    expect((await call(cms.app, 'forgetPwd', { username: 'alpha' })).json().msg).toBe(MSG.fillTheEmail);
  });

  it('answers the same whether or not the account exists, mailing only real accounts', async () => {
    const before = (await lastMail())?.id ?? 0;
    const ghost = (await call(cms.app, 'forgetPwd', { username: 'ghost', email: 'ghost@example.test' })).json();
    const wrongMail = (await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'other@example.test' })).json();
    expect((await lastMail())?.id ?? 0).toBe(before);
    const real = (await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'ALPHA@example.test' })).json();
    expect(ghost).toEqual(real);
    expect(wrongMail).toEqual(real);
    const mail = await lastMail();
    expect(mail?.to_address).toBe('alpha@example.test');
    expect(mail?.body).toContain('http://site.test/ResetPwd/');
  });

  it('getLinkExpire: 0 for a fresh code, 1 for unknown, used or expired codes; reset is single-use', async () => {
    await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'alpha@example.test' });
    const code = codeOf((await lastMail())!.body);
    expect(code.length).toBeGreaterThanOrEqual(40);
    expect((await call(cms.app, 'linkExpire', { code })).json().data).toEqual({ is_expire: 0 });
    expect((await call(cms.app, 'linkExpire', { code: 'made-up' })).json().data).toEqual({ is_expire: 1 });
    expect((await call(cms.app, 'linkExpire', {})).json().data).toEqual({ is_expire: 1 });

    expect((await call(cms.app, 'resetPwd', { code })).json().msg).toBe(MSG.fillTheEmail);
    expect((await call(cms.app, 'resetPwd', { code, password: 'weak' })).json().msg).toBe(MSG.passwordHint);
    expect((await call(cms.app, 'resetPwd', { code: 'made-up', password: 'Alpha#2027' })).json().msg).toBe(MSG.pageExpired);
    const session = await login(cms.app, ALPHA);
    expect((await call(cms.app, 'resetPwd', { code, password: 'Alpha#2027' })).json().code).toBe(1);
    expect((await call(cms.app, 'linkExpire', { code })).json().data).toEqual({ is_expire: 1 });
    expect((await call(cms.app, 'resetPwd', { code, password: 'Alpha#2028' })).json().msg).toBe(MSG.pageExpired);
    // old sessions are revoked, the new password works, the old one not
    expect((await call(cms.app, 'portalInfo', {}, session)).statusCode).toBe(401);
    expect((await call(cms.app, 'login', ALPHA)).json().code).toBe(0);
    expect((await call(cms.app, 'login', { username: 'alpha', password: 'Alpha#2027' })).json().code).toBe(1);

    await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'alpha@example.test' });
    const late = codeOf((await lastMail())!.body);
    await cms.app.cms.db
      .updateTable('reset_codes')
      .set({ expires_at: nowSeconds() - 1 })
      .where('code_hash', '=', hashToken(late))
      .execute();
    expect((await call(cms.app, 'linkExpire', { code: late })).json().data).toEqual({ is_expire: 1 });
    expect((await call(cms.app, 'resetPwd', { code: late, password: 'Alpha#2029' })).json().msg).toBe(MSG.pageExpired);
    // back to the fixture password for the other tests
    await call(cms.app, 'changePwd', { username: 'alpha', password: 'Alpha#2027', new_username: 'alpha', new_password: ALPHA.password });
  });
});

describe('change password', () => {
  it('checks the four fields in order', async () => {
    const full = { username: 'bravo', password: BRAVO.password, new_username: 'bravo2', new_password: 'Bravo#2030' };
    expect((await call(cms.app, 'changePwd', { ...full, username: '' })).json().msg).toBe(MSG.fillUsername);
    expect((await call(cms.app, 'changePwd', { ...full, password: '' })).json().msg).toBe(MSG.fillPassword);
    expect((await call(cms.app, 'changePwd', { ...full, new_username: '' })).json().msg).toBe(MSG.fillNewUsername);
    expect((await call(cms.app, 'changePwd', { ...full, new_password: '' })).json().msg).toBe(MSG.fillNewPassword);
  });

  it('refuses a wrong current password, a weak new one, a taken username', async () => {
    expect((await call(cms.app, 'changePwd', { username: 'bravo', password: 'wrong', new_username: 'b', new_password: 'Bravo#2030' })).json().code).toBe(0);
    expect((await call(cms.app, 'changePwd', { username: 'bravo', password: BRAVO.password, new_username: 'b', new_password: 'short' })).json().msg).toBe(
      MSG.passwordHint,
    );
    expect(
      (await call(cms.app, 'changePwd', { username: 'bravo', password: BRAVO.password, new_username: 'alpha', new_password: 'Bravo#2030' })).json().code,
    ).toBe(0);
    expect((await call(cms.app, 'login', BRAVO)).json().code).toBe(1);
  });

  it('sets the new username and password', async () => {
    const res = (
      await call(cms.app, 'changePwd', { username: 'bravo', password: BRAVO.password, new_username: 'bravo-shop', new_password: 'Bravo#2030' })
    ).json();
    expect(res.code).toBe(1);
    expect((await call(cms.app, 'login', BRAVO)).json().code).toBe(0);
    expect((await call(cms.app, 'login', { username: 'bravo-shop', password: 'Bravo#2030' })).json().code).toBe(1);
  });
});

describe('throttling', () => {
  let small: TestCms;
  beforeAll(async () => {
    small = await startCms({ throttleMax: 3, throttleWindowS: 600 });
  });
  afterAll(() => small.close());
  const TOO_MANY = 'Too many attempts. Please try again later.';

  it('successful logins do not use up attempts', async () => {
    for (let i = 0; i < 5; i++) expect((await call(small.app, 'login', ALPHA)).json().code).toBe(1);
  });

  it('failures from other clients never lock the owner out; the failing client is held back', async () => {
    // no account-wide lock: anyone could otherwise lock a dealer out with a few wrong passwords
    for (let i = 0; i < 3; i++) {
      const r = await small.app.inject({
        method: 'POST',
        url: '/api/login/login',
        payload: { username: 'bravo', password: 'bad' },
        remoteAddress: `10.0.2.${i}`,
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await call(small.app, 'login', { username: 'bravo', password: BRAVO.password })).json().code).toBe(1);
    // the client that used up its own attempts is refused, even with the right password
    for (let i = 0; i < 3; i++) {
      await small.app.inject({ method: 'POST', url: '/api/login/login', payload: { username: 'bravo', password: 'bad' }, remoteAddress: '10.0.2.9' });
    }
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { username: 'bravo', password: BRAVO.password },
      remoteAddress: '10.0.2.9',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, data: null, msg: TOO_MANY });
    // change password is guarded by the same counters
    const change = await small.app.inject({
      method: 'POST',
      url: '/api/login/changePwd',
      payload: { username: 'bravo', password: BRAVO.password, new_username: 'b', new_password: 'Bravo#2031' },
      remoteAddress: '10.0.2.9',
    });
    expect(change.statusCode).toBe(429);
  });

  it('limits failed logins per IP across accounts', async () => {
    for (let i = 0; i < 3; i++) {
      await small.app.inject({ method: 'POST', url: '/api/login/login', payload: { username: `ghost${i}`, password: 'bad' }, remoteAddress: '10.0.3.1' });
    }
    const res = await small.app.inject({ method: 'POST', url: '/api/login/login', payload: ALPHA, remoteAddress: '10.0.3.1' });
    expect(res.statusCode).toBe(429);
  });

  it('limits per IP across accounts', async () => {
    const ip = (n: number) => ({ remoteAddress: `10.0.0.${n}` });
    for (let i = 0; i < 3; i++) {
      const r = await small.app.inject({ method: 'POST', url: '/api/login/forgetPwd', payload: { username: `user${i}`, email: 'x@example.test' }, ...ip(7) });
      expect(r.statusCode).toBe(200);
    }
    const blocked = await small.app.inject({ method: 'POST', url: '/api/login/forgetPwd', payload: { username: 'user9', email: 'x@example.test' }, ...ip(7) });
    expect(blocked.statusCode).toBe(429);
    const other = await small.app.inject({ method: 'POST', url: '/api/login/forgetPwd', payload: { username: 'user9', email: 'x@example.test' }, ...ip(8) });
    expect(other.statusCode).toBe(200);
  });

  it('limits the public forms per IP', async () => {
    const form = { username: 'A', phone: '1', email: 'a@example.test', country: 'DE', content: 'hi' };
    for (let i = 0; i < 3; i++) {
      expect(
        (await small.app.inject({ method: 'POST', url: '/api/index/contactUs', payload: { ...form, email: `a${i}@example.test` }, remoteAddress: '10.0.1.1' }))
          .statusCode,
      ).toBe(200);
    }
    const res = await small.app.inject({ method: 'POST', url: '/api/index/contactUs', payload: form, remoteAddress: '10.0.1.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(TOO_MANY);
    for (let i = 0; i < 3; i++)
      await small.app.inject({
        method: 'POST',
        url: '/api/index/joinUs',
        payload: { username: 'B', phone: '1', country: '1', city: '1' },
        remoteAddress: '10.0.1.2',
      });
    expect(
      (
        await small.app.inject({
          method: 'POST',
          url: '/api/index/joinUs',
          payload: { username: 'B', phone: '1', country: '1', city: '1' },
          remoteAddress: '10.0.1.2',
        })
      ).statusCode,
    ).toBe(429);
  });
});
