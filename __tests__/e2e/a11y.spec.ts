// Accessibility (docs/product/accessibility.md): axe-core with the WCAG 2.2 AA tags on every
// template at 390 and 1440 px, after the home intro and with each carousel moved once: zero
// violating nodes. Keyboard operation has its own suite (keyboard.spec.ts).
// One test per template, one browser page: it loads the template at 390 px, then loads it again at
// 1440 px in the same page (a reload, not a resize: the carousels are moved once from a fresh load
// at each width, as a new page would have them), and reports each width on its own, so a failure
// names the template and the width (docs/development.md#test-run-time).
import { request as pwRequest, type Page } from '@playwright/test';
import { test, expect, WIDTHS, viewportOf } from './support/fixtures';
import { axeViolations } from './support/axe';
import { templates } from './support/templates';
import { screenshot } from './support/env';
import { openTemplate, reloadTemplate } from './support/open-template';
import { DEALERS, apiLogin, type UserInfo } from './live-support';

let session: UserInfo;

test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.dubai);
  await api.dispose();
});

/** Move every carousel on the page once (its "next" control), so axe also sees a moved state. */
async function moveCarousels(page: Page): Promise<void> {
  const nexts = page.locator('[data-carousel-next]:visible');
  const count = await nexts.count();
  for (let i = 0; i < count; i += 1)
    await nexts
      .nth(i)
      .click({ trial: false })
      .catch(() => undefined);
  await page.waitForTimeout(count > 0 ? 800 : 0);
}

test.use({ viewport: viewportOf(WIDTHS[0]) });

for (const t of templates()) {
  test(`axe: ${t.name} has no WCAG A/AA violations (${WIDTHS.map((w) => `${w}px`).join(', ')})`, async ({ page, context }) => {
    // two loads and two axe runs: twice a one-width test's time
    test.setTimeout(2 * test.info().timeout);
    let url = '';
    for (const width of WIDTHS) {
      await test.step(`${width}px`, async () => {
        if (!url) url = await openTemplate(page, context, t, session);
        else {
          await page.setViewportSize(viewportOf(width));
          await reloadTemplate(page, t, url);
        }
        await moveCarousels(page);
        const found = await axeViolations(page);
        if (found.length > 0) await screenshot(page, `a11y-${t.name}`);
        // soft: the other width is still checked and reported
        expect.soft(found, `${url} at ${width}px`).toEqual([]);
      });
    }
  });
}
