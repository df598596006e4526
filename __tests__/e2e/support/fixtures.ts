// The `test` every e2e spec imports: baseURL from the harness, a `consoleErrors` fixture, and
// `atBothWidths` to run one test body at the two widths the design is checked at.
import { test as base, expect, type PlaywrightTestArgs, type PlaywrightTestOptions, type TestInfo } from '@playwright/test';
import { siteUrl } from './env';

export const WIDTHS = [390, 1440] as const;
export type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 390: 844, 1440: 900 };

export interface Fixtures {
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
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
});

export { expect };

export type BothWidthsArgs = Pick<PlaywrightTestArgs, 'page' | 'context' | 'request'> &
  Pick<PlaywrightTestOptions, 'baseURL'> &
  Fixtures & { width: Width };

/** Declare the test twice, under "390px" and "1440px" describes, each with that viewport. */
export function atBothWidths(title: string, body: (args: BothWidthsArgs, testInfo: TestInfo) => Promise<void>): void {
  for (const width of WIDTHS) {
    test.describe(`${width}px`, () => {
      test.use({ viewport: { width, height: HEIGHT[width] } });
      test(title, async ({ page, context, request, baseURL, consoleErrors }, testInfo) => {
        await body({ page, context, request, baseURL, consoleErrors, width }, testInfo);
      });
    });
  }
}
