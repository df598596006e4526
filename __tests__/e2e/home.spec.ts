// Home (docs/product/home.md, docs/product/states-and-transitions.md#home-loading-screen,
// docs/product/constants.md#home-timings): the loader, the pop-up, the
// 8-slide vertical slider by wheel, keyboard and the progress list, and the news slide per width.
import type { Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { apiUrl, screenshot } from './support/env';
import { gotoReady } from './live-support';
import { HOME_SEEN_KEY, LOADER_TEXT, PROGRESS_NAMES, SLIDE_COUNT } from '../../src/features/home/home-constants';

// the slider's animation, the loader and the intro video are what this file checks: the motion the
// other specs do without (playwright.config.ts)
test.use({ reducedMotion: 'no-preference' });

const activeIndex = async (page: Page) => Number(await page.getByTestId('home').getAttribute('data-active-index'));

async function skipIntro(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), HOME_SEEN_KEY);
}

async function homeBlogs(): Promise<{ title: string }[]> {
  const res = await fetch(`${apiUrl()}/api/index/index`);
  const body = (await res.json()) as { data: { blogs: { title: string }[] } };
  return body.data.blogs;
}

test('the static HTML of / carries every slide, so crawlers get the content', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(LOADER_TEXT);
  for (const name of PROGRESS_NAMES) expect(html).toContain(name.replace('&', '&amp;'));
  expect(html).toContain('Request Sample');
  const blogs = await homeBlogs();
  expect(blogs.length).toBeGreaterThan(0);
  expect(html).toContain(blogs[0].title.replace(/&/g, '&amp;'));
  expect(html.match(/data-slide="/g)?.length).toBe(SLIDE_COUNT);
});

test('the loader counts up by 20 a second, hides at 100, then the pop-up opens and closes', async ({ page, consoleErrors }) => {
  // Every value the bar shows, with when it showed (recorded in the page, so a slow machine that
  // polls late still sees each step).
  await page.addInitScript(() => {
    const seen: [number, number][] = [];
    (window as unknown as { __loaderSteps: typeof seen }).__loaderSteps = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const bar = r.type === 'attributes' ? (r.target as Element) : document.querySelector('[role="progressbar"]');
        if (!bar || bar.getAttribute('role') !== 'progressbar') continue;
        const v = Number(bar.getAttribute('aria-valuenow'));
        if (seen[seen.length - 1]?.[0] !== v) seen.push([v, performance.now()]);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.goto('/');
  const loader = page.getByTestId('home-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toBeHidden({ timeout: 10_000 });
  const steps = await page.evaluate(() => (window as unknown as { __loaderSteps: [number, number][] }).__loaderSteps);
  // the step to 100 and the hiding may land in one render, so 100 itself may never be on screen
  const values = steps.map(([v]) => v).filter((v) => v > 0 && v < 100);
  expect(values).toEqual([20, 40, 60, 80]);
  // a step a second: 20 to 80 takes three seconds (a busy machine may run the first tick late, and
  // an interval then catches up, so only the span is checked, with a second of slack)
  const at = steps.filter(([v]) => v > 0 && v < 100).map(([, t]) => t);
  expect(at[at.length - 1] - at[0]).toBeGreaterThan(2000);
  const popup = page.getByTestId('recommend-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/ContactUs/');
  await popup.getByRole('button', { name: /close/i }).click();
  await expect(popup).toBeHidden();
  // A return to / in the same session plays neither again.
  await page.reload();
  await expect(page.getByTestId('home-loader')).toBeHidden();
  await page.waitForTimeout(1200);
  await expect(page.getByTestId('recommend-popup')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

forBothWidths((width) => {
  test(`moves through all 8 slides by wheel, keyboard and the progress list (${width})`, async ({ page, consoleErrors }) => {
    // nine full-page screenshots: on two cores shared with another browser and jest, more than
    // the default minute (a hang guard, like the other screenshot tours)
    test.setTimeout(120_000);
    await skipIntro(page);
    await gotoReady(page, '/'); // a click before hydration would be lost
    await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '0');
    await screenshot(page, 'home-slide-0');

    // Wheel: one notch, one slide.
    await page.mouse.move(width / 2, 400);
    await page.mouse.wheel(0, 300);
    await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '1');
    const progress = page.getByTestId('home-progress');
    await expect(progress.getByRole('button', { name: PROGRESS_NAMES[0] })).toHaveAttribute('aria-current', 'step');

    // Keyboard.
    await page.waitForTimeout(700);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '2');

    // Progress list: every item jumps to its slide.
    for (let i = 0; i < PROGRESS_NAMES.length; i += 1) {
      await progress.getByRole('button', { name: PROGRESS_NAMES[i] }).click();
      await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', String(i + 1));
      // The slide's own heading shows on screen, not below its background image.
      await expect(
        page
          .locator('[data-slide]')
          .nth(i + 1)
          .getByRole('heading')
          .first(),
      ).toBeInViewport({ ratio: 1 });
      await page.waitForTimeout(550);
      await screenshot(page, `home-slide-${i + 1}`);
    }
    // Last slide: no scroll hint.
    await expect(page.getByTestId('scroll-hint')).toBeHidden();

    // Home button back to the intro; the hint returns.
    await page.getByTestId('home-button').click();
    await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '0');
    await expect(page.getByTestId('scroll-hint')).toBeVisible();
    expect(await activeIndex(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`Safe-IN shows 12 steps with the 6th selected; another step fades in (${width})`, async ({ page }) => {
    await skipIntro(page);
    await gotoReady(page, '/'); // a click before hydration would be lost
    await page.getByTestId('home-progress').getByRole('button', { name: 'Safe-IN' }).click();
    await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '5');
    const steps = page.locator('[data-testid^="safe-in-step-"]');
    await expect(steps).toHaveCount(12);
    await expect(page.getByTestId('safe-in-step-6')).toHaveAttribute('aria-pressed', 'true');
    const detail = page.getByTestId('safe-in-detail');
    await expect(detail).toHaveAttribute('data-animating', 'false');
    // the fade can start and end between two polls on a busy machine: record every value it takes
    await detail.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { __fade: string[] }).__fade = seen;
      new MutationObserver(() => seen.push(el.getAttribute('data-animating') ?? '')).observe(el, { attributes: true, attributeFilter: ['data-animating'] });
    });
    await page.getByTestId('safe-in-step-3').click();
    await expect(page.getByTestId('safe-in-step-3')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForFunction(() => (window as unknown as { __fade: string[] }).__fade.includes('true'));
    await expect(detail).toHaveAttribute('data-animating', 'false', { timeout: 1500 });
  });

  test(`news slide: all blogs on desktop, only the first on a phone (${width})`, async ({ page }) => {
    await skipIntro(page);
    await gotoReady(page, '/'); // a click before hydration would be lost
    await page.getByTestId('home-progress').getByRole('button', { name: 'News and Blogs' }).click();
    const items = page.getByTestId('home-news').locator('li');
    const blogs = await homeBlogs();
    await expect(items).toHaveCount(blogs.length);
    const visible = await items.evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
    expect(visible).toBe(width >= 980 ? blogs.length : 1);
  });

  test(`side menu opens and closes (${width})`, async ({ page }) => {
    await skipIntro(page);
    await gotoReady(page, '/'); // a click before hydration would be lost
    await page.getByTestId('home-menu-button').click();
    const menu = page.getByTestId('home-side-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Safe-IN' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Training' })).toBeVisible();
    await menu.getByRole('button', { name: /close menu/i }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('request-sample')).toHaveAttribute('href', '/ContactUs/');
  });
});

test('with prefers-reduced-motion the slider jumps without animation and the intro video stays still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await skipIntro(page);
  await gotoReady(page, '/'); // a click before hydration would be lost
  await page.getByTestId('home-progress').getByRole('button', { name: 'Warranty' }).click();
  await expect(page.getByTestId('home')).toHaveAttribute('data-active-index', '6');
  const duration = await page
    .locator('.swiper-wrapper')
    .first()
    .evaluate((el) => (el as HTMLElement).style.transitionDuration);
  expect(duration).toBe('0ms');
  const video = page.locator('[data-slide="intro"] video');
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
});
