// Smoke: the home page and the blog list come out of the production build with a title.
import { expect, forBothWidths, test } from './support/fixtures';
import { apiUrl, screenshot, startCms, stopCms } from './support/env';

forBothWidths((width) => {
  for (const [name, route] of [
    ['home', '/'],
    ['blog', '/blog'],
  ] as const) {
    test(`${route} loads with status 200 and a title`, async ({ page }) => {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response, `no response for ${route}`).not.toBeNull();
      expect(response!.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      expect(page.viewportSize()?.width).toBe(width);
      await screenshot(page, `smoke-${name}`);
    });
  }
});

// docs/architecture.md#static-and-live: a static page needs no API at view time. Also exercises the
// harness's stopCms/startCms.
test.describe('with the API down', { tag: '@exclusive' }, () => {
  test.afterEach(async () => {
    await startCms();
  });

  test('/blog still renders from the build', async ({ page, request }) => {
    await stopCms();
    await expect(request.get(`${apiUrl()}/api/index/info`)).rejects.toThrow();
    const response = await page.goto('/blog');
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await startCms();
    const info = await request.get(`${apiUrl()}/api/index/info`);
    expect(info.ok()).toBe(true);
  });
});
