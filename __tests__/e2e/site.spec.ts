// Site foundation (docs/product/header-and-footer.md#header-menu,
// docs/product/content-pages.md#blog-area, docs/product/content-pages.md#about-pages,
// docs/product/states-and-transitions.md#blog-list-and-search,
// docs/product/constants.md#pagination): header menus at both widths, the blog list / search /
// types / detail,
// static meta tags, About Us, Core Values, the 404 page, sitemap and robots, and the API-down toast.
// Every text comes from the CMS the site was built against (apiUrl()), never from this file.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { apiUrl, screenshot, siteUrl, startCms, stopCms } from './support/env';
import { SITE_COPY } from './support/harness';
import { MSG } from '../../contract/messages';
import { formatBlogDate } from '../../src/features/blog/blog-types';
import { fullTitle } from '../../src/seo/title';
import { apiLogin, DEALERS, gotoReady, hydrated, recordDialogs, dialogsCount, setSessionCookies } from './live-support';

// ---------------------------------------------------------------------------------------------
// API helpers (the reference CMS is the source of truth for every expected text)

interface BlogItem {
  id: number;
  title: string;
  desc: string;
  createtime: string;
  label_arr: string[];
}
interface BlogListAnswer {
  blogs: { data: BlogItem[]; total: number; per_page: number; last_page: number; current_page: number };
  type_name: string | null;
}
interface BlogDetailAnswer extends BlogItem {
  sub_title: string;
  keywords: string;
  content: string;
  related: BlogItem[];
}
interface PageMeta {
  sub_title: string;
  desc: string;
  keywords: string;
}

async function api<T>(path: string, params: Record<string, string | number> = {}): Promise<{ code: number; data: T }> {
  const url = new URL(path, apiUrl());
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const res = await fetch(url);
  return (await res.json()) as { code: number; data: T };
}
const blogList = async (params: Record<string, string | number>) => (await api<BlogListAnswer>('/api/Blog/list', params)).data;
const blogDetail = (id: number) => api<BlogDetailAnswer>('/api/Blog/detail', { id });
const blogTypes = async () => (await api<{ types: { id: number; name: string }[] }>('/api/Blog/index')).data.types;
const pageMeta = async (title: string) => (await api<PageMeta>('/api/index/getArticles', { title })).data;

/**
 * The browser title for a CMS sub_title: the brand exactly once, at most 70 characters
 * (docs/product/routes-and-screens.md#page-titles-and-meta, #one-url-per-page).
 */
const titleFor = (sub: string) => fullTitle(sub);

/** Plain text of CMS HTML (tags dropped, common entities decoded, spaces collapsed). */
function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
function decode(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&');
}

/** docs/product/constants.md#pagination: first 2, last 2, current ± 2 pages; null stands for an ellipsis. */
function expectedWindow(current: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p <= 2 || p > pageCount - 2 || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** The window a pagination nav shows: page numbers, null for an ellipsis. */
async function shownWindow(nav: Locator): Promise<(number | null)[]> {
  return nav.locator('li').evaluateAll((lis) =>
    lis
      .map((li) => (li.textContent ?? '').trim())
      .filter((t) => t !== '') // the previous/next chevrons have no text
      .map((t) => (t === '…' ? null : Number(t))),
  );
}

/** Head tags of a static HTML document (no JS): title, named/property metas and link rels. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attrs = (tag: string) => {
    const out: Record<string, string> = {};
    for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
    return out;
  };
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attrs(m[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
  const titles = [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
  return {
    titles,
    meta: (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content),
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
  };
}

// ---------------------------------------------------------------------------------------------
// Page helpers

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const blogListRegion = (page: Page) => page.getByRole('region', { name: 'Latest news and blogs' });
const searchRegion = (page: Page) => page.getByRole('region', { name: 'Search results' });
/** Titles of the blog cards in a container (card titles are headings inside list items). */
const cardTitles = (scope: Locator) => scope.getByRole('listitem').getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search blogs' });

/** The group's <li> (marked `data-active` when its section is the route's) from its disclosure button. */
const groupItem = (page: Page, label: string) =>
  mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });

