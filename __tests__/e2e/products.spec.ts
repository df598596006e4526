// Products area (docs/product/content-pages.md#products): /PPF, /NewPPF, ProductInfo, ExampleList,
// ExampleInfo, /Software, /Plotter,
// PlotterInfo, /Tools, Tool, ToolsInfo at 390 and 1440 px. Expected texts come from the CMS the
// site was built against (the harness's apiUrl), never hard-coded.
import type { Page } from '@playwright/test';
import { expect, forBothWidths, test } from './support/fixtures';
import { screenshot } from './support/env';
import { TITLE_SUFFIX, fullTitle } from '../../src/seo/title';
import { api, escapeRegExp } from './support/api';

// the banners' autoplay and the video overlays are what this file checks: the motion the other
// specs do without (playwright.config.ts)
test.use({ reducedMotion: 'no-preference' });

interface Meta {
  sub_title?: string | null;
  desc?: string | null;
  keywords?: string | null;
}

/** Visible text of an API string that may hold HTML. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function expectHead(page: Page, meta: Meta | null | undefined, fallbackTitle?: string): Promise<void> {
  const title = meta?.sub_title?.trim() || fallbackTitle;
  // the title as shown: cut to fit 70 characters with the brand (docs/product/routes-and-screens.md#one-url-per-page)
  if (title) await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(fullTitle(title).replace(TITLE_SUFFIX, ''))}`));
  if (meta?.desc?.trim()) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.desc.trim());
  if (meta?.keywords?.trim()) await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords.trim());
}

/** The real (loop-aware) index of the first hero carousel's active slide. */
async function activeHeroSlide(page: Page): Promise<string | null> {
  return page
    .locator('[data-testid="hero"] .swiper-slide-active')
    .first()
    .getAttribute('data-swiper-slide-index')
    .catch(() => null);
}

/**
 * docs/product/constants.md#carousels: banner carousels advance every 3 s, loop, and keep going
 * after a click on a slide.
 */
async function expectAutoplay(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="hero"] .swiper-slide-active').first()).toBeVisible();
  const first = await activeHeroSlide(page);
  await expect.poll(() => activeHeroSlide(page), { timeout: 4_500, intervals: [250] }).not.toBe(first);
  await page.locator('[data-testid="hero"] .swiper-slide-active').first().click({ force: true });
  const afterClick = await activeHeroSlide(page);
  await expect.poll(() => activeHeroSlide(page), { timeout: 4_500, intervals: [250] }).not.toBe(afterClick);
}

/** The first visible video's overlay hides while playing and comes back on pause. */
async function expectVideoOverlay(page: Page, scope = page.locator('main')): Promise<void> {
  const overlay = scope.locator('button[aria-label^="Play "]:visible').first();
  await overlay.scrollIntoViewIfNeeded();
  const box = overlay.locator('xpath=..');
  const video = box.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
  });
  await overlay.click();
  await expect(box.locator('button[aria-label^="Play "]')).toHaveCount(0);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect(box.locator('button[aria-label^="Play "]')).toHaveCount(1);
}

interface PpfData extends Meta {
  name: string;
  sub_name: string;
  images_arr: string[];
  goods: { id: number; goods_name: string; desc: string }[];
  cases: { id: number; title: string }[];
  categorys: { id: number; brief: string; desc: string }[];
}
interface Product extends Meta {
  id: number;
  goods_name: string;
  sub_name: string;
  way: 0 | 1;
  label: { name: string; type: number; content: string }[];
  pdf_url: string | null;
  features: { id: number; name: string }[];
}
interface CaseItem extends Meta {
  id: number;
  title: string;
  content: string;
  cases: { id: number; title: string }[];
}
interface ToolsData {
  categories: { id: number; name: string; goods: { id: number; goods_name: string }[] }[];
  images_arr: string[];
}
interface Tool extends Meta {
  id: number;
  category_id: number;
  goods_name: string;
  sub_name: string;
  video: string | null;
}
interface Plotter extends Meta {
  id: number;
  goods_name: string;
  features: { type: number; title: string }[];
}

