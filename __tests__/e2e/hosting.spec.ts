// Every template of the build, the client-only shells and the 404 page under the served headers:
// the policy is sent, and no page trips it (the fixture fails a test on any CSP violation).
import { expect, test } from './support/fixtures';

/** One URL per first path segment of the sitemap (one per template), plus what the sitemap leaves out. */
async function oneUrlPerTemplate(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const byTemplate = new Map<string, string>();
  for (const p of paths) {
    const segs = p.split('/').filter(Boolean);
    const key = `${segs[0] ?? ''}/${segs.length}`;
    if (!byTemplate.has(key)) byTemplate.set(key, p);
  }
  return [...byTemplate.values(), '/Login/', '/WarrantySearch/', '/ResetPwd/0123abcd/', '/blogInfo/?id=1', '/no-such-page/'];
}

test('every template and client-only screen loads without a Content-Security-Policy violation', async ({ page, request, consoleErrors }) => {
  test.setTimeout(240_000);
  const urls = await oneUrlPerTemplate(request);
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) {
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    const headers = res!.headers();
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]'), url).toHaveCount(1);
  }
  expect(consoleErrors.filter((e) => /Content.Security.Policy/i.test(e))).toEqual([]);
});