/** docs/product/header-and-footer.md#header-menu, word for word. */
const MENU_GROUPS: { label: string; links: [string, string][] }[] = [
  {
    label: 'About',
    links: [
      ['Blog', '/blog'],
      ['About Us', '/aboutUs'],
      ['Core Values', '/coreValues'],
      ['Safe-IN', '/SafeIn'],
    ],
  },
  {
    label: 'Products',
    links: [
      ['PPF & Window Film', '/PPF'],
      ['Precut Software', '/Software'],
      ['Plotter', '/Plotter'],
      ['Tools', '/Tools'],
    ],
  },
  {
    label: 'Technical Center',
    links: [
      ['Warranty Check', '/WarrantyCheck'],
      ['FAQ', '/FAQ'],
      ['Download Center', '/DownloadCenter'],
      ['Training', '/Training'],
    ],
  },
  {
    label: 'Network',
    links: [
      ['Partner Search', '/PartnerSearch'],
      ['Become Partner', '/BecomePartner'],
      ['Collection', '/Collection'],
    ],
  },
];
const MENU_SINGLES: [string, string][] = [
  ['Home', '/'],
  ['Contact Us', '/ContactUs'],
  ['Dealer Portal', '/DealerPortal'],
];

const hrefRe = (route: string) => new RegExp(`^${route.replace(/\/$/, '')}/?$`);

// ---------------------------------------------------------------------------------------------
// Header at 1440 px

