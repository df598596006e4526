// The production build of this run: its log has no warning, and the GraphQL types it generated
// are the ones committed in src/gatsby-types.d.ts (so `npm run typecheck` works without a build).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/lib/proc';
import { ARTIFACTS, SITE_COPY, readEnv } from './support/harness';

const TYPES = path.join('src', 'gatsby-types.d.ts');

test.describe('the production build', () => {
  test.beforeEach(() => {
    test.skip(readEnv().buildMs === null, 'E2E_REUSE_BUILD=1: this run made no build');
  });

  test('prints no warning', () => {
    const log = fs.readFileSync(path.join(ARTIFACTS, 'e2e', 'build.log'), 'utf8');
    const warnings = log.split('\n').filter((line) => /^\s*warn\b/i.test(line));
    expect(warnings, 'warn lines in artifacts/e2e/build.log').toEqual([]);
  });

  test('generates the committed src/gatsby-types.d.ts', () => {
    const generated = fs.readFileSync(path.join(SITE_COPY, TYPES), 'utf8');
    const committed = fs.readFileSync(path.join(ROOT, TYPES), 'utf8');
    expect(generated === committed, `${TYPES} is out of date: copy ${path.relative(ROOT, path.join(SITE_COPY, TYPES))} over it and commit`).toBe(true);
  });
});
