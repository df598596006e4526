// What every host of the build must answer (the Node static server and nginx alike): the same
// pages, redirects, client-only routes, 404 and security headers.
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { API_URL, BIG_SCRIPT } from '../../support/site-build-fixture';

/** The answer's bytes as sent (fetch would decode them), for an Accept-Encoding. */
export function rawGet(url: string, acceptEncoding: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('base64');

export function describeHosting(name: string, base: () => string) {
  const get = (p: string) => fetch(base() + p, { redirect: 'manual' });

  describe(`${name}: security headers`, () => {
    it('sends the header policy, nosniff, referrer and permissions policies on pages, assets and 404s', async () => {
      for (const p of ['/', '/aboutUs/', '/app-0123456789abcdef0123.js', '/no-such-page/']) {
        const res = await get(p);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toMatch(new RegExp(`connect-src 'self' ${API_URL.replace(/\./g, '\\.')}(;|$)`));
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy')).toContain('camera=()');
      }
    });

    it('puts the hashes of the page own inline scripts in its meta policy, and none of the data blocks', async () => {
      const html = await (await get('/aboutUs/')).text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? '';
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
      expect(meta).toContain(`'sha256-${sha('/*<![CDATA[*/window.pagePath="/aboutUs/";/*]]>*/')}'`);
      expect(meta).toContain(`'sha256-${sha('window.___chunkMapping="{}";')}'`);
      // the home page's head script can be added by client-side navigation from any page
      expect(meta).toContain(`'sha256-${sha('document.documentElement.dataset.seen="1"')}'`);
      expect(meta).not.toContain(sha('{"@type":"Organization"}'));
      // another page's loader is not allowed here
      expect(meta).not.toContain(sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'));
      expect(meta).toMatch(/^script-src 'self' /);
    });
  });

  describe(`${name}: compression`, () => {
    it('sends text gzip-compressed to a browser that takes it, as it is to one that does not, and says it varies', async () => {
      const plain = await rawGet(base() + BIG_SCRIPT, 'identity');
      const gzip = await rawGet(base() + BIG_SCRIPT, 'gzip');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      expect(gzip.headers['content-security-policy']).toContain("object-src 'none'");
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    });
  });

  describe(`${name}: routes`, () => {
    it('serves pages, and redirects a folder without its slash to the slash form', async () => {
      expect((await get('/')).status).toBe(200);
      const bare = await get('/aboutUs');
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.get('location')!, base()).pathname).toBe('/aboutUs/');
      const page = await get('/aboutUs/');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<h1>About Us</h1>');
    });

    it('answers a client-only route with its page, the URL kept', async () => {
      const res = await get('/ResetPwd/3f9a0c1d2e');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>Reset password</h1>');
    });

    it('answers an unknown path with the 404 page and status 404', async () => {
      const res = await get('/no-such-page/');
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Not found</h1>');
    });

    it('keeps the hosting files to itself and caches hashed assets for good', async () => {
      expect((await get('/_headers')).status).toBe(404);
      expect((await get('/_redirects')).status).toBe(404);
      expect((await get('/app-0123456789abcdef0123.js')).headers.get('cache-control')).toContain('immutable');
      expect((await get('/aboutUs/')).headers.get('cache-control')).toContain('must-revalidate');
    });
  });
}
