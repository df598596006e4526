// The browser suite: one production build per run, served by `gatsby serve`, driven with the
// system Chromium (Playwright's own browser download does not work on these machines).
// The harness (globalSetup) starts a CMS on a temp database; see __tests__/e2e/support/.
import { defineConfig } from '@playwright/test';

const CI = !!process.env.CI && process.env.CI !== 'false';

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: 'artifacts/test-results',
  globalSetup: './__tests__/e2e/support/global-setup.ts',
  globalTeardown: './__tests__/e2e/support/global-teardown.ts',
  // One worker: "API down" tests stop the shared CMS, which would break a parallel test.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  // CI must finish within 90 minutes in all (install and build included): stop a run gone wrong.
  globalTimeout: CI ? 55 * 60_000 : 0,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/playwright-results.json' }]],
  use: {
    // Set by globalSetup for the workers; support/fixtures.ts also reads it from the env file.
    baseURL: process.env.E2E_SITE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
