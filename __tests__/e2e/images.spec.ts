// Images in the built pages (docs/product/page-weight.md#images): every <img> reserves its size,
// every image the build processed or downloaded comes with a srcset (through MediaImage), and
// images inside the CMS's rich HTML load lazily. Reads the static HTML of the build under test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_COPY } from './support/harness';
import { buildImageProblems } from './support/image-audit';

const PUBLIC = process.env.PAGE_WEIGHT_PUBLIC_DIR || path.join(SITE_COPY, 'public');

test('every <img> has width and height, every CMS media image a srcset, rich HTML images load lazily', () => {
  test.setTimeout(300_000);
  const problems = buildImageProblems(PUBLIC).map((p) => `${p.url} ${p.src}: ${p.problem}`);
  expect(problems, `${problems.length} image problems`).toEqual([]);
});
