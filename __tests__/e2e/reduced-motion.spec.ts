// Moving content under prefers-reduced-motion (WCAG 2.2.2, docs/product/accessibility.md#moving-content):
// on every template, every carousel that rotates by itself starts paused (its Pause/Play button,
// first in the carousel's tab order, offers "Start"), its slide stays put while the visitor reads,
// and a slide the visitor asks for arrives without animation. The home page's intro video stays
// still behind its own Play button. The carousels are found on the pages, not listed here, so a
// new one is checked the day it appears.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { templates, urlOf } from './support/templates';
import { gotoReady } from './live-support';
import { HOME_SEEN_KEY } from '../../src/features/home/home-constants';
import { BANNER_AUTOPLAY_MS } from '../../src/components/ui/carousel-constants';

const CAROUSEL = '[aria-roledescription="carousel"]';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface CarouselState {
  label: string;
  /** The accessible name of the Pause/Play button, or null when the carousel does not rotate by itself. */
  toggle: string | null;
  /** The first focusable element inside the carousel is its Pause/Play button. */
  toggleFirst: boolean;
  /** Where the slides stand: the active slide's index and the wrapper's offset as drawn (mid-transition too). */
  position: string;
  /** Swiper's transition speed, in ms. */
  speed: number | null;
}

/** Runs in the page: every carousel's state (Swiper keeps its instance on the element). */
function readCarousels(args: { carousel: string; focusable: string }): CarouselState[] {
  return Array.from(document.querySelectorAll<HTMLElement>(args.carousel)).map((region) => {
    const toggle = Array.from(region.querySelectorAll('button')).find((b) => /automatic slide show/.test(b.getAttribute('aria-label') ?? ''));
    const first = region.querySelector(args.focusable);
    const el = region.querySelector('.swiper') as (HTMLElement & { swiper?: { realIndex: number; params: { speed?: number } } }) | null;
    const wrapper = region.querySelector<HTMLElement>('.swiper-wrapper');
    return {
      label: region.getAttribute('aria-label') ?? '',
      toggle: toggle?.getAttribute('aria-label') ?? null,
      toggleFirst: !!toggle && first === toggle,
      position: `${el?.swiper?.realIndex ?? '-'} ${wrapper ? getComputedStyle(wrapper).transform : ''}`,
      speed: el?.swiper?.params.speed ?? null,
    };
  });
}

const read = (page: Page) => page.evaluate(readCarousels, { carousel: CAROUSEL, focusable: FOCUSABLE });

/**
 * A carousel starts Swiper when the browser is idle and the carousel is near the viewport: bring
 * each one into view, as a reader scrolling down would, and wait (bounded) until all have started.
 */
async function carouselsStarted(page: Page): Promise<number> {
  const count = await page.locator(CAROUSEL).count();
  if (count > 0) {
    for (let i = 0; i < count; i += 1) {
      const region = page.locator(CAROUSEL).nth(i);
      await region.scrollIntoViewIfNeeded();
      await expect(region.locator('.swiper-initialized').first()).toBeAttached({ timeout: 20_000 });
    }
    await page.waitForFunction((sel) => Array.from(document.querySelectorAll(sel)).every((r) => r.querySelector('.swiper-initialized')), CAROUSEL, {
      timeout: 20_000,
    });
  }
  return count;
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), HOME_SEEN_KEY);
  page.on('dialog', (d) => void d.accept());
});

for (const t of templates().filter((x) => !x.dealer)) {
  test(`reduced motion: the carousels of ${t.name} start paused and slide without animation`, async ({ page }) => {
    await gotoReady(page, urlOf(t));
    if ((await carouselsStarted(page)) === 0) return;

    const before = await read(page);
    for (const c of before) {
      expect(c.speed, `${c.label}: Swiper's speed under reduced motion`).toBe(0);
      if (c.toggle === null) continue;
      expect(c.toggle, `${c.label}: the Pause/Play button offers to start`).toBe('Start automatic slide show');
      expect(c.toggleFirst, `${c.label}: the Pause/Play button comes first in the carousel's tab order`).toBe(true);
    }
    // Longer than one autoplay step: a rotating carousel would have moved by now.
    await page.waitForTimeout(BANNER_AUTOPLAY_MS + 1500);
    const after = await read(page);
    expect(after.map((c) => `${c.label}: ${c.position}`)).toEqual(before.map((c) => `${c.label}: ${c.position}`));

    // The visitor asks for another slide: it is there at once, with no transition.
    const regions = page.locator(CAROUSEL);
    for (let i = 0; i < before.length; i += 1) {
      const region = regions.nth(i);
      const next = region
        .getByRole('button', { name: 'Next slide' })
        .or(region.locator('.swiper-pagination-bullet:not(.swiper-pagination-bullet-active)'))
        .first();
      if (!(await next.isVisible())) continue;
      await next.click();
      const duration = await region.locator('.swiper-wrapper').evaluate((w) => (w as HTMLElement).style.transitionDuration);
      expect(duration, `${before[i].label}: the slide changes without animation`).toBe('0ms');
      const moved = (await read(page))[i];
      expect(moved.position, `${before[i].label}: the slide changed`).not.toBe(before[i].position);
    }
  });
}

test('reduced motion: the home intro video starts paused behind its Play button, first in the slider', async ({ page }) => {
  await gotoReady(page, '/');
  const toggle = page.getByTestId('home-motion-toggle');
  await expect(toggle).toHaveAccessibleName('Play the background video');
  await expect(page.getByTestId('home')).toHaveAttribute('data-motion', 'paused');
  const video = page.locator('[data-slide="intro"] video');
  if ((await video.count()) > 0) await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
  // Tab order: the toggle is the first control of the home page's slider area.
  const firstInHome = await page.getByTestId('home').evaluate((home, sel) => home.querySelector(sel)?.getAttribute('data-testid'), FOCUSABLE);
  expect(firstInHome).toBe('home-motion-toggle');
});
