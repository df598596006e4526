// A page's scripts start once its main image is on screen (plugins/gatsby-plugin-hosting/scripts-after-main-image.ts,
// docs/product/page-weight.md#scripts), checked as the order of what the browser did, never as times:
// - on every template with a main image, at both widths, React's scripts are requested only after
//   that image was painted; the page then hydrates. The test names the image for Element Timing
//   itself, to read when it was painted: the site ships no such attribute (it is not HTML);
// - a main image that fails, or one that never arrives, does not keep the page from hydrating,
//   and the visitor's first key starts the scripts at once.
import type { Page, Route } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { hydrated } from './live-support';
import { templates, urlOf } from './support/templates';

const FRAMEWORK = /\/framework-[0-9a-f]+\.js$/;

interface Order {
  /** the main image's URL, or null when the page has none */
  image: string | null;
  /** when the browser reported the main image painted (Element Timing; the first largest paint without one) */
  paintedAt: number | null;
  /** when React's framework script was requested */
  frameworkAt: number | null;
}

/** What the page did, in its own clock: the largest paints so far, and the framework's request. */
function order(): Promise<Order> {
  return new Promise((resolve) => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const framework = performance.getEntriesByType('resource').find((e) => /\/framework-[0-9a-f]+\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
    const type = image ? 'element' : 'largest-contentful-paint';
    const found = (entries: PerformanceEntry[]) => (entries as (PerformanceEntry & { element: Element | null })[]).find((e) => !image || e.element === image);
    const answer = (painted: PerformanceEntry | undefined) =>
      resolve({ image: image?.currentSrc ?? null, paintedAt: painted?.startTime ?? null, frameworkAt: framework?.startTime ?? null });
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      answer(found(list.getEntries()));
    });
    observer.observe({ type, buffered: true });
    // nothing buffered: the observer is never called
    setTimeout(() => {
      observer.disconnect();
      answer(undefined);
    }, 1000);
  });
}

const pages = templates().filter((t) => !t.dealer);

/**
 * Names the main image for Element Timing as soon as the parser inserts it, before any paint (a
 * mutation observer's callback runs before the browser renders again): the test's instrument.
 */
async function timeMainImage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const image = document.querySelector('img[fetchpriority="high"]');
      if (!image) return;
      image.setAttribute('elementtiming', 'main-image');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

forBothWidths(() => {
  test('every template paints its main image before its scripts are requested, then hydrates', async ({ page }) => {
    test.setTimeout(180_000);
    const wrong: string[] = [];
    let withImage = 0;
    await timeMainImage(page);
    for (const t of pages) {
      const url = urlOf(t);
      await page.goto(url);
      await hydrated(page);
      const o = await page.evaluate(order);
      if (o.image) withImage++;
      if (o.paintedAt === null) wrong.push(`${url}: ${o.image ? `no paint of its main image ${o.image} was reported` : 'no largest paint was reported'}`);
      else if (o.frameworkAt === null) wrong.push(`${url}: no request for React's framework script`);
      else if (o.frameworkAt < o.paintedAt) wrong.push(`${url}: framework requested at ${o.frameworkAt} ms, before the paint at ${o.paintedAt} ms`);
    }
    expect(wrong).toEqual([]);
    // the banner pages: most templates open with a main image
    expect(withImage).toBeGreaterThan(pages.length / 2);
  });
});

/** Holds every image request until `release` is called. */
async function holdImages(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(/\.(webp|avif|jpe?g|png)(\?|$)/, (route) => {
    held.push(route);
  });
  return async () => {
    await page.unroute(/\.(webp|avif|jpe?g|png)(\?|$)/);
    await Promise.all(held.map((r) => r.continue().catch(() => undefined)));
  };
}

const frameworkRequested = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/framework-[0-9a-f]+\.js$/.test(e.name)));

test('a main image that fails does not keep the page from hydrating', async ({ page }) => {
  await page.route(/\.(webp|avif|jpe?g|png)(\?|$)/, (route) => route.abort());
  await page.goto(urlOf(pages.find((t) => t.name === 'blogInfo')!));
  await hydrated(page);
  expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.complete)).toBe(true);
});

test("the visitor's first key starts the scripts while the main image is still on its way", async ({ page }) => {
  const release = await holdImages(page);
  await page.goto(urlOf(pages.find((t) => t.name === 'ProductInfo')!), { waitUntil: 'domcontentloaded' });
  expect(await frameworkRequested(page)).toBe(false);
  await page.keyboard.press('Tab');
  await hydrated(page);
  expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.complete)).toBe(false);
  await release();
});

test('a main image that never arrives does not keep the page from hydrating', async ({ page }) => {
  const release = await holdImages(page);
  await page.goto(urlOf(pages.find((t) => t.name === 'TrainingInfo')!), { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.complete)).toBe(false);
  await release();
});

test('the scripts are requested once, and the page keeps working after a reload', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (FRAMEWORK.test(new URL(r.url()).pathname)) requested.push(r.url());
  });
  const url = urlOf(pages.find((t) => t.name === 'blog')!);
  await page.goto(url);
  await hydrated(page);
  await page.keyboard.press('Tab');
  expect(requested).toHaveLength(1);
  await page.reload();
  await hydrated(page);
});
