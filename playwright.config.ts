// The browser suite: one production build per run, served by `gatsby serve`, driven with the
// system Chromium (Playwright's own browser download does not work on these machines).
// The harness (globalSetup) starts a CMS on a temp database; see __tests__/e2e/support/.
import { defineConfig } from '@playwright/test';
import { noteWorkerPid } from './__tests__/e2e/support/cpu-reporter';
import { QUIET_CHROMIUM_FLAGS } from './scripts/lib/chromium-flags';

noteWorkerPid();

const CI = !!process.env.CI && process.env.CI !== 'false';

/**
 * Tests tagged EXCLUSIVE run alone, after all the others: they stop the shared CMS ("API down")
 * or change content that other specs read (docs/development.md#e2e-workers). The rest share
 * the CMS and the build across E2E_WORKERS browsers, one spec file per worker at a time.
 */
export const EXCLUSIVE = /@exclusive/;
const workers = Number(process.env.E2E_WORKERS || 3);
if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${process.env.E2E_WORKERS}"`);

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: 'artifacts/test-results',
  globalSetup: './__tests__/e2e/support/global-setup.ts',
  globalTeardown: './__tests__/e2e/support/global-teardown.ts',
  workers,
  // Tests of one file stay in one worker, in order: a file's beforeAll/afterAll share a session
  // or put back what its tests changed.
  fullyParallel: false,
  projects: [
    { name: 'shared', grepInvert: EXCLUSIVE, teardown: 'exclusive' },
    // a teardown project runs after 'shared' whether or not its tests passed
    { name: 'exclusive', grep: EXCLUSIVE, workers: 1 },
  ],
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  // CI must finish within 90 minutes in all (install and build included): stop a run gone wrong.
  globalTimeout: CI ? 55 * 60_000 : 0,
  expect: { timeout: 10_000 },
  // cpu-reporter: wall and CPU (browsers included) per spec file, the ten costliest printed
  reporter: [['list'], ['json', { outputFile: 'artifacts/playwright-results.json' }], ['./__tests__/e2e/support/cpu-reporter.ts']],
  use: {
    // Set by globalSetup for the workers; support/fixtures.ts also reads it from the env file.
    baseURL: process.env.E2E_SITE_URL,
    browserName: 'chromium',
    // A trace is recorded only when a test runs again after failing (CI retries once): recording one
    // for every test, to keep the few that fail, cost Chromium's CPU on all of them
    // (docs/development.md#test-run-time). Locally (no retries) `--trace on` records them.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site honours the preference (docs/product/accessibility.md#moving-content): carousels
    // start paused, the home video stays still, transitions are instant. That spares the browsers
    // the autoplay, video decoding and animation frames of every page a test opens without
    // checking them; the specs that check motion (home, products) ask for it back with
    // test.use({ reducedMotion: 'no-preference' }) (docs/development.md#test-run-time).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [...QUIET_CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
    },
  },
});
