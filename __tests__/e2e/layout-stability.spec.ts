// Nothing moves once a page is on screen (docs/product/page-weight.md#layout-stability), measured as
// boxes, never as times:
// - a carousel's Swiper starts on the server's markup: the carousel, its box and its first slide
//   keep their place and size, the slides are the same elements, and the page records no layout
//   shift while Swiper starts (PPF's banner and a product's, above the fold; Training's, further down);
// - what a page shows only after mount (the warranty sentence with its ticking date and live count)
//   takes the box the server's page kept for it: what follows it sits where it sat without script;
// - a dealer screen, signed in, records no layout shift from its loading state to its content and
//   pictures: the loading state is painted first (the API's answers are held until it is), so the
//   check does not depend on how fast the CMS answers.
import { request as pwRequest, type Browser, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { apiUrl } from './support/env';
import { DEALERS, apiLogin, hydrated, setSessionCookies, type UserInfo } from './live-support';
import { templates } from './support/templates';

const CAROUSEL = '[aria-roledescription="carousel"]';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Snapshot {
  region: Box;
  swiper: Box;
  firstSlide: Box;
  /** The first slide is the element that was first before Swiper started. */
  sameFirstSlide: boolean;
  shifts: { value: number; sources: string[] }[];
}

/** Installed before the page's scripts: every layout shift, with the elements it moved. */
function recordShifts(): void {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
      w.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${String(s.node.className)}` : String(s.node?.nodeName),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Runs in the page: the carousel's boxes; the first time, it marks the first slide. */
function snapshot(index: number): Snapshot {
  const region = document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')[index]!;
  const swiper = region.querySelector<HTMLElement>('.swiper')!;
  const marked = region.querySelector<HTMLElement>('[data-first-before-start]');
  const first = marked ?? region.querySelector<HTMLElement>('.swiper-slide')!;
  if (!marked) first.setAttribute('data-first-before-start', '');
  const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  };
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  return {
    region: box(region),
    swiper: box(swiper),
    firstSlide: box(first),
    sameFirstSlide: first.isConnected && region.contains(first),
    shifts: w.__shifts.splice(0),
  };
}

/** Brings the carousel into view and waits for its hydration (its controls carry React's props). */
async function ready(page: Page, index: number): Promise<void> {
  const region = page.locator(CAROUSEL).nth(index);
  await region.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ({ sel, i }) => {
      const r = document.querySelectorAll(sel)[i];
      return !!r && [r, ...r.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));
    },
    { sel: CAROUSEL, i: index },
  );
}

async function expectStartMovesNothing(page: Page, url: string): Promise<void> {
  await page.addInitScript(recordShifts);
  // reduced motion: no autoplay step is taken while the boxes are compared
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await hydrated(page);
  const count = await page.locator(CAROUSEL).count();
  expect(count, `${url} has a carousel`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const region = page.locator(CAROUSEL).nth(i);
    await ready(page, i);
    // let the page settle, then compare what the start does
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (await region.locator('.swiper-initialized').count()) continue; // started by an earlier step
    const before = await page.evaluate(snapshot, i);
    // a mouse coming over it: the visitor reaches for the carousel, which starts at once
    await region.locator('.swiper').first().dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(region.locator('.swiper-initialized')).toBeAttached({ timeout: 15_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await page.evaluate(snapshot, i);
    const label = `${url} carousel ${i + 1}`;
    expect(after.sameFirstSlide, `${label}: Swiper started on the server's slides`).toBe(true);
    for (const key of ['region', 'swiper', 'firstSlide'] as const) {
      for (const k of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(after[key][k] - before[key][k]), `${label}: ${key}.${k} ${before[key][k]} -> ${after[key][k]}`).toBeLessThan(0.5);
      }
    }
    expect(after.shifts, `${label}: layout shifts while Swiper started`).toEqual([]);
  }
}

forBothWidths(() => {
  for (const t of templates().filter((x) => ['PPF', 'Training', 'ProductInfo'].includes(x.name))) {
    test(`${t.name}: starting Swiper moves nothing`, async ({ page, consoleErrors }) => {
      await expectStartMovesNothing(page, typeof t.url === 'function' ? t.url() : t.url);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/** The top of the page's footer, and of the box before it, in the page as loaded: with or without script. */
async function footerTop(browser: Browser, url: string, width: number, javaScriptEnabled: boolean, ready?: (p: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(url);
    if (ready) await ready(page);
    return await page
      .locator('footer')
      .first()
      .evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
  } finally {
    await context.close();
  }
}

for (const width of [390, 1440]) {
  test(`WarrantyCheck at ${width}px: the live sentence fills the box the server's page kept for it`, async ({ browser, baseURL }) => {
    const url = `${baseURL}/WarrantyCheck`;
    const without = await footerTop(browser, url, width, false);
    const withScript = await footerTop(browser, url, width, true, async (p) => {
      await hydrated(p);
      await expect(p.getByTestId('clients-sentence')).toContainText('world-wide clients');
    });
    expect(withScript).toBeCloseTo(without, 0);
  });
}

/**
 * The dealer screens (contract/routes.ts, dealerOnly) with content for the demo dealer. Their static
 * page is a loading state; the screen comes from live calls, its pictures from the API without sizes.
 */
const DEALER_SCREENS: { path: string; ready: (p: Page) => Promise<void> }[] = [
  { path: '/DealerPortal', ready: (p) => expect(p.getByTestId('branding-item').first()).toBeVisible() },
  { path: '/BrandingElementsInfo?id=13', ready: (p) => expect(p.getByTestId('branding-detail')).toBeVisible() },
  { path: '/EditInformation', ready: (p) => expect(p.getByRole('form', { name: 'Edit information' })).toBeVisible() },
  { path: '/RegisterInstallation', ready: (p) => expect(p.getByTestId('registration-form')).toBeVisible() },
  // the demo dealer's registrations, or none yet when no other spec has made one
  { path: '/MyRegistrations', ready: (p) => expect(p.getByTestId('registration-card').first().or(p.getByText('No registrations yet'))).toBeVisible() },
  { path: '/TrainingDetail?id=1&shop_id=1', ready: (p) => expect(p.getByTestId('training-detail')).toBeVisible() },
];

/** Lighthouse's CLS bound of docs/product/page-weight.md#layout-stability, here over the whole load. */
const MAX_SHIFT = 0.01;

test.describe('dealer screens, signed in', () => {
  let session: UserInfo;
  test.beforeAll(async () => {
    const api = await pwRequest.newContext();
    session = await apiLogin(api, DEALERS.berlin);
    await api.dispose();
  });

  forBothWidths(() => {
    for (const { path, ready } of DEALER_SCREENS) {
      test(`${path}: the content and its pictures arriving move nothing`, async ({ page, context, consoleErrors }) => {
        await setSessionCookies(context, session.token, session);
        await page.addInitScript(recordShifts);
        // the screen's calls wait until its loading state has been painted
        let open!: () => void;
        const painted = new Promise<void>((resolve) => (open = resolve));
        await page.route(`${apiUrl()}/api/**`, async (route) => {
          await painted;
          await route.continue();
        });
        await page.goto(path);
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: /Loading/ })
            .first(),
        ).toBeVisible();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        open();
        await hydrated(page);
        await ready(page);
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        // the pictures: every one in view has arrived (or failed to its placeholder)
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(total, `${path}: layout shifts ${JSON.stringify(shifts)}`).toBeLessThan(MAX_SHIFT);
        expect(page.url(), 'still on the screen (signed in)').toContain(path.split('?')[0]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
