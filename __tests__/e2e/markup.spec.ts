// Valid, crawlable markup over the build under test (docs/product/routes-and-screens.md#one-url-per-page):
// every page passes the W3C Nu HTML Checker and html-validate, every local URL a page refers to
// answers 200 without a redirect, and the heads and the sitemap give each content one URL.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_COPY, readEnv } from './support/harness';
import { builtPages, formatError, readPage, sitemapPaths, validatePages, type BuiltPage, type PageHead } from './support/markup';
import { formatNuMessage, nuCheck, warningSummary } from './support/nu-checker';

const PUBLIC = path.join(SITE_COPY, 'public');

/** Second paths of a page and the main page each names (src/seo/aliases.ts). */
const ALIASES: Record<string, string> = { '/NewPPF/': '/PPF/', '/ParnerSearch/': '/PartnerSearch/' };
/** Query-form shells (they redirect to an item's page) and the client-only reset page, which names no canonical. */
const SHELLS = ['/ProductInfo/', '/ExampleInfo/', '/PlotterInfo/', '/Tool/', '/ToolsInfo/', '/TrainingInfo/', '/DealerDetails/', '/blogInfo/', '/blogs/'];
const RESET_SHELL = '/ResetPwd/[...code]/';

let pages: BuiltPage[] = [];
let heads = new Map<string, PageHead>();

test.beforeAll(() => {
  pages = builtPages(PUBLIC);
  const origin = new URL(readEnv().siteUrl).origin;
  heads = new Map(pages.map((p) => [p.url, readPage(fs.readFileSync(path.join(PUBLIC, p.file), 'utf8'), origin)]));
});

const isNoindex = (h: PageHead) => /\bnoindex\b/.test(h.robots ?? '');
const canonicalPath = (h: PageHead) => (h.canonical ? new URL(h.canonical).pathname : null);

test('every built page passes the W3C Nu HTML Checker: no error (its warnings are printed)', async () => {
  test.setTimeout(600_000);
  expect(pages.length).toBeGreaterThan(50);
  // one Java process for every page of the build
  const messages = await nuCheck(PUBLIC, pages);
  const warnings = warningSummary(messages);
  if (warnings.length) process.stdout.write(`[nu] warnings (not failures), by message:\n${warnings.map((w) => `[nu]   ${w}`).join('\n')}\n`);
  const errors = messages.filter((m) => m.type === 'error');
  expect(errors.map(formatNuMessage), `${errors.length} errors in ${new Set(errors.map((e) => e.url)).size} of ${pages.length} pages`).toEqual([]);
});

test('every built page passes html-validate (recommended rules, headings never skip a level)', async () => {
  test.setTimeout(600_000);
  expect(pages.length).toBeGreaterThan(50);
  const errors = await validatePages(PUBLIC, pages);
  expect(errors.map(formatError), `${errors.length} errors in ${new Set(errors.map((e) => e.url)).size} pages`).toEqual([]);
});

test('every local URL the pages refer to answers 200 directly: no redirect, nothing broken', async ({ request }) => {
  test.setTimeout(600_000);
  const referrers = new Map<string, string>();
  for (const [url, head] of heads) for (const ref of head.localUrls) if (!referrers.has(ref)) referrers.set(ref, url);
  for (const p of sitemapPaths(PUBLIC)) if (!referrers.has(p)) referrers.set(p, 'sitemap');
  expect(referrers.size).toBeGreaterThan(100);
  const bad: string[] = [];
  for (const [ref, from] of referrers) {
    // a query-form address answers 200 but only redirects from script: link the item's page
    if (SHELLS.includes(new URL(ref, 'http://site.invalid').pathname) && ref.includes('?')) bad.push(`${ref}: the query form (linked from ${from})`);
    const res = await request.fetch(ref, { method: 'HEAD', maxRedirects: 0 });
    if (res.status() !== 200) bad.push(`${ref} → ${res.status()}${res.headers().location ? ` ${res.headers().location}` : ''} (linked from ${from})`);
  }
  expect(bad, `${bad.length} of ${referrers.size} local URLs`).toEqual([]);
});

test.describe('one URL per content', () => {
  test('second paths point their canonical at the main page and stay out of the sitemap', () => {
    const sitemap = new Set(sitemapPaths(PUBLIC));
    for (const [alias, main] of Object.entries(ALIASES)) {
      expect(canonicalPath(heads.get(alias)!), alias).toBe(main);
      expect(sitemap.has(alias), `${alias} in the sitemap`).toBe(false);
      expect(sitemap.has(main), `${main} in the sitemap`).toBe(true);
    }
  });

  test('query-form and client-only shells have a title, a description and noindex, and are not in the sitemap', () => {
    const sitemap = new Set(sitemapPaths(PUBLIC));
    for (const url of [...SHELLS, RESET_SHELL]) {
      const head = heads.get(url);
      expect(head, `${url} is built`).toBeDefined();
      expect(head!.title, `${url} title`).toBeTruthy();
      expect(head!.description, `${url} description`).toBeTruthy();
      expect(isNoindex(head!), `${url} noindex`).toBe(true);
      expect(sitemap.has(url), `${url} in the sitemap`).toBe(false);
      expect(head!.canonical ?? '', `${url} canonical`).not.toMatch(/[[\]]/);
    }
    // its address carries a private code, and /ResetPwd/ is no page: nothing to name
    expect(heads.get(RESET_SHELL)!.canonical).toBeNull();
  });

  test('paged lists have titles of their own and name themselves canonical', () => {
    const paged = pages.filter((p) => /\/page\/[0-9]+\/$/.test(p.url));
    expect(paged.length).toBeGreaterThan(2);
    for (const p of paged) {
      const first = p.url.replace(/page\/[0-9]+\/$/, '');
      const n = /([0-9]+)\/$/.exec(p.url)![1];
      expect(heads.get(p.url)!.title, p.url).toMatch(new RegExp(`Page ${n}\\b`));
      expect(heads.get(p.url)!.title, p.url).not.toBe(heads.get(first)!.title);
      expect(canonicalPath(heads.get(p.url)!), p.url).toBe(p.url);
    }
  });

  test('every indexable page has one h1, a description, a self-canonical, a title of its own and a sitemap entry; the sitemap lists only them', () => {
    const sitemap = new Set(sitemapPaths(PUBLIC));
    const problems: string[] = [];
    const byTitle = new Map<string, string[]>();
    const indexable = new Set<string>();
    for (const [url, head] of heads) {
      if (isNoindex(head) || url in ALIASES || url.endsWith('.html') || url === '/404/') continue;
      indexable.add(url);
      if (head.h1Count !== 1) problems.push(`${url}: ${head.h1Count} h1`);
      if (!head.description) problems.push(`${url}: no description`);
      if (canonicalPath(head) !== url) problems.push(`${url}: canonical ${head.canonical}`);
      if (!sitemap.has(url)) problems.push(`${url}: not in the sitemap`);
      byTitle.set(head.title ?? '', [...(byTitle.get(head.title ?? '') ?? []), url]);
    }
    for (const [title, urls] of byTitle) if (urls.length > 1) problems.push(`title "${title}" on ${urls.join(', ')}`);
    for (const url of sitemap) if (!indexable.has(url)) problems.push(`${url}: in the sitemap but not an indexable page`);
    expect(indexable.size).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
