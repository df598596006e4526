// Images in the built pages (docs/product/page-weight.md#images): every <img> reserves its size,
// every image the build processed or downloaded comes with a srcset (through MediaImage), and
// images inside the CMS's rich HTML load lazily. Reads the static HTML of the build under test.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_COPY } from './support/harness';
import { buildImageProblems, lcpImage } from './support/image-audit';
import { builtPages } from './support/markup';

const PUBLIC = process.env.PAGE_WEIGHT_PUBLIC_DIR || path.join(SITE_COPY, 'public');

test('every <img> has width and height, every CMS media image a srcset, rich HTML images load lazily', () => {
  test.setTimeout(300_000);
  const problems = buildImageProblems(PUBLIC).map((p) => `${p.url} ${p.src}: ${p.problem}`);
  expect(problems, `${problems.length} image problems`).toEqual([]);
});

/** Pages whose first view is a banner or a full-width slide: its image is the LCP (npm run bench:trace). */
const BANNER_PAGES = ['', 'PlotterInfo', 'ProductInfo', 'ExampleInfo'];

test('the LCP image is eager, high priority, sized, and offers phones a WebP of at most 800 px', () => {
  const pages = builtPages(PUBLIC).filter((p) => p.file.endsWith('index.html'));
  const found = new Set<string>();
  const problems: string[] = [];
  for (const p of pages) {
    const lcp = lcpImage(fs.readFileSync(path.join(PUBLIC, p.file), 'utf8'));
    if (!lcp) continue;
    found.add(p.url.split('/')[1] ?? '');
    if (lcp.problems.length) problems.push(`${p.url} ${lcp.src}: ${lcp.problems.join('; ')}`);
  }
  expect(problems).toEqual([]);
  expect(BANNER_PAGES.filter((b) => !found.has(b))).toEqual([]);
});
