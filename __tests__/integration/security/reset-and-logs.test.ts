// Reset codes and secrets (cms/README.md#security-behaviour): a new code, a reset and a password
// change end every open code of the shop; forgot-password answers alike for every input and never
// waits for the SMTP server; reset links reach the outbox and the log only when no SMTP is set up;
// the request log withholds secret and personal query values.
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { ALPHA, BRAVO, call, startCms, type TestCms } from '../cms/helpers';
import { hashToken, nowIso, nowSeconds } from '../../../cms/lib/tokens';
import { RESET_SENT } from '../../../cms/routes/login';

/** the app's log lines, as text */
function logSink() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (d: Buffer) => (text += d.toString()));
  return { stream, text: () => text };
}

const codeOf = (body: string) => /\/ResetPwd\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const lastMail = (cms: TestCms) => cms.app.cms.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirst();
const isLive = async (cms: TestCms, code: string) => (await call(cms.app, 'linkExpire', { code })).json().data.is_expire === 0;
const requestCode = async (cms: TestCms, who: { username: string }, email: string) => {
  await call(cms.app, 'forgetPwd', { username: who.username, email });
  return codeOf((await lastMail(cms))!.body);
};

describe('without SMTP (development)', () => {
  let cms: TestCms;
  const log = logSink();
  beforeAll(async () => {
    cms = await startCms({ logger: true }, undefined, { logStream: log.stream });
  });
  afterAll(() => cms.close());

  it('a new code ends the earlier one', async () => {
    const first = await requestCode(cms, ALPHA, 'alpha@example.test');
    const second = await requestCode(cms, ALPHA, 'alpha@example.test');
    expect(first).not.toBe(second);
    expect(await isLive(cms, first)).toBe(false);
    expect(await isLive(cms, second)).toBe(true);
    expect((await call(cms.app, 'resetPwd', { code: first, password: 'Alpha#2090' })).json().code).toBe(0);
  });

  it('a reset ends every other open code of the shop', async () => {
    const code = await requestCode(cms, ALPHA, 'alpha@example.test');
    // a second open code (as an older version could leave behind)
    const other = 'another-open-code-0123456789abcdefghijklmnop';
    await cms.app.cms.db
      .insertInto('reset_codes')
      .values({ code_hash: hashToken(other), shop_id: ALPHA.shopId, created_at: nowIso(), expires_at: nowSeconds() + 600, used_at: null })
      .execute();
    expect(await isLive(cms, other)).toBe(true);
    expect((await call(cms.app, 'resetPwd', { code, password: 'Alpha#2091' })).json().code).toBe(1);
    expect(await isLive(cms, other)).toBe(false);
    expect((await call(cms.app, 'resetPwd', { code: other, password: 'Alpha#2092' })).json().code).toBe(0);
    expect((await call(cms.app, 'login', { username: 'alpha', password: 'Alpha#2091' })).json().code).toBe(1);
  });

  it('two concurrent resets with one code: exactly one succeeds', async () => {
    const code = await requestCode(cms, ALPHA, 'alpha@example.test');
    const [a, b] = await Promise.all([
      call(cms.app, 'resetPwd', { code, password: 'Alpha#2093' }),
      call(cms.app, 'resetPwd', { code, password: 'Alpha#2094' }),
    ]);
    expect([a.json().code, b.json().code].sort()).toEqual([0, 1]);
  });

  it('concurrent requests for codes leave exactly one open code', async () => {
    await Promise.all(Array.from({ length: 8 }, () => call(cms.app, 'forgetPwd', { username: 'alpha', email: 'alpha@example.test' })));
    const open = await cms.app.cms.db.selectFrom('reset_codes').select('code_hash').where('shop_id', '=', ALPHA.shopId).where('used_at', 'is', null).execute();
    expect(open).toHaveLength(1);
  });

  it('a password change ends the open code', async () => {
    const code = await requestCode(cms, BRAVO, 'bravo@example.test');
    expect(await isLive(cms, code)).toBe(true);
    const changed = await call(cms.app, 'changePwd', { ...BRAVO, new_username: BRAVO.username, new_password: 'Bravo#2095' });
    expect(changed.json().code).toBe(1);
    expect(await isLive(cms, code)).toBe(false);
    expect((await call(cms.app, 'resetPwd', { code, password: 'Bravo#2096' })).json().code).toBe(0);
  });

  it('keeps the link in the outbox and the log (the only way to read it here)', async () => {
    const code = await requestCode(cms, BRAVO, 'bravo@example.test');
    expect((await lastMail(cms))!.body).toContain(code);
    expect(log.text()).toContain(code);
  });

  it('withholds secret and personal query values from the request log', async () => {
    const secrets = {
      code: 'SECRET-CODE-4711',
      token: 'SECRET-TOKEN-4712',
      password: 'SECRET-PASS-4713',
      key: 'SECRET-KEY-4714',
      email: 'secret.mail.4715@example.test',
      filter: 'SECRET-FILTER-4716',
    };
    await cms.app.inject({ method: 'GET', url: `/api/login/getLinkExpire?code=${secrets.code}&token=${secrets.token}&password=${secrets.password}` });
    await cms.app.inject({ method: 'GET', url: `/api/Warranty/getWarrantysList?filter=${secrets.filter}&key=${secrets.key}&email=${secrets.email}` });
    // names spelled with escapes or another case are the same names
    await cms.app.inject({ method: 'GET', url: `/api/login/getLinkExpire?%63ode=${secrets.code}-b&CODE=${secrets.code}-c` });
    const text = log.text();
    expect(text).toContain('getLinkExpire');
    expect(text).toContain('[withheld]');
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
  });
});

describe('with SMTP configured', () => {
  let cms: TestCms;
  let smtp: net.Server;
  const sockets = new Set<net.Socket>();
  let connected: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const log = logSink();
  beforeAll(async () => {
    // an SMTP server that accepts connections and never answers: a caller waiting for it would hang
    smtp = net.createServer((socket) => {
      sockets.add(socket);
      connected();
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as net.AddressInfo).port;
    cms = await startCms({ logger: true, smtpUrl: `smtp://127.0.0.1:${port}` }, undefined, { logStream: log.stream });
  });
  afterAll(async () => {
    // the queued delivery fails at once instead of holding the shutdown
    for (const s of sockets) s.destroy();
    await cms.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('answers forgot-password identically, queues the mail without waiting for delivery, and keeps the link out of outbox and log', async () => {
    const ghost = await call(cms.app, 'forgetPwd', { username: 'ghost', email: 'ghost@example.test' });
    const wrongMail = await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'nobody@example.test' });
    const real = await call(cms.app, 'forgetPwd', { username: 'alpha', email: 'alpha@example.test' });
    for (const r of [ghost, wrongMail, real]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ code: 1, data: null, msg: RESET_SENT });
    }
    // answered while the SMTP server still holds the delivery
    await firstConnection;
    const mail = await lastMail(cms);
    expect(mail).toMatchObject({ to_address: 'alpha@example.test', sent_at: null });
    expect(mail!.body).toContain('/ResetPwd/[withheld]');
    expect(codeOf(mail!.body)).toBe('');
    // the code exists (it is the mail the SMTP server would deliver), but nothing stored or logged shows it
    const open = await cms.app.cms.db.selectFrom('reset_codes').selectAll().where('used_at', 'is', null).execute();
    expect(open).toHaveLength(1);
    expect(log.text()).not.toMatch(/\/ResetPwd\/(?!\[withheld\])/);
  });
});
