// Unknown paths, malformed bodies and bad query values are answered with a JSON message, never a 500 or a stack.
import { endpoints, type EndpointName } from '../../../contract';
import { startCms, type TestCms, isDealerCall, startWithAlpha } from './helpers';

let cms: TestCms;
let token: string;
beforeAll(async () => {
  ({ cms, token } = await startWithAlpha());
});
afterAll(() => cms.close());

const noStack = (text: string) => expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);

it.each(['/api/nope', '/api/index/unknown', '/', '/api/blog/list', '/api/Blog/list/extra'])('answers 404 with a JSON message for %s', async (url) => {
  const res = await cms.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.json()).toEqual({ code: 0, data: null, msg: expect.stringMatching(/\w/) });
});

it('answers 404 for a wrong method', async () => {
  const res = await cms.app.inject({ method: 'DELETE', url: '/api/index/info' });
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe(0);
});

const names = Object.keys(endpoints) as EndpointName[];
const GARBAGE: Record<string, string>[] = [
  { page: 'abc', id: 'x', type: '-1', category_id: '1e999', second_id: '0', country_id: '9999999999999999999', nation_id: '', city_id: '[]' },
  { id: '1', page: '1', filter: 'a'.repeat(500), keywords: '%'.repeat(300), title: '\u0000<script>', code: 'x'.repeat(300) },
  { id: '-5', 'page[]': '2', 'id[]': '3', __proto__: '1', constructor: 'x' },
  {
    page: '9999999999999999999',
    id: '99999999999999999999',
    category_id: '1e300',
    second_id: '4294967297',
    type: '1',
    country_id: '1',
    nation_id: '1',
    city_id: '1',
    train_id: '1e20',
    t_id: '1e300',
    shop_id: '1e19',
  },
];

describe.each(names)('%s with garbage input', (name) => {
  it.each(GARBAGE.map((g, i) => [i, g] as const))('case %i never fails with a 500', async (_i, params) => {
    const ep = endpoints[name];
    const headers = isDealerCall(name) ? { token } : {};
    const qs = new URLSearchParams(Object.entries(params)).toString();
    const res =
      ep.method === 'GET'
        ? await cms.app.inject({ method: 'GET', url: `${ep.path}?${qs}&${qs}`, headers })
        : await cms.app.inject({
            method: 'POST',
            url: ep.path,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: `${qs}&${qs}`,
          });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect([0, 1]).toContain(body.code);
    expect(typeof body.msg).toBe('string');
    noStack(res.body);
  });
});

describe('malformed bodies', () => {
  const post = (payload: string, type: string) => cms.app.inject({ method: 'POST', url: '/api/index/contactUs', headers: { 'content-type': type }, payload });

  it('broken JSON → 400 with a JSON message', async () => {
    const res = await post('{"username": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: expect.any(String) });
    noStack(res.body);
  });

  it('a JSON array or wrong field types → code 0 with a message', async () => {
    for (const payload of ['[1,2]', '{"username": {"a": 1}}', '{"username": ["a","b"]}', 'null', '"text"']) {
      const res = await post(payload, 'application/json');
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(0);
      noStack(res.body);
    }
  });

  it('an unknown content type → 415 with a JSON message; plain text → code 0', async () => {
    const res = await post('<a/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(0);
    const text = await post('hello', 'text/plain');
    expect(text.statusCode).toBe(200);
    expect(text.json().code).toBe(0);
  });

  it('a body over the limit → 413 with a JSON message', async () => {
    const res = await post(`content=${'x'.repeat(2 * 1024 * 1024)}`, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(0);
  });

  it('broken multipart → code 0 with a message', async () => {
    const res = await cms.app.inject({
      method: 'POST',
      url: '/api/common/uploadImg',
      headers: { token, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(0);
  });
});

describe('CORS', () => {
  it("allows the site's origin (SITE_URL) and the token header", async () => {
    const res = await cms.app.inject({
      method: 'OPTIONS',
      url: '/api/shop/info',
      headers: { origin: 'http://site.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'token' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('http://site.test');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/token/i);
  });

  it('refuses localhost origins when the site is not on localhost', async () => {
    const res = await cms.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin: 'http://localhost:9000' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets every localhost port in when the site itself is on localhost (gatsby develop, previews)', async () => {
    const local = await startCms({ siteUrl: 'http://localhost:9000' });
    try {
      for (const origin of ['http://localhost:9000', 'http://localhost:8000']) {
        const res = await local.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
      }
      const evil = await local.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('does not allow other origins by default', async () => {
    const res = await cms.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('uses CMS_CORS_ORIGINS when set', async () => {
    const other = await startCms({ corsOrigins: ['https://site.example'] });
    try {
      const ok = await other.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin: 'https://site.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://site.example');
      const no = await other.app.inject({ method: 'GET', url: '/api/index/info', headers: { origin: 'http://localhost:9000' } });
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