forBothWidths((width) => {
  test.describe('PPF', () => {
    for (const route of ['/PPF', '/NewPPF']) {
      test(`${route} shows the PPF page`, async ({ page, request, consoleErrors }) => {
        const ppf = await api<PpfData>(request, '/api/index/getPPF');
        await page.goto(route);
        await expectHead(page, ppf, 'PPF');
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
        await expect(page.getByTestId('ppf-name')).toHaveText(ppf.name);
        await expect(page.getByRole('heading', { name: 'Paint Protection Film', exact: true }).last()).toBeVisible();
        const goods = page.getByTestId('ppf-good');
        await expect(goods).toHaveCount(ppf.goods.length);
        if (ppf.goods[0]) {
          await expect(goods.first()).toContainText(ppf.goods[0].goods_name);
          await expect(goods.first().getByRole('link', { name: /MORE\+/ })).toHaveAttribute('href', `/ProductInfo/${ppf.goods[0].id}/`);
        }
        if (ppf.goods[1] && width === 1440) {
          await goods.nth(1).hover();
          await expect(goods.nth(1)).toHaveAttribute('data-active', 'true');
        }
        await expect(page.getByRole('heading', { name: 'Other Cases', exact: true })).toBeVisible();
        for (const c of ppf.cases.slice(0, 2)) {
          await expect(page.getByRole('link', { name: c.title }).first()).toHaveAttribute('href', `/ExampleInfo/${c.id}/?type=1`);
        }
        await expect(page.getByRole('link', { name: 'Request Sample' })).toHaveAttribute('href', '/ContactUs/');
        // exactly one of the two video blocks is shown at each width
        await expect(page.locator('main video:visible')).toHaveCount(1);
        if (route === '/PPF') await screenshot(page, 'products-ppf');
        expect(consoleErrors).toEqual([]);
      });
    }

    test('/PPF banner autoplays and keeps going after a click; the video overlay follows play/pause', async ({ page, request }) => {
      const ppf = await api<PpfData>(request, '/api/index/getPPF');
      await page.goto('/PPF');
      if (ppf.images_arr.length > 1) await expectAutoplay(page);
      await expectVideoOverlay(page);
    });
  });

  test.describe('ProductInfo', () => {
    test('static product pages: way 0 table and way 1 image list, datasheet, structure', async ({ page, request, consoleErrors }) => {
      const products = await api<Product[]>(request, '/api/goods/allProducts');
      const table = products.find((p) => p.way === 0 && p.label.length > 0);
      const images = products.find((p) => p.way === 1 && p.label.length > 0);
      expect(table, 'a way 0 product in the demo content').toBeTruthy();
      expect(images, 'a way 1 product in the demo content').toBeTruthy();

      await page.goto(`/ProductInfo/${table!.id}/`);
      await expectHead(page, table, table!.goods_name);
      await expect(page.getByTestId('product-name')).toHaveText(table!.goods_name);
      const specTable = page.getByTestId('spec-table');
      await expect(specTable).toBeVisible();
      const textLabel = table!.label.find((l) => l.type === 1);
      if (textLabel) await expect(specTable).toContainText(textLabel.content);
      if (table!.label.some((l) => l.type === 2)) await expect(page.getByTestId('spec-points').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download Datasheet' })).toHaveCount(table!.pdf_url ? 1 : 0);
      await expect(page.getByRole('heading', { name: 'Product Structure', exact: true })).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Product categories' })).toBeVisible();
      await screenshot(page, 'products-productinfo-way0');

      await page.goto(`/ProductInfo/${images!.id}/`);
      await expect(page.getByTestId('product-name')).toHaveText(images!.goods_name);
      await expect(page.getByTestId('spec-images')).toBeVisible();
      await expect(page.getByTestId('spec-table')).toHaveCount(0);
      // the build's copy of the file, in the sizes it made (docs/product/page-weight.md#images)
      await expect(page.getByTestId('spec-images').locator('img').first()).toHaveAttribute('src', /^\/static\//);
      await expect(page.getByTestId('spec-images').locator('picture source[srcset]').first()).toBeAttached();
      await screenshot(page, 'products-productinfo-way1');
      expect(consoleErrors).toEqual([]);
    });

    test('feature videos keep a playing set; category tabs link between products', async ({ page, request }) => {
      const products = await api<Product[]>(request, '/api/goods/allProducts');
      const withFeatures = products.find((p) => p.features.length > 0)!;
      await page.goto(`/ProductInfo/${withFeatures.id}/`);
      const feature = page.getByTestId('feature').first();
      await expectVideoOverlay(page, feature);
      await expect(feature).toHaveAttribute('data-playing', 'false');
      // the current product is marked in its category's tab panel; another product navigates
      const current = page.locator('a[aria-current="page"][href^="/ProductInfo/"]');
      await expect(current).toHaveCount(1);
      const other = page.locator('[role="tabpanel"] a[href^="/ProductInfo/"]:not([aria-current])').first();
      if ((await other.count()) > 0) {
        const href = await other.getAttribute('href');
        await other.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href!)}$`));
        await expect(page.getByTestId('product-name')).toBeVisible();
      }
    });

    test('old query link /ProductInfo?id=N lands on the same content; unknown id is not found', async ({ page, request }) => {
      const [p] = await api<Product[]>(request, '/api/goods/allProducts');
      await page.goto(`/ProductInfo?id=${p!.id}`);
      await expect(page).toHaveURL(new RegExp(`/ProductInfo/${p!.id}/`));
      await expect(page.getByTestId('product-name')).toHaveText(p!.goods_name);
      await page.goto('/ProductInfo?id=987654');
      await expect(page.getByTestId('query-redirect-not-found')).toBeVisible();
    });
  });

  test.describe('Cases', () => {
    test('/ExampleList shows paged case cards linking to ExampleInfo', async ({ page, request, consoleErrors }) => {
      const all = await api<CaseItem[]>(request, '/api/cases/all');
      const meta = await api<Meta>(request, '/api/index/getPageMeta?title=Cases');
      await page.goto('/ExampleList');
      await expectHead(page, meta, 'Cases');
      await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
      const cards = page.getByTestId('case-list').locator('article');
      await expect(cards).toHaveCount(Math.min(8, all.length));
      const pager = page.getByRole('navigation', { name: 'Cases pages' });
      await expect(pager).toHaveCount(all.length > 8 ? 1 : 0);
      const firstLink = cards.first().locator('a').first();
      await expect(firstLink).toHaveAttribute('href', /^\/ExampleInfo\/\d+\/$/);
      await screenshot(page, 'products-examplelist');
      if (all.length > 8) {
        await pager.getByRole('link', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/\/ExampleList\/page\/2\/$/);
        await expect(page.getByTestId('case-list').locator('article')).toHaveCount(Math.min(8, all.length - 8));
      }
      expect(consoleErrors).toEqual([]);
    });

    test('ExampleInfo shows title, content and related cases; type=1 fetches the PPF context', async ({ page, request, consoleErrors }) => {
      const ppf = await api<PpfData>(request, '/api/index/getPPF');
      const id = ppf.cases[0]?.id ?? (await api<CaseItem[]>(request, '/api/cases/all'))[0]!.id;
      const detail = await api<CaseItem>(request, `/api/cases/caseDetail?id=${id}`);
      await page.goto(`/ExampleInfo/${id}/`);
      await expectHead(page, detail, detail.title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(detail.title);
      await expect(page.getByTestId('case-content')).toContainText(plain(detail.content).slice(0, 40));
      await expect(page.getByRole('heading', { name: 'Related Cases', exact: true })).toBeVisible();
      await screenshot(page, 'products-exampleinfo');

      const ctx = await api<CaseItem>(request, `/api/cases/caseDetail?id=${id}&type=1`);
      await page.goto(`/ExampleInfo?id=${id}&type=1`);
      await expect(page).toHaveURL(new RegExp(`/ExampleInfo/${id}/\\?type=1$`));
      const related = page.getByTestId('related-cases');
      await expect(related).toHaveAttribute('data-source', 'live');
      for (const c of ctx.cases.slice(0, 3)) {
        await expect(related.getByRole('link', { name: c.title })).toHaveAttribute('href', `/ExampleInfo/${c.id}/?type=1`);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('related cases fall back to the build-time list when the call fails; unknown id is not found', async ({ page, request }) => {
      const [c] = await api<CaseItem[]>(request, '/api/cases/all');
      await page.route('**/api/cases/caseDetail**', (route) => route.abort());
      await page.goto(`/ExampleInfo/${c!.id}/?type=3&shop_id=1&t_id=1`);
      await expect(page.getByTestId('related-cases')).toHaveAttribute('data-source', 'fallback');
      await page.goto('/ExampleInfo?id=987654&type=1');
      await expect(page.getByTestId('query-redirect-not-found')).toBeVisible();
    });
  });

  test.describe('Software', () => {
    test('/Software: banner, description, 4 recharge steps, main interface carousel', async ({ page, request, consoleErrors }) => {
      const sw = await api<{ name: string; images_arr: string[]; step1: string; step4: string; resource_images: unknown[] }>(request, '/api/index/getSoftware');
      const article = await api<Meta>(request, `/api/index/getArticles?title=${encodeURIComponent('Precut Software')}`);
      await page.goto('/Software');
      await expectHead(page, article, 'Precut Software');
      await expect(page.getByTestId('software-name')).toHaveText(sw.name);
      await expect(page.getByRole('heading', { name: 'How To Recharge', exact: true })).toBeVisible();
      const steps = page.getByTestId('recharge-steps').locator('li');
      await expect(steps).toHaveCount(4);
      await expect(steps.first()).toContainText(sw.step1);
      await expect(steps.last()).toContainText(sw.step4);
      await expect(page.getByRole('heading', { name: 'Main Interface', exact: true })).toBeVisible();
      if (sw.resource_images.length > 1) {
        const carousel = page.getByRole('region', { name: 'Main interface' });
        await expect(carousel.getByRole('button', { name: 'Next slide' }).last()).toBeVisible();
        await expect(carousel.getByRole('button', { name: 'Previous slide' }).last()).toBeVisible();
      }
      // clickable pagination on the banner
      if (sw.images_arr.length > 1) await expect(page.locator('[data-testid="hero"] .swiper-pagination-clickable')).toHaveCount(1);
      await screenshot(page, 'products-software');
      if (sw.images_arr.length > 1) await expectAutoplay(page);
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('Plotter', () => {
    test('/Plotter: features and a model comparison that fits the viewport', async ({ page, request, consoleErrors }) => {
      const plotter = await api<{
        images_arr: string[];
        label_arr: { title: string }[];
        goods: { id: number; goods_name: string; labels: { content: string }[] }[];
      }>(request, '/api/goods/getPlotter');
      const article = await api<Meta>(request, '/api/index/getArticles?title=Plotter');
      await page.goto('/Plotter');
      await expectHead(page, article, 'Plotter');
      for (const f of plotter.label_arr) await expect(page.getByTestId('plotter-features')).toContainText(f.title);
      const models = page.getByTestId('plotter-model');
      await expect(models).toHaveCount(plotter.goods.length);
      if (plotter.goods[0]) {
        await expect(models.first()).toContainText(plotter.goods[0].goods_name);
        if (plotter.goods[0].labels[0]) await expect(models.first()).toContainText(plotter.goods[0].labels[0].content);
        await expect(models.first().getByRole('link', { name: plotter.goods[0].goods_name }).last()).toHaveAttribute(
          'href',
          `/PlotterInfo/${plotter.goods[0].id}/`,
        );
      }
      // no horizontal overflow at 390 px
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'products-plotter');
      if (plotter.images_arr.length > 1) await expectAutoplay(page);
      expect(consoleErrors).toEqual([]);
    });

    test('PlotterInfo: name, video overlay, key features; the query link and unknown id', async ({ page, request, consoleErrors }) => {
      const plotters = await api<Plotter[]>(request, '/api/goods/allPlotters');
      test.skip(plotters.length === 0, 'no plotters in the demo content');
      const p = plotters[0]!;
      await page.goto(`/PlotterInfo?id=${p.id}`);
      await expect(page).toHaveURL(new RegExp(`/PlotterInfo/${p.id}/`));
      await expectHead(page, p, p.goods_name);
      await expect(page.getByTestId('plotter-name')).toHaveText(p.goods_name);
      if (p.features.length) await expect(page.getByTestId('key-features')).toContainText(p.features[0]!.title);
      await screenshot(page, 'products-plotterinfo');
      await expectVideoOverlay(page);
      await page.goto('/PlotterInfo?id=987654');
      await expect(page.getByTestId('query-redirect-not-found')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('Tools', () => {
    test('/Tools: breadcrumb, grouped categories with MORE+ and tool cards', async ({ page, request, consoleErrors }) => {
      const tools = await api<ToolsData & { per_page: number; total: number }>(request, '/api/goods/getTools');
      const meta = await api<Meta>(request, '/api/index/getPageMeta?title=Tools');
      await page.goto('/Tools');
      await expectHead(page, meta, 'Tools');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
      const groups = page.getByTestId('tool-category');
      await expect(groups).toHaveCount(Math.min(tools.per_page, tools.categories.length));
      const cat = tools.categories[0];
      if (cat) {
        await expect(groups.first()).toContainText(cat.name);
        await expect(groups.first().getByRole('link', { name: /MORE\+/ })).toHaveAttribute('href', `/Tool/${cat.id}/`);
        if (cat.goods[0]) {
          await expect(groups.first().getByRole('link', { name: cat.goods[0].goods_name })).toHaveAttribute('href', `/ToolsInfo/${cat.goods[0].id}/`);
        }
      }
      await expect(page.getByRole('navigation', { name: 'Tools pages' })).toHaveCount(tools.total > tools.per_page ? 1 : 0);
      await screenshot(page, 'products-tools');
      if (tools.images_arr.length > 1) await expectAutoplay(page);
      expect(consoleErrors).toEqual([]);
    });

    test('Tool type page and ToolsInfo, through their old query links', async ({ page, request, consoleErrors }) => {
      const tools = await api<ToolsData>(request, '/api/goods/getTools');
      const all = await api<Tool[]>(request, '/api/goods/allTools');
      test.skip(tools.categories.length === 0 || all.length === 0, 'no tools in the demo content');
      const cat = tools.categories[0]!;
      await page.goto(`/Tool?type=${cat.id}`);
      await expect(page).toHaveURL(new RegExp(`/Tool/${cat.id}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.name);
      // the type's name leads the title, so each type page has its own (docs/product/routes-and-screens.md#one-url-per-page)
      const toolsMeta = await api<Meta>(request, '/api/index/getPageMeta?title=Tools');
      await expectHead(page, { ...toolsMeta, sub_title: `${cat.name} – ${(toolsMeta?.sub_title || 'Tools').replace(TITLE_SUFFIX, '')}` });
      const inCat = all.filter((t) => t.category_id === cat.id);
      if (inCat[0]) await expect(page.getByTestId('tool-list')).toContainText(inCat[0].goods_name);
      await screenshot(page, 'products-tool');

      const withVideo = all.find((t) => t.video) ?? all[0]!;
      await page.goto(`/ToolsInfo?id=${withVideo.id}`);
      await expect(page).toHaveURL(new RegExp(`/ToolsInfo/${withVideo.id}/`));
      await expectHead(page, withVideo, withVideo.goods_name);
      await expect(page.getByTestId('tool-name')).toHaveText(withVideo.goods_name);
      if (withVideo.sub_name) await expect(page.getByText(withVideo.sub_name).first()).toBeVisible();
      await screenshot(page, 'products-toolsinfo');
      if (withVideo.video) await expectVideoOverlay(page);

      for (const bad of ['/Tool?type=987654', '/ToolsInfo?id=987654']) {
        await page.goto(bad);
        await expect(page.getByTestId('query-redirect-not-found')).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  test('content robustness: no page of the area overflows horizontally or shows a broken image', async ({ page }) => {
    for (const route of ['/PPF', '/ExampleList', '/Software', '/Plotter', '/Tools']) {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} overflows at ${width}px`).toBeLessThanOrEqual(0);
      const broken = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
          .map((img) => img.src),
      );
      expect(broken, `${route} broken images`).toEqual([]);
    }
  });
});
