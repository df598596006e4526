// Smoke: the home page and the blog list come out of the production build with a title.
import { atBothWidths, expect } from './support/fixtures';
import { screenshot } from './support/env';

for (const [name, route] of [['home', '/'], ['blog', '/blog']] as const) {
  atBothWidths(`${route} loads with status 200 and a title`, async ({ page, width }) => {
    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response, `no response for ${route}`).not.toBeNull();
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await screenshot(page, `smoke-${name}`);
    expect(page.viewportSize()?.width).toBe(width);
  });
}
