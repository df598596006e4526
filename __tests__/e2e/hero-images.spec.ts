// Full-screen heroes on phones (docs/product/page-weight.md#images): the home slider's first slide
// and the warranty search's banner fill the screen, so a phone held upright (390 × 844 at device
// scale 3) is given a portrait crop of at least 780 px (2x its width) and never the landscape files,
// while a wide screen (1440 px) still gets the landscape; every file either may get is at most 160 KB.
import type { Page } from '@playwright/test';
import { test, expect, viewportOf } from './support/fixtures';
import { screenshot } from './support/env';
import { HOME_SEEN_KEY } from '../../src/features/home/home-constants';

const HEROES = [
  { name: 'home', path: '/' },
  { name: 'warranty-search', path: '/WarrantySearch/' },
] as const;

/**
 * Opens a hero's page, recording its layout shifts from the start; the home as a returning visitor
 * sees it (no intro loader over the slide).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, '1');
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, HOME_SEEN_KEY);
  await page.goto(path);
}

/** The layout shift the page recorded since it opened (its CLS, as the sum of every shift). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** The media query of the portrait crop (src/components/ui/hero-image.ts). */
const PORTRAIT = 'source[media="(orientation: portrait)"]';
/** A phone's width at 2x: the narrowest portrait crop a phone of 390 px may be given. */
const PHONE_2X = 780;
const MAX_BYTES = 160 * 1024;

interface Hero {
  currentSrc: string;
  /** The chosen file's own size in pixels. */
  naturalWidth: number;
  naturalHeight: number;
  /** The candidates of the portrait source. */
  portrait: string[];
  /** Every other file the picture offers: the landscape sources' candidates and the img's src. */
  landscape: string[];
  /** The landscape WebP's widest candidate (the 1,920 px file a wide screen takes). */
  widestLandscape: string;
}

/** The page's main image (its one high-priority image) once it has loaded, and its picture's files. */
async function mainHero(page: Page): Promise<Hero> {
  const img = page.locator('img[fetchpriority="high"]');
  await expect(img).toHaveCount(1);
  await page.waitForFunction(() => {
    const i = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    return Boolean(i?.complete && i.naturalWidth > 0);
  });
  return img.evaluate(async (i: HTMLImageElement, portraitSelector) => {
    /** A srcset's candidates: absolute URLs and widths. */
    const list = (srcset: string) =>
      srcset
        .split(',')
        .map((c) => c.trim().split(/\s+/))
        .filter(([url]) => url)
        .map(([url, w]) => ({ url: new URL(url!, location.href).href, width: Number.parseInt(w ?? '', 10) }));
    const picture = i.parentElement!;
    const portrait = picture.querySelector<HTMLSourceElement>(portraitSelector);
    const others = [...picture.querySelectorAll('source')].filter((s) => s !== portrait);
    const webp = others.find((s) => s.type === 'image/webp');
    const widest = webp ? list(webp.srcset).sort((a, b) => b.width - a.width)[0]?.url : undefined;
    // The img's own naturalWidth is divided by the density the srcset chose (a 780w file for a
    // 390 px wide box reports 390): the file's pixels are those of a plain image of the same URL
    // (from the cache).
    const file = new Image();
    file.src = i.currentSrc;
    await file.decode();
    return {
      currentSrc: i.currentSrc,
      naturalWidth: file.naturalWidth,
      naturalHeight: file.naturalHeight,
      portrait: portrait ? list(portrait.srcset).map((c) => c.url) : [],
      landscape: [...others.flatMap((s) => list(s.srcset).map((c) => c.url)), new URL(i.getAttribute('src')!, location.href).href],
      widestLandscape: widest ?? '',
    };
  }, PORTRAIT);
}

/** Every image file the page asked for, from before it loads. */
function recordImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') urls.push(r.url());
  });
  return urls;
}

test.describe('390px, device scale 3', () => {
  test.use({ viewport: viewportOf(390), deviceScaleFactor: 3 });

  for (const h of HEROES) {
    test(`${h.name}: the hero is a portrait crop at least ${PHONE_2X} px wide, and no landscape file is requested`, async ({ page }) => {
      const requested = recordImageRequests(page);
      await open(page, h.path);
      const hero = await mainHero(page);
      expect(hero.portrait.length, 'the hero offers a portrait crop').toBeGreaterThan(0);
      expect(hero.portrait).toContain(hero.currentSrc);
      expect(hero.naturalHeight).toBeGreaterThan(hero.naturalWidth);
      expect(hero.naturalWidth).toBeGreaterThanOrEqual(PHONE_2X);
      await page.waitForLoadState('networkidle');
      expect(hero.widestLandscape).toMatch(/\.webp$/);
      expect(requested).not.toContain(hero.widestLandscape);
      expect(requested.filter((u) => hero.landscape.includes(u))).toEqual([]);
      // the crop has another shape than the img's width and height: it must move nothing
      expect(await layoutShift(page)).toBe(0);
      await screenshot(page, `hero-${h.name}`);
    });
  }
});

test.describe('1440px', () => {
  test.use({ viewport: viewportOf(1440) });

  for (const h of HEROES) {
    test(`${h.name}: the hero is the landscape picture`, async ({ page }) => {
      const requested = recordImageRequests(page);
      await open(page, h.path);
      const hero = await mainHero(page);
      expect(hero.landscape).toContain(hero.currentSrc);
      expect(hero.currentSrc).toBe(hero.widestLandscape);
      expect(hero.naturalWidth).toBeGreaterThan(hero.naturalHeight);
      expect(requested.filter((u) => hero.portrait.includes(u))).toEqual([]);
      await screenshot(page, `hero-${h.name}`);
    });
  }
});

// Every file a hero picture offers, on either page (the home's other slides too): the figures are in
// the test's annotations (artifacts/playwright-results.json).
for (const h of HEROES) {
  test(`${h.name}: every file of every hero picture is at most 160 KB`, async ({ page }) => {
    await open(page, h.path);
    const urls = await page
      .locator(`picture:has(${PORTRAIT})`)
      .evaluateAll((pictures) =>
        pictures.flatMap((p) => [
          ...[...p.querySelectorAll('source')].flatMap((s) => s.srcset.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
          p.querySelector('img')!.getAttribute('src')!,
        ]),
      );
    expect(urls.length).toBeGreaterThan(0);
    const sizes = await Promise.all([...new Set(urls)].map(async (url) => ({ url, bytes: (await (await page.request.get(url)).body()).length })));
    test.info().annotations.push({ type: 'bytes', description: sizes.map((s) => `${s.url} ${s.bytes}`).join('\n') });
    expect(sizes.filter((s) => s.bytes > MAX_BYTES)).toEqual([]);
  });
}
