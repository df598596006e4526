// Site search (docs/product/site-search.md) against the real Pagefind index of the build: the
// header combobox finds content as one types with no API call, keyboard only; /search/?q= lists
// matches; drafts and the dealer area are not in the index; nothing loads before the box is used.
import type { Page, Request } from '@playwright/test';
import { expect, forBothWidths, test } from './support/fixtures';
import { apiUrl, screenshot } from './support/env';
import { gotoReady } from './live-support';

function record(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

async function searchBox(page: Page, width: number) {
  if (width < 980) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
}

forBothWidths((width) => {
  test('typing in the header search shows grouped results from the static index, no API call', async ({ page, consoleErrors }) => {
    const requests = record(page);
    await gotoReady(page, '/blog/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.url().includes('/pagefind/'))).toEqual([]); // nothing until used
    const box = await searchBox(page, width);
    const before = requests.length;
    await box.fill('ceramic');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list.getByRole('option').first()).toBeVisible();
    for (const group of ['Blog posts', 'Products', 'Cases', 'FAQ']) await expect(list.getByRole('group', { name: group })).toBeVisible();
    await expect(list.getByRole('option', { name: /^Nano-Ceramic vs\. Dyed Window Film/ })).toBeVisible();
    await expect(list.locator('mark').first()).toHaveText(/ceramic/i);
    const during = requests.slice(before).map((r) => r.url());
    expect(during.some((u) => u.includes('/pagefind/'))).toBe(true);
    // the footer's refresh runs whenever the browser is idle (slow machines: during typing); it is not the search's
    expect(during.filter((u) => u.startsWith(apiUrl()) && !u.includes('/api/index/getFooter'))).toEqual([]);
    await screenshot(page, 'site-search-header');
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard only: arrows, Enter opens a result, Escape closes', async ({ page }) => {
    await gotoReady(page, '/aboutUs/');
    const box = await searchBox(page, width);
    await box.focus();
    await page.keyboard.type('nano-ceramic');
    const list = page.getByRole('listbox', { name: 'Search results' });
    // the results, not only the "All results" option that shows while the index loads
    await expect(list.getByRole('option', { name: /^Nano-Ceramic vs\. Dyed Window Film/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown'); // reopens
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogInfo\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Nano-Ceramic/);
  });
});

test('/search/?q=ceramic lists the matches, grouped; the form searches again', async ({ page }) => {
  await gotoReady(page, '/search/?q=ceramic');
  await expect(page.getByText(/\d+ results? for “ceramic”/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nano-Ceramic vs\. Dyed Window Film/ })).toHaveAttribute('href', /\/blogInfo\/\d+\/$/);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  const form = page.getByRole('main').getByRole('search');
  await form.getByRole('searchbox').fill('swirl');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/?\?q=swirl$/);
  await expect(page.getByRole('link', { name: /Self-Healing Paint Protection Film/ })).toBeVisible();
});

test('drafts and dealer content are not in the index', async ({ page }) => {
  for (const q of ['2027 Window Film Line-Up', 'Head Trainer on Ten Years', 'branding elements']) {
    await gotoReady(page, `/search/?q=${encodeURIComponent(q)}`);
    await expect(page.getByText(/results? for|Nothing found/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Preview: Our 2027|Interview with Our Head Trainer|Branding/ })).toHaveCount(0);
    for (const href of await page
      .getByTestId('search-results')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).not.toMatch(/DealerPortal|BrandingElements|EditInformation|TrainingDetail/);
    }
  }
});

test('the desktop header fits its row from 1280 px, also while the search box has focus', async ({ page }) => {
  // docs/product/constants.md#header-breakpoint
  const fits = async (width: number) => {
    const banner = page.getByRole('banner');
    const logo = (await banner.getByRole('link', { name: 'Car Film Master home' }).boundingBox())!;
    const login = (await banner.getByRole('link', { name: /login/i }).boundingBox())!;
    return { logo: Math.round(logo.width), loginInside: login.x + login.width <= width };
  };
  await page.setViewportSize({ width: 1920, height: 900 });
  await gotoReady(page, '/ExampleInfo/1/');
  const full = (await fits(1920)).logo;
  for (const width of [1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/ExampleInfo/1/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeHidden();
    const before = await fits(width);
    expect(before.loginInside, `Login on screen at ${width}`).toBe(true);
    expect(before.logo, `logo at ${width}`).toBeGreaterThanOrEqual(full);
    await page.getByRole('banner').getByRole('combobox', { name: 'Search the site' }).focus();
    await page.waitForTimeout(300); // the box's width transition
    const focused = await fits(width);
    expect(focused.loginInside, `Login on screen at ${width} with the search focused`).toBe(true);
    expect(focused.logo, `logo at ${width} with the search focused`).toBeGreaterThanOrEqual(full);
  }
  // narrower, the drawer
  await page.setViewportSize({ width: 1240, height: 900 });
  await gotoReady(page, '/ExampleInfo/1/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
});
