// Reflow (WCAG 1.4.10, docs/product/accessibility.md#reflow-and-zoom): every template at 320 CSS px
// wide, and at 200% zoom of a 1280 px window (a 640 px layout viewport at device scale 2), has no
// horizontal scrolling and no text or control pushed out of view. Only boxes that scroll on their
// own (data tables, tab strips) and carousels (slides out of view are inert) may be wider.
// One test and one page per template: measured at 320 px, then loaded again in the zoom view in the
// same page (switchView) and measured again, each view reported on its own, so a failure names the
// template and the view (docs/development.md#test-run-time).
import { request as pwRequest, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { templates, type Template } from './support/templates';
import { screenshot } from './support/env';
import { openTemplate, reloadTemplate } from './support/open-template';
import { DEALERS, apiLogin, type UserInfo } from './live-support';

let session: UserInfo;

test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.dubai);
  await api.dispose();
});

interface Overflow {
  /** How far the page scrolls sideways (0 when it reflows). */
  pageScroll: number;
  /** Text or controls sticking out of the viewport, not inside a box that scrolls them into view. */
  outside: string[];
}

/** Runs in the page: measures the document and every visible text-bearing element or control. */
function measure(): Overflow {
  const vw = document.documentElement.clientWidth;
  const pageScroll = Math.max(0, document.documentElement.scrollWidth - vw, document.body.scrollWidth - vw);
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls} "${text}"`;
  };
  /** Inside a carousel, an inert or hidden subtree, or a box that scrolls sideways itself. */
  const excused = (el: Element): boolean => {
    for (let a: Element | null = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (a.matches('.swiper, [inert], [aria-hidden="true"]')) return true;
      const ox = getComputedStyle(a).overflowX;
      if ((ox === 'auto' || ox === 'scroll') && a.scrollWidth > a.clientWidth) return true;
    }
    return false;
  };
  const outside: string[] = [];
  const candidates = document.body.querySelectorAll('a, button, input, select, textarea, img, p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, label, span');
  for (const el of candidates) {
    const r = el.getBoundingClientRect();
    // visually hidden text (1 px clip) and empty boxes are not content a sighted user loses
    if (r.width <= 1 || r.height <= 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    if (el.matches('span, li, td, th, dt, dd, label, p') && !Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
    if (r.right <= vw + 1 && r.left >= -1) continue;
    if (excused(el)) continue;
    outside.push(`${describe(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`);
  }
  return { pageScroll, outside: outside.slice(0, 8) };
}

/** The two views, in the order one page goes through them. */
const VIEWS = [
  { name: '320px', shot: '320', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom', shot: 'zoom200', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;
type View = (typeof VIEWS)[number];

test.use({ viewport: VIEWS[0].viewport, deviceScaleFactor: VIEWS[0].deviceScaleFactor });

/**
 * Loads the open page again in `view`: a fresh load at that width and scale, in the same page and
 * context (its session and settings stay), cheaper than a new context and page. Not a resize
 * alone: measured against fresh loads, a page switched from 320 px kept some text and box widths
 * of its first view (a few pixels on two templates). Playwright sets a page's scale only when it
 * makes it, so the scale goes through the DevTools protocol; the session stays open for the rest
 * of the test, because Chromium drops an emulation when the session that set it goes.
 */
async function switchView(page: Page, t: Template, url: string, view: View): Promise<void> {
  await page.setViewportSize(view.viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...view.viewport, deviceScaleFactor: view.deviceScaleFactor, mobile: false });
  await reloadTemplate(page, t, url);
  const seen = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scale: window.devicePixelRatio }));
  expect(seen, `the page is in the ${view.name} view`).toEqual({ width: view.viewport.width, scale: view.deviceScaleFactor });
}

for (const t of templates()) {
  test(`reflow: ${t.name} has no horizontal scrolling at ${VIEWS.map((v) => v.name).join(' or ')}`, async ({ page, context }) => {
    // two loads: twice a one-view test's time
    test.setTimeout(2 * test.info().timeout);
    const url = await openTemplate(page, context, t, session);
    for (const view of VIEWS) {
      await test.step(view.name, async () => {
        if (view !== VIEWS[0]) await switchView(page, t, url, view);
        const found = await page.evaluate(measure);
        if (found.pageScroll > 0 || found.outside.length > 0) await shot(page, `reflow-${t.name}-${view.shot}`);
        // soft: the other view is still checked and reported
        expect.soft(found, `${url} at ${view.name}`).toEqual({ pageScroll: 0, outside: [] });
      });
    }
  });
}

async function shot(page: Page, name: string) {
  await screenshot(page, name).catch(() => undefined);
}
