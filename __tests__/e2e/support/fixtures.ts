// The `test` every e2e spec imports: baseURL from the harness, a `consoleErrors` fixture, and
// `forBothWidths` to declare tests at the two widths the design is checked at. Every test also
// fails on a Content-Security-Policy violation (the site's headers and per-page script policy,
// plugins/gatsby-plugin-hosting/), whatever it checks otherwise.
import { test as base, expect } from '@playwright/test';
import { siteUrl } from './env';

export const WIDTHS = [390, 1440] as const;
export type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 390: 844, 1440: 900 };

/** The viewport a width is checked at. */
export const viewportOf = (width: Width) => ({ width, height: HEIGHT[width] });

export interface Fixtures {
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** Automatic: CSP violations the browser reported; the test fails after its body if any. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads this pattern for the fixture's dependencies: none
  baseURL: async ({}, use) => {
    await use(siteUrl());
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  cspViolations: [
    async ({ page }, use) => {
      const seen: string[] = [];
      page.on('console', (msg) => {
        if (/Content.Security.Policy/i.test(msg.text())) seen.push(`${page.url()}: ${msg.text()}`);
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Declare tests once per width: `forBothWidths((width) => { test('…', async ({ page }) => …) })`
 * puts them under "390px" and "1440px" describes, each with that viewport. (The test() calls stay
 * in the spec file, so reports point at the spec.)
 */
export function forBothWidths(declare: (width: Width) => void): void {
  for (const width of WIDTHS) {
    test.describe(`${width}px`, () => {
      test.use({ viewport: viewportOf(width) });
      declare(width);
    });
  }
}