test.describe('header menu, desktop (1440)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hover opens each group; every link goes to its spec route; single entries too', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/aboutUs');
    for (const group of MENU_GROUPS) {
      const button = mainNav(page).getByRole('button', { name: group.label, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(list).toBeVisible();
      const links = list.getByRole('link');
      await expect(links).toHaveCount(group.links.length);
      for (const [label, route] of group.links) {
        await expect(list.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', hrefRe(route));
      }
    }
    // Leaving the header closes the last group.
    await page.mouse.move(700, 600);
    await expect(mainNav(page).getByRole('button', { name: 'Network', exact: true })).toHaveAttribute('aria-expanded', 'false');
    for (const [label, route] of MENU_SINGLES) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', hrefRe(route));
    }
    // A link in a hovered menu navigates.
    await mainNav(page).getByRole('button', { name: 'About', exact: true }).hover();
    await mainNav(page).getByRole('link', { name: 'Core Values', exact: true }).click();
    await expect(page).toHaveURL(/\/coreValues\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard and click open a group; Escape closes it and returns focus', async ({ page }) => {
    await gotoReady(page, '/aboutUs');
    const products = mainNav(page).getByRole('button', { name: 'Products', exact: true });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'PPF & Window Film' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    // Space toggles too.
    await page.keyboard.press(' ');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    // A mouse click on a group opens its menu, and a click on a group already opened by hover
    // keeps it open (it must not toggle shut under the pointer); a link in it navigates.
    const network = mainNav(page).getByRole('button', { name: 'Network', exact: true });
    await network.click();
    await expect(network).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    await expect(network).toHaveAttribute('aria-expanded', 'false');
    await network.hover();
    await expect(network).toHaveAttribute('aria-expanded', 'true');
    await network.click();
    await expect(network).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Collection', exact: true })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Become Partner', exact: true }).click();
    await expect(page).toHaveURL(/\/BecomePartner\/?$/);
    await expect(network).toHaveAttribute('aria-expanded', 'false');
  });

  test('the active section is highlighted from the route', async ({ page }) => {
    const cases: [string, string][] = [
      ['/FAQ', 'Technical Center'],
      ['/blog/', 'About'],
      ['/Plotter', 'Products'],
      ['/PartnerSearch', 'Network'],
    ];
    for (const [route, section] of cases) {
      await gotoReady(page, route);
      await expect(groupItem(page, section)).toHaveAttribute('data-active');
      for (const other of MENU_GROUPS.map((g) => g.label).filter((l) => l !== section)) {
        await expect(groupItem(page, other)).not.toHaveAttribute('data-active');
      }
    }
    // A detail page belongs to its section; the current link is marked.
    const first = (await blogList({ page: 1 })).blogs.data[0]!;
    await gotoReady(page, `/blogInfo/${first.id}/`);
    await expect(groupItem(page, 'About')).toHaveAttribute('data-active');
    await gotoReady(page, '/FAQ');
    await mainNav(page).getByRole('button', { name: 'Technical Center', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Training', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Login shows only when logged out', async ({ page, context, request }) => {
    await gotoReady(page, '/blog/');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', /^\/Login\/?$/);
    const user = await apiLogin(request, DEALERS.berlin);
    await setSessionCookies(context, user.token, user);
    await gotoReady(page, '/blog/');
    await expect(mainNav(page).getByRole('link', { name: 'Dealer Portal', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    // Logged in, Dealer Portal navigates without a prompt.
    const dialogs = recordDialogs(page);
    await mainNav(page).getByRole('link', { name: 'Dealer Portal', exact: true }).click();
    await expect(page).toHaveURL(/\/DealerPortal\/?$/);
    expect(dialogs).toEqual([]);
  });

  test('Dealer Portal when logged out asks to log in first: OK goes to /Login, Cancel stays', async ({ page }) => {
    await gotoReady(page, '/aboutUs');
    const seenDismiss = recordDialogs(page, { confirm: false });
    await mainNav(page).getByRole('link', { name: 'Dealer Portal', exact: true }).click();
    await dialogsCount(page, seenDismiss, 1);
    expect(seenDismiss).toEqual([MSG.loginFirst]);
    await expect(page).toHaveURL(/\/aboutUs\/?$/);
    page.removeAllListeners('dialog');

    const seenAccept = recordDialogs(page, { confirm: true });
    await mainNav(page).getByRole('link', { name: 'Dealer Portal', exact: true }).click();
    await dialogsCount(page, seenAccept, 1);
    expect(seenAccept).toEqual([MSG.loginFirst]);
    await expect(page).toHaveURL(/\/Login\/?$/);
  });
});

// ---------------------------------------------------------------------------------------------
// Header at 390 px

test.describe('header menu, phone (390)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens the slide-in menu, groups expand, a link navigates and closes it', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/aboutUs');
    const burger = header(page).getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).not.toBeInViewport();
    await burger.click();
    const close = header(page).getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeInViewport();
    // The current section is highlighted in the drawer too.
    await expect(groupItem(page, 'About')).toHaveAttribute('data-active');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await screenshot(page, 'site-mobile-menu');

    const tech = mainNav(page).getByRole('button', { name: 'Technical Center', exact: true });
    await tech.click();
    await expect(tech).toHaveAttribute('aria-expanded', 'true');
    const faq = mainNav(page).getByRole('link', { name: 'FAQ', exact: true });
    await expect(faq).toBeVisible();
    // Another group expands; tapping the open one collapses it.
    const about = mainNav(page).getByRole('button', { name: 'About', exact: true });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await tech.click();
    await expect(tech).toHaveAttribute('aria-expanded', 'true');
    await faq.click();
    await expect(page).toHaveURL(/\/FAQ\/?$/);
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).not.toBeInViewport();

    // Escape closes the drawer as well.
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(header(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Blog list, pagination, search

test('/blog shows the API first page; pagination follows the documented window on every page', async ({ page, consoleErrors }) => {
  const first = await blogList({ page: 1 });
  const { total, per_page: perPage, last_page: lastPage } = first.blogs;
  await gotoReady(page, '/blog/');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'SEARCH');
  await expect(page.getByRole('button', { name: 'CLEAR ALL' })).toBeVisible();
  await expect(cardTitles(blogListRegion(page))).toHaveText(first.blogs.data.map((b) => b.title));
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  if (total <= perPage) {
    await expect(nav).toHaveCount(0);
    return;
  }
  for (let p = 1; p <= lastPage; p += 1) {
    if (p > 1) await gotoReady(page, `/blog/page/${p}/`);
    const answer = p === 1 ? first : await blogList({ page: p });
    await expect(cardTitles(blogListRegion(page))).toHaveText(answer.blogs.data.map((b) => b.title));
    await expect(nav.getByRole('link', { name: `Page ${p}`, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await shownWindow(nav)).toEqual(expectedWindow(p, lastPage));
  }
  // Clicking a page link goes there.
  await gotoReady(page, '/blog/');
  await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  const second = await blogList({ page: 2 });
  await expect(cardTitles(blogListRegion(page))).toHaveText(second.blogs.data.map((b) => b.title));
  expect(consoleErrors).toEqual([]);
});

test('/blog and /blog/ both serve the list', async ({ page, request }) => {
  const first = await blogList({ page: 1 });
  for (const path of ['/blog', '/blog/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    await gotoReady(page, path);
    await expect(cardTitles(blogListRegion(page)).first()).toHaveText(first.blogs.data[0]!.title);
  }
});

/** A keyword from the API's own titles whose results differ from page 1 and fit on one page. */
async function pickKeyword(): Promise<{ keyword: string; answer: BlogListAnswer }> {
  const first = await blogList({ page: 1 });
  const firstIds = first.blogs.data.map((b) => b.id).join(',');
  const pool = [...(await blogList({ page: 2 })).blogs.data, ...first.blogs.data];
  for (const blog of pool) {
    for (const word of blog.title.split(/[^A-Za-z]+/).filter((w) => w.length >= 6)) {
      const answer = await blogList({ keywords: word, page: 1 });
      const ids = answer.blogs.data.map((b) => b.id).join(',');
      if (answer.blogs.total >= 1 && answer.blogs.total <= answer.blogs.per_page && ids !== firstIds) return { keyword: word, answer };
    }
  }
  throw new Error('no usable keyword in the demo blog titles');
}

test('search: Enter and the icon search live; CLEAR ALL restores the list', async ({ page, consoleErrors }) => {
  const { keyword, answer } = await pickKeyword();
  const first = await blogList({ page: 1 });
  await gotoReady(page, '/blog/');

  // Enter.
  const call = page.waitForResponse((r) => r.url().includes('/api/Blog/list') && r.url().includes(`keywords=${keyword}`));
  await searchBox(page).fill(keyword);
  await searchBox(page).press('Enter');
  await call;
  await expect(cardTitles(searchRegion(page))).toHaveText(answer.blogs.data.map((b) => b.title));
  await expect(page.getByText(new RegExp(`^${answer.blogs.total} results? for “${keyword}”$`))).toBeVisible();
  // Total within one page: no pagination (docs/product/constants.md#pagination).
  await expect(page.getByRole('navigation', { name: 'Search result pages' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);

  // CLEAR ALL: keywords emptied, the first page back.
  await page.getByRole('button', { name: 'CLEAR ALL' }).first().click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(cardTitles(blogListRegion(page))).toHaveText(first.blogs.data.map((b) => b.title));

  // The icon.
  const other = keyword.toLowerCase();
  const otherAnswer = await blogList({ keywords: other, page: 1 });
  await searchBox(page).fill(other);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(cardTitles(searchRegion(page))).toHaveText(otherAnswer.blogs.data.map((b) => b.title));
  await page.getByRole('button', { name: 'CLEAR ALL' }).first().click();
  await expect(cardTitles(blogListRegion(page))).toHaveText(first.blogs.data.map((b) => b.title));
  expect(consoleErrors).toEqual([]);
});

test('search without matches says so, and CLEAR ALL brings the list back', async ({ page }) => {
  const first = await blogList({ page: 1 });
  const nonsense = 'zzqxnomatch';
  expect((await blogList({ keywords: nonsense, page: 1 })).blogs.total).toBe(0);
  await gotoReady(page, '/blog/');
  await searchBox(page).fill(nonsense);
  await searchBox(page).press('Enter');
  await expect(page.getByText('No blogs match your search')).toBeVisible();
  await page.getByRole('button', { name: 'CLEAR ALL' }).last().click();
  await expect(cardTitles(blogListRegion(page))).toHaveText(first.blogs.data.map((b) => b.title));
});

// ---------------------------------------------------------------------------------------------
// Blog types

test('tag badges link to /blogs/<type>/; MORE+ appends pages until the last, then disappears', async ({ page, consoleErrors }) => {
  const types = await blogTypes();
  expect(types.length).toBeGreaterThan(0);
  await gotoReady(page, '/blog/');
  const badges = page.getByRole('navigation', { name: 'Blog types' });
  for (const t of types) await expect(badges.getByRole('link', { name: t.name, exact: true })).toHaveAttribute('href', `/blogs/${t.id}/`);

  for (const t of types) {
    const p1 = await blogList({ type: t.id, page: 1 });
    if (t === types[0]) {
      await badges.getByRole('link', { name: t.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blogs/${t.id}/$`));
      await hydrated(page);
    } else {
      await gotoReady(page, `/blogs/${t.id}/`);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p1.type_name ?? t.name);
    const list = page.getByRole('region', { name: `${t.name} list` });
    const expected = [...p1.blogs.data.map((b) => b.title)];
    await expect(cardTitles(list)).toHaveText(expected);
    await expect(page.getByRole('navigation', { name: 'Blog types' }).getByRole('link', { name: t.name, exact: true })).toHaveAttribute('aria-current', 'page');
    const more = page.getByRole('button', { name: 'MORE+' });
    for (let p = 2; p <= p1.blogs.last_page; p += 1) {
      await expect(more).toBeVisible();
      await more.click();
      expected.push(...(await blogList({ type: t.id, page: p })).blogs.data.map((b) => b.title));
      await expect(cardTitles(list)).toHaveText(expected);
    }
    await expect(more).toHaveCount(0);
    expect(expected.length).toBe(p1.blogs.total);
  }
  expect(consoleErrors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Blog detail

async function blogsWithAndWithoutRelated(): Promise<{ withRelated: BlogDetailAnswer; withoutRelated: BlogDetailAnswer | null }> {
  const first = await blogList({ page: 1 });
  const lastPage = first.blogs.last_page;
  let withRelated: BlogDetailAnswer | null = null;
  let withoutRelated: BlogDetailAnswer | null = null;
  for (let p = lastPage; p >= 1 && !(withRelated && withoutRelated); p -= 1) {
    for (const b of (await blogList({ page: p })).blogs.data) {
      const d = (await blogDetail(b.id)).data;
      if (d.related.length > 0 && !withRelated) withRelated = d;
      if (d.related.length === 0 && !withoutRelated) withoutRelated = d;
    }
  }
  if (!withRelated) throw new Error('no demo blog has related blogs');
  return { withRelated, withoutRelated };
}

test('/blogInfo/<id>/ shows title, labels, date, sanitized content and Related Blogs (none when there are none)', async ({ page, consoleErrors }) => {
  const { withRelated: blog, withoutRelated } = await blogsWithAndWithoutRelated();
  await gotoReady(page, `/blogInfo/${blog.id}/`);
  const article = page.getByRole('article', { name: blog.title });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  await expect(article.locator('time').first()).toHaveText(formatBlogDate(blog.createtime));
  for (const label of blog.label_arr) await expect(article.getByText(label, { exact: true }).first()).toBeVisible();
  // Rich content: its first paragraph's text, its sub-headings, and no script from the content.
  const firstPara = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(blog.content);
  if (firstPara) await expect(article).toContainText(textOf(firstPara[1]!).slice(0, 60));
  for (const h of blog.content.matchAll(/<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
    await expect(article.getByRole('heading', { level: Number(h[1]), name: textOf(h[2]!) })).toBeVisible();
  }
  await expect(article.locator('script')).toHaveCount(0);
  const related = page.getByRole('region', { name: 'Related Blogs' });
  await expect(cardTitles(related)).toHaveText(blog.related.map((r) => r.title));
  // A related card leads to that blog.
  const firstRelated = related.getByRole('link', { name: blog.related[0]!.title, exact: true });
  await expect(firstRelated).toHaveAttribute('href', `/blogInfo/${blog.related[0]!.id}/`);
  await firstRelated.click();
  await expect(page).toHaveURL(new RegExp(`/blogInfo/${blog.related[0]!.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.related[0]!.title);

  if (withoutRelated) {
    await gotoReady(page, `/blogInfo/${withoutRelated.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutRelated.title);
    await expect(page.getByRole('region', { name: 'Related Blogs' })).toHaveCount(0);
    await expect(page.getByText('Related Blogs')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('/blogInfo?id=<id> lands on /blogInfo/<id>/ (replace); an unknown id shows not-found', async ({ page }) => {
  const blog = (await blogList({ page: 1 })).blogs.data[1]!;
  await gotoReady(page, '/blog/');
  await page.goto(`/blogInfo?id=${blog.id}`);
  await expect(page).toHaveURL(new RegExp(`/blogInfo/${blog.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  // Replace: going back skips the query URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/?$/);

  // An id the API does not know.
  let unknown = 900_000;
  while ((await blogDetail(unknown)).code === 1) unknown += 1;
  await gotoReady(page, `/blogInfo?id=${unknown}`);
  await expect(page.getByTestId('query-redirect-not-found').getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blogInfo/?\\?id=${unknown}$`));
});

// ---------------------------------------------------------------------------------------------
// Static meta tags (no JS)

test('static HTML carries title, description, keywords, canonical and og:title from the API', async ({ request }) => {
  const blog = (await blogList({ page: 1 })).blogs.data[0]!;
  const detail = (await blogDetail(blog.id)).data;
  const cases: { path: string; meta: PageMeta }[] = [
    { path: '/blog/', meta: await pageMeta('Blog') },
    { path: `/blogInfo/${blog.id}/`, meta: detail },
    { path: '/aboutUs/', meta: await pageMeta('About US') },
    { path: '/coreValues/', meta: await pageMeta('Core Values') },
  ];
  for (const { path, meta } of cases) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const head = headOf(await res.text());
    const title = titleFor(meta.sub_title);
    expect(head.titles, path).toEqual([title]);
    expect(head.meta('description'), path).toEqual([meta.desc]);
    expect(head.meta('keywords'), path).toEqual([meta.keywords]);
    expect(head.meta('og:title'), path).toEqual([title]);
    // The canonical is the URL the host answers 200 for (with the trailing slash), never a redirect.
    expect(head.canonical, path).toEqual([`${siteUrl()}${path}`]);
    expect(head.meta('og:url'), path).toEqual([`${siteUrl()}${path}`]);
    const canonical = await request.get(head.canonical[0]!, { maxRedirects: 0 });
    expect(canonical.status(), head.canonical[0]).toBe(200);
  }
});

// ---------------------------------------------------------------------------------------------
// About pages

test('/aboutUs shows each section: title, sub_name and text', async ({ page, consoleErrors }) => {
  const sections = (await api<{ id: number; title: string; sub_name: string; content: string }[]>('/api/index/getAboutUs')).data;
  expect(sections.length).toBeGreaterThan(0);
  await gotoReady(page, '/aboutUs');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  for (const s of sections) {
    const region = page.getByRole('region', { name: textOf(s.title) });
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(textOf(s.title));
    if (s.sub_name) await expect(region.getByText(s.sub_name, { exact: true })).toBeVisible();
    await expect(region).toContainText(textOf(s.content).slice(0, 80));
  }
  expect(consoleErrors).toEqual([]);
});

test('/coreValues: the dots change the slide and the carousel loops', async ({ page, consoleErrors }) => {
  const values = (await api<{ id: number; title: string }[]>('/api/index/getCoreValues')).data;
  expect(values.length).toBeGreaterThan(1);
  // with the slide transitions this test waits out (the other specs' pages have none)
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await gotoReady(page, '/coreValues');
  const carousel = page.getByRole('region', { name: 'Our core values' });
  const active = carousel.locator('.swiper-slide-active');
  await expect(active.getByRole('heading', { level: 2 })).toHaveText(values[0]!.title);
  const dots = carousel.locator('.swiper-pagination-bullet');
  await expect(dots).toHaveCount(values.length);
  for (const i of [2, values.length - 1, 0]) {
    await dots.nth(i).click();
    await expect(active.getByRole('heading', { level: 2 })).toHaveText(values[i]!.title);
    await expect(dots.nth(i)).toHaveClass(/swiper-pagination-bullet-active/);
  }
  // Loop: from the last value, one more swipe to the left shows the first again. Swiper ignores a
  // drag while a slide transition runs, so wait for it to settle first.
  await dots.nth(values.length - 1).click();
  await expect(active.getByRole('heading', { level: 2 })).toHaveText(values[values.length - 1]!.title);
  const swiperEl = carousel.locator('.swiper').first();
  await expect
    .poll(() => swiperEl.evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating), { timeout: 5_000 })
    .toBe(false);
  const heading = active.getByRole('heading', { level: 2 });
  const swipeLeft = async () => {
    const box = (await swiperEl.boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
  };
  // On a loaded machine a drag can land before Swiper is ready for it: swipe again only while the
  // last value is still showing (a swipe that worked is never repeated).
  await expect(async () => {
    if ((await heading.textContent()) === values[values.length - 1]!.title) await swipeLeft();
    await expect(heading).toHaveText(values[0]!.title, { timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
  await expect(dots.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);
  expect(consoleErrors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// 404, sitemap, robots

test('an unknown path answers a real 404 with the branded page', async ({ page, request }) => {
  const res = await request.get('/no-such-page-here/');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('Page not found');
  expect(headOf(html).meta('robots')).toEqual(['noindex, nofollow']);
  await gotoReady(page, '/no-such-page-here/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  const popular = page.getByRole('navigation', { name: 'Popular pages' });
  await expect(popular.getByRole('link', { name: 'News & Blogs' })).toHaveAttribute('href', hrefRe('/blog'));
  await popular.getByRole('link', { name: 'News & Blogs' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(header(page)).toBeVisible();
});

test('/sitemap-index.xml and /robots.txt exist', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex');
  const first = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  expect(first).toBeTruthy();
  const sitemap = await request.get(new URL(first!).pathname);
  expect(sitemap.status()).toBe(200);
  const urls = await sitemap.text();
  const blog = (await blogList({ page: 1 })).blogs.data[0]!;
  for (const path of ['/blog/', '/blog/page/2/', '/aboutUs/', '/coreValues/', `/blogInfo/${blog.id}/`])
    expect(urls).toContain(`<loc>${siteUrl()}${path}</loc>`);
  expect(urls).not.toContain('/404');
  // Every listed URL is one the host answers 200 for (no 301 to the slashed form).
  const locs = [...urls.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const loc of locs) expect(new URL(loc).pathname, loc).toMatch(/\/$/);
  for (const loc of locs.filter((l) => /\/(blog|aboutUs|coreValues|FAQ)\/$/.test(l))) {
    expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const txt = await robots.text();
  expect(txt).toMatch(/User-agent: \*/);
  expect(txt).toMatch(/Sitemap: \S+\/sitemap-index\.xml/);
});

// ---------------------------------------------------------------------------------------------
// API down

test.describe('API down', { tag: '@exclusive' }, () => {
  test.afterEach(async () => {
    await startCms();
  });

  test('a live blog search shows the unavailable toast; the build-time list still renders', async ({ page }) => {
    // the list as built, not as the API answers now: the console's tests publish posts before this runs
    const built = JSON.parse(fs.readFileSync(path.join(SITE_COPY, 'public', 'page-data', 'blog', 'page-data.json'), 'utf8')) as {
      result: { data: { allCmsBlog: { nodes: { title: string }[] } } };
    };
    const titles = built.result.data.allCmsBlog.nodes.map((b) => b.title);
    await stopCms();
    await gotoReady(page, '/blog/');
    await expect(cardTitles(blogListRegion(page))).toHaveText(titles);
    await searchBox(page).fill(titles[0]!.split(' ')[0]!);
    await searchBox(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText(MSG.unavailable, { timeout: 20_000 });
    await page.getByRole('button', { name: 'CLEAR ALL' }).first().click();
    await expect(cardTitles(blogListRegion(page))).toHaveText(titles);
  });
});

// ---------------------------------------------------------------------------------------------
// Screenshots at both widths

forBothWidths((width) => {
  test(`screenshots of the blog and about pages and the 404 (${width})`, async ({ page }) => {
    test.setTimeout(120_000);
    const types = await blogTypes();
    const blog = (await blogList({ page: 1 })).blogs.data[0]!;
    const shots: [string, string][] = [
      ['/blog/', 'site-blog'],
      ['/blog/page/2/', 'site-blog-page-2'],
      [`/blogs/${types[0]!.id}/`, 'site-blogs-type'],
      [`/blogInfo/${blog.id}/`, 'site-blog-info'],
      ['/aboutUs', 'site-about-us'],
      ['/coreValues', 'site-core-values'],
      ['/no-such-page-here/', 'site-404'],
    ];
    for (const [path, name] of shots) {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let lazy images in the viewport settle before the full-page shot.
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
    }
  });
});
