// The production build of this run: its log has no warning, the GraphQL types it generated are the
// ones committed in src/gatsby-types.d.ts (so `npm run typecheck` works without a build), and what
// the server render changes in Gatsby's head took hold on every page. Those two passes
// (src/html/style-order.ts, src/html/no-image-runtime.ts) find Gatsby's and gatsby-plugin-image's
// elements by their marks (docs/gatsby-internals.md#what-the-head-relies-on): if an upgrade renames
// a mark, the pass finds nothing and says nothing, so the built pages are checked here.
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

/** Every page of the build, as [path, head]. */
function pageHeads(): [string, string][] {
  const root = path.join(SITE_COPY, 'public');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('_gatsby') && fs.statSync(path.join(root, f)).isFile())
    .map((f) => {
      const html = fs.readFileSync(path.join(root, f), 'utf8');
      return [f, html.slice(0, html.indexOf('</head>'))] as [string, string];
    });
}

test('every page inlines the layout stylesheet before its own, and no image runtime', () => {
  const pages = pageHeads();
  expect(pages.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const [file, head] of pages) {
    const sheets = [...head.matchAll(/<style data-href="([^"]+)" data-identity="gatsby-global-css">/g)].map((m) => m[1]!);
    if (sheets.length === 0) wrong.push(`${file}: no inlined stylesheet (Gatsby's mark changed?)`);
    else if (sheets.length > 1 && !/^\/app[.-]/.test(sheets[0]!)) wrong.push(`${file}: ${sheets.join(', ')}`);
    if (/gatsby-image-wrapper|HTMLImageElement/.test(head)) wrong.push(`${file}: gatsby-plugin-image's runtime is in the head`);
  }
  expect(wrong).toEqual([]);
});
