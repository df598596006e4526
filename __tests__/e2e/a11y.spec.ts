// Accessibility (docs/product/accessibility.md): axe-core with the WCAG 2.2 AA tags on every
// template at 390 and 1440 px, after the home intro and with each carousel moved once: zero
// violating nodes. Keyboard operation has its own suite (keyboard.spec.ts).
import { request as pwRequest, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { axeViolations } from './support/axe';
import { templates } from './support/templates';
import { screenshot } from './support/env';
import { openTemplate } from './support/open-template';
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

forBothWidths((width) => {
  for (const t of templates()) {
    test(`axe: ${t.name} has no WCAG A/AA violations (${width})`, async ({ page, context }) => {
      const url = await openTemplate(page, context, t, session);
      await moveCarousels(page);
      const found = await axeViolations(page);
      if (found.length > 0) await screenshot(page, `a11y-${t.name}`);
      expect(found, `${url} at ${width}px`).toEqual([]);
    });
  }
});
