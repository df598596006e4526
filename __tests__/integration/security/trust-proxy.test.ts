// CMS_TRUST_PROXY (docs/configuration.md): 0, a hop count or the proxies' addresses, never "every
// hop", so a client cannot pick its own address through X-Forwarded-For to dodge the throttle or
// to spoof the address stored with a submission.
import { loadConfig } from '../../../cms/config';
import { startCms, type TestCms } from '../cms/helpers';

describe('reading CMS_TRUST_PROXY', () => {
  const read = (value: string) => loadConfig({ CMS_TRUST_PROXY: value }).trustProxy;

  it.each([
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8', ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']],
  ])('%j → %j', (value, expected) => {
    expect(read(value)).toEqual(expected);
  });

  it('refuses `true` with a message saying what to set instead', () => {
    expect(() => read('true')).toThrow(/CMS_TRUST_PROXY=true is refused.*number of proxy hops.*addresses/);
    expect(() => read('TRUE')).toThrow(/refused/);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '1.2.3.4,nonsense', '-1'])('refuses %j naming what it did not understand', (value) => {
    expect(() => read(value)).toThrow(/CMS_TRUST_PROXY: expected 0, a number of proxy hops, or a comma-separated list/);
  });
});

const contact = (n: number) => ({ username: 'A', phone: '1', email: `a${n}@example.test`, country: 'DE', content: 'hi' });

describe('one proxy hop (CMS_TRUST_PROXY=1)', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({ trustProxy: 1, throttleMax: 3 });
  });
  afterAll(() => cms.close());

  it('takes the address the proxy saw, whatever a client wrote further left; rotating it gains nothing', async () => {
    const send = (n: number, forged: string) =>
      cms.app.inject({
        method: 'POST',
        url: '/api/index/contactUs',
        payload: contact(n),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
      });
    for (let i = 0; i < 3; i++) expect((await send(i, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await send(9, '198.51.100.99')).statusCode).toBe(429);
    const stored = await cms.app.cms.db.selectFrom('contact_requests').select('ip').execute();
    expect(stored.map((r) => r.ip)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });
});

describe('a list of proxy addresses (CMS_TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
  });
  afterAll(() => cms.close());
  const ipSeen = async (remoteAddress: string, xff: string) => {
    await cms.app.cms.db.deleteFrom('contact_requests').execute();
    await cms.app.inject({ method: 'POST', url: '/api/index/contactUs', payload: contact(1), remoteAddress, headers: { 'x-forwarded-for': xff } });
    return (await cms.app.cms.db.selectFrom('contact_requests').select('ip').executeTakeFirstOrThrow()).ip;
  };

  it('walks back through the listed proxies only', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.1, 203.0.113.8, 10.1.2.3')).toBe('203.0.113.8');
    expect(await ipSeen('10.9.9.9', '203.0.113.9')).toBe('203.0.113.9');
    // a peer that is not a listed proxy is the client, whatever it claims
    expect(await ipSeen('192.0.2.50', '203.0.113.10')).toBe('192.0.2.50');
  });
});

describe('no proxy (the default)', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(() => cms.close());

  it('ignores X-Forwarded-For', async () => {
    await cms.app.inject({
      method: 'POST',
      url: '/api/index/contactUs',
      payload: contact(1),
      remoteAddress: '192.0.2.60',
      headers: { 'x-forwarded-for': '203.0.113.11' },
    });
    expect((await cms.app.cms.db.selectFrom('contact_requests').select('ip').executeTakeFirstOrThrow()).ip).toBe('192.0.2.60');
  });
});
