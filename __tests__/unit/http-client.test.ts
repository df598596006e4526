/**
 * The live client's error mapping (docs/product/errors.md), against a real HTTP server on 127.0.0.1.
 * axios is told to use its Node http adapter: jsdom's XHR would add CORS to the test.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, REQUEST_TIMEOUT_MS, toFormBody, DEFAULT_API_URL } from '../../src/services/http';
import { http } from '../../src/services/axios-client';
import { clearToasts, getToasts } from '../../src/services/toast-store';
import { setSession } from '../../src/session/session';
import { localApiServer } from './support/local-api';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });
}

localApiServer(async (req, res) => {
  const body = await readBody(req);
  const json = (status: number, payload: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  switch (req.url?.split('?')[0]) {
    case '/echo':
      return json(200, {
        code: 1,
        data: { token: req.headers.token ?? null, contentType: req.headers['content-type'] ?? null, body, url: req.url },
        msg: 'ok',
      });
    case '/refused':
      return json(200, { code: 0, data: null, msg: 'Wrong password' });
    case '/unauth':
      return json(401, { code: 0, data: null, msg: 'Unauthorized' });
    case '/boom':
      return json(500, { code: 0, data: null, msg: 'Server exploded' });
    case '/boom-message':
      return json(502, { message: 'Upstream said no' });
    case '/boom-empty':
      res.writeHead(503);
      return res.end();
    default:
      return json(404, { code: 0, data: null, msg: 'Unknown path' });
  }
});

beforeEach(() => clearToasts());

const messages = () => getToasts().map((t) => `${t.kind}:${t.message}`);

describe('http client configuration', () => {
  it('uses the documented timeout and a localhost default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(100000);
    expect(http.defaults.timeout).toBe(100000);
    expect(DEFAULT_API_URL).toBe('http://localhost:4000');
  });

  it('sends plain objects form-urlencoded and GET params as a query', async () => {
    const res = await call<{ contentType: string; body: string; url: string }>({
      url: '/echo',
      method: 'POST',
      data: { username: 'a b', password: 'p&q', skip: undefined, ids: [1, 2] },
    });
    expect(res.code).toBe(1);
    expect(res.status).toBe(200);
    expect(res.data.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(res.data.body).get('password')).toBe('p&q');
    expect(res.data.body).toBe('username=a+b&password=p%26q&ids=1&ids=2');

    const get = await call<{ url: string }>({ url: '/echo', params: { page: 2, keywords: 'ppf' } });
    expect(get.data.url).toBe('/echo?page=2&keywords=ppf');
  });

  it('leaves FormData (uploads) alone', async () => {
    // jsdom's FormData cannot go through Node's http adapter, so capture what the browser's
    // adapter would receive: the very same FormData object, not a urlencoded string.
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    let sent: unknown;
    await http.request({
      url: '/api/common/uploadImg',
      method: 'POST',
      data: form,
      adapter: async (config) => {
        sent = config.data;
        return { data: { code: 1, data: { code: '/uploads/a.png' }, msg: '' }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    expect(sent).toBe(form);
  });

  it('attaches the token header from the session cookie on every request', async () => {
    const anonymous = await call<{ token: string | null }>({ url: '/echo' });
    expect(anonymous.data.token).toBeNull();
    setSession('tok-42', { shop_name: 'S' });
    const dealer = await call<{ token: string | null }>({ url: '/echo' });
    expect(dealer.data.token).toBe('tok-42');
  });

  it('toFormBody skips null and undefined', () => {
    expect(toFormBody({ a: 1, b: null, c: undefined, d: 'x' })).toBe('a=1&d=x');
  });
});

describe('error mapping (docs/product/errors.md)', () => {
  it('returns code-0 envelopes without a toast (callers alert the msg)', async () => {
    const res = await call({ url: '/refused', method: 'POST', data: {} });
    expect(res).toMatchObject({ code: 0, msg: 'Wrong password', status: 200 });
    expect(messages()).toEqual([]);
  });

  it('HTTP 401 passes the response through with no message', async () => {
    const res = await call({ url: '/unauth' });
    expect(res.status).toBe(401);
    expect(res.code).toBe(0);
    expect(messages()).toEqual([]);
  });

  it('HTTP 404 toasts the documented message and rejects', async () => {
    await expect(call({ url: '/nope' })).rejects.toMatchObject({ response: { status: 404 } });
    expect(messages()).toEqual(['error:The network request does not exist.']);
  });

  it("other HTTP errors toast the server's msg and reject", async () => {
    await expect(call({ url: '/boom' })).rejects.toBeTruthy();
    expect(messages()).toEqual(['error:Server exploded']);
  });

  it("falls back to the server's message field", async () => {
    await expect(call({ url: '/boom-message' })).rejects.toBeTruthy();
    expect(messages()).toEqual(['error:Upstream said no']);
  });

  it('falls back to the status text', async () => {
    await expect(call({ url: '/boom-empty' })).rejects.toBeTruthy();
    expect(messages()).toEqual(['error:Service Unavailable']);
  });

  it('a network failure toasts that the service is unavailable and rejects', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(call({ url: '/echo', baseURL: `http://127.0.0.1:${port}` })).rejects.toBeTruthy();
    expect(messages()).toEqual(['error:The service is unavailable. Please try again later.']);
  });

  it('a quiet background refresh only logs its failure: no toast, still rejects', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(call({ url: '/boom', quiet: true })).rejects.toBeTruthy();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(call({ url: '/echo', baseURL: `http://127.0.0.1:${port}`, quiet: true })).rejects.toBeTruthy();
    expect(messages()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
