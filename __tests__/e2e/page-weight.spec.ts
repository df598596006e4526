// Byte budgets of docs/product/page-weight.md, read from the production build under test (the
// harness's private copy, built by the e2e global setup) or the folder PAGE_WEIGHT_PUBLIC_DIR
// names. Bytes are deterministic, so they are asserted; times are not. A Playwright spec rather
// than a jest test: `npm test` runs jest beside the build, so only here is the build sure to exist.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { kb, pageWeight } from '../../scripts/lib/page-weight';
import { SITE_COPY } from './support/harness';

const PUBLIC = process.env.PAGE_WEIGHT_PUBLIC_DIR || path.join(SITE_COPY, 'public');
const KB = 1024;

/** Script budgets (brotli) by kind of page. */
const BUDGET = { home: 130 * KB, carousel: 110 * KB, content: 85 * KB };
/** The HTML of a blog post as stored (inline CSS, page data, JSON-LD and all). */
const BLOG_POST_HTML = 60 * KB;

/** The first item page a detail template built, e.g. `ProductInfo/1`. */
function firstItem(route: string): string {
  const dir = path.join(PUBLIC, route);
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => /^\d+$/.test(d)) : [];
  if (ids.length === 0) throw new Error(`${dir} holds no item page: the demo content should build at least one`);
  return `${route}/${ids.map(Number).sort((a, b) => a - b)[0]}`;
}

const PAGES: [string, keyof typeof BUDGET][] = [
  ['', 'home'],
  // carousels (Swiper)
  ['PPF', 'carousel'],
  ['ProductInfo/*', 'carousel'],
  ['TrainingInfo/*', 'carousel'],
  ['Training', 'carousel'],
  ['Tools', 'carousel'],
  ['Software', 'carousel'],
  ['Plotter', 'carousel'],
  ['coreValues', 'carousel'],
  // content pages
  ['blog', 'content'],
  ['blogInfo/*', 'content'],
  ['ExampleList', 'content'],
  ['ExampleInfo/*', 'content'],
  ['ToolsInfo/*', 'content'],
  ['PlotterInfo/*', 'content'],
  ['DealerDetails/*', 'content'],
  ['FAQ', 'content'],
  ['DownloadCenter', 'content'],
  ['Collection', 'content'],
  ['aboutUs', 'content'],
  ['SafeIn', 'content'],
  ['WarrantyCheck', 'content'],
  ['Login', 'content'],
  ['PartnerSearch', 'content'],
  ['ContactUs', 'content'],
  ['BecomePartner', 'content'],
];

const route = (r: string) => (r.endsWith('/*') ? firstItem(r.slice(0, -2)) : r);

test.beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC, 'webpack.stats.json'))) {
    throw new Error(
      `${PUBLIC} holds no production build: run \`npm test\` (or \`npx playwright test\`) first, or point PAGE_WEIGHT_PUBLIC_DIR at a build's public/`,
    );
  }
});

test.describe('scripts a page loads first stay within its budget (brotli)', () => {
  for (const [pattern, kind] of PAGES)
    test(`/${pattern} (${kind})`, () => {
      const w = pageWeight(PUBLIC, route(pattern));
      const over = w.scripts > BUDGET[kind] ? `${kb(w.scripts)} > ${kb(BUDGET[kind])}: ${w.scriptFiles.join(', ')}` : null;
      expect(over).toBeNull();
    });
});

test('a blog post page is at most 60 KB of HTML', () => {
  const w = pageWeight(PUBLIC, route('blogInfo/*'));
  expect(w.htmlRaw).toBeLessThanOrEqual(BLOG_POST_HTML);
});

test('each page inlines only the CSS it uses: the Swiper CSS on a carousel page, not on a blog post', () => {
  const html = (r: string) => fs.readFileSync(path.join(PUBLIC, route(r), 'index.html'), 'utf8');
  const styles = (h: string) => [...h.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  expect(styles(html('blogInfo/*'))).not.toContain('.swiper');
  expect(styles(html('PPF'))).toContain('.swiper');
});

test("production class names are short hashes, not Gatsby's readable `<file>-module--<class>--<hash>`", () => {
  // docs/styles.md#class-names: the readable names cost kilobytes on every page
  for (const [pattern] of PAGES) {
    const readable = fs.readFileSync(path.join(PUBLIC, route(pattern), 'index.html'), 'utf8').match(/[\w-]+-module--[\w-]+/g) ?? [];
    expect({ page: pattern, readable: readable.slice(0, 3) }).toEqual({ page: pattern, readable: [] });
  }
});

test('no page loads axios before its first live call', () => {
  for (const [pattern] of PAGES) {
    const w = pageWeight(PUBLIC, route(pattern));
    const withAxios = w.scriptFiles.filter((f) => fs.readFileSync(path.join(PUBLIC, f), 'utf8').includes('AxiosError'));
    expect({ page: pattern, withAxios }).toEqual({ page: pattern, withAxios: [] });
  }
});

test('no page of build-time content loads Swiper unless it has a carousel', () => {
  for (const [pattern, kind] of PAGES.filter(([, k]) => k === 'content')) {
    const w = pageWeight(PUBLIC, route(pattern));
    const withSwiper = w.scriptFiles.filter((f) => /swiper-wrapper|swiper-slide/.test(fs.readFileSync(path.join(PUBLIC, f), 'utf8')));
    expect({ page: pattern, kind, withSwiper }).toEqual({ page: pattern, kind, withSwiper: [] });
  }
});
