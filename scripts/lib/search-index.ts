// The site search index (docs/product/site-search.md): Pagefind over the built pages of the
// indexed routes (their <main> only, so menus and footers do not match every query), plus one
// record per FAQ and per download from the pages' build data. Written to public/pagefind/.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PagefindModule from 'pagefind';
import { ROOT } from './proc';
import { typeOfRoute, type SearchType } from '../../contract/search-types';
import { plainText } from '../../contract/plain-text';

const TITLE_SUFFIX = / \| Car Film Master$/;

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return ['page-data', 'static', 'media', 'pagefind', '~partytown'].includes(e.name) ? [] : htmlFiles(p, root);
    return e.name === 'index.html' ? [p] : [];
  });
}

/**
 * The page's title without the brand. A long title is shortened in <title> for search engines; a
 * result names the page in full, so the <h1> it was cut from is used then (both are escaped HTML).
 */
function fullTitle(html: string): string {
  const title = (/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '').replace(TITLE_SUFFIX, '').trim();
  if (!title.endsWith('…')) return title;
  const h1 = (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return h1.startsWith(title.slice(0, -1).trim()) ? h1 : title;
}

/** The page's HTML with its type and title stated on <main> for Pagefind. */
export function annotate(html: string, type: SearchType): string | null {
  if (!/<main\b/.test(html)) return null;
  const title = fullTitle(html);
  const attrs = `data-pagefind-filter="type:${type}" data-pagefind-meta="type:${type}"`;
  // The page title without the brand (already HTML-escaped in <title>); an element can carry any
  // characters. Ignored as text (Pagefind still reads the meta), so it does not open every excerpt.
  const titleEl = title ? `<span hidden data-pagefind-ignore data-pagefind-meta="title">${title}</span>` : '';
  return html.replace(/<main\b([^>]*)>/, `<main$1 ${attrs}>${titleEl}`);
}

/**
 * What Pagefind is given of an annotated page: its <title> and its <main>, nothing else. With
 * `rootSelector: 'main'` Pagefind indexes nothing outside <main> (the language is forced, the
 * title is stated on <main> by `annotate`), so the index is byte for byte the same; but every
 * page went to Pagefind whole (head, inline CSS, scripts, header and footer: some 30 KB a page,
 * ten times its <main>), copied into its process as JSON and parsed there (issue 36: the search
 * index is rebuilt in every release build).
 */
export function indexedPart(annotated: string): string {
  const start = annotated.search(/<main\b/);
  const end = annotated.lastIndexOf('</main>');
  if (start < 0 || end < start) return annotated;
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(annotated.slice(0, start))?.[0] ?? '';
  return `<!DOCTYPE html><html lang="en"><head>${title}</head><body>${annotated.slice(start, end + '</main>'.length)}</body></html>`;
}

interface PageData<T> {
  result?: { data?: T };
}

function readPageData<T>(publicDir: string, route: string): T | null {
  try {
    const file = path.join(publicDir, 'page-data', route, 'page-data.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as PageData<T>).result?.data ?? null;
  } catch {
    return null;
  }
}

interface Rec {
  url: string;
  content: string;
  title: string;
  type: SearchType;
}

/** FAQ answers and downloads: one record each, pointing at their tab of the page. */
export function dataRecords(publicDir: string): Rec[] {
  const recs: Rec[] = [];
  const faq = readPageData<{ allCmsFaq: { nodes: { title: string; content: string; category_id: number; second_id: number | null }[] } }>(publicDir, 'FAQ');
  for (const f of faq?.allCmsFaq.nodes ?? []) {
    const q = new URLSearchParams({ category: String(f.category_id), ...(f.second_id ? { second: String(f.second_id) } : {}) });
    recs.push({ url: `/FAQ/?${q}`, title: f.title, content: `${f.title}. ${plainText(f.content, 5000)}`, type: 'FAQ' });
  }
  const dl = readPageData<{
    allCmsDownload: { nodes: { title: string; category_id: number }[] };
    allCmsDownloadCategory: { nodes: { cmsId: number; name: string }[] };
  }>(publicDir, 'DownloadCenter');
  const catName = new Map((dl?.allCmsDownloadCategory.nodes ?? []).map((c) => [c.cmsId, c.name]));
  for (const d of dl?.allCmsDownload.nodes ?? []) {
    const cat = catName.get(d.category_id);
    recs.push({ url: `/DownloadCenter/?category=${d.category_id}`, title: d.title, content: `${d.title}${cat ? `. ${cat}` : ''}`, type: 'Download' });
  }
  return recs;
}

export interface IndexStats {
  pages: number;
  records: number;
  ms: number;
}

/**
 * Pagefind's Node API is an ES module only; the scripts and test runners load this file as
 * CommonJS, whose transpilers turn a plain import() into require(). A real import() of the file
 * URL keeps it an ES module load.
 */
const esmImport = new Function('url', 'return import(url)') as (url: string) => Promise<typeof PagefindModule>;
const loadPagefind = () => esmImport(pathToFileURL(path.join(ROOT, 'node_modules', 'pagefind', 'lib', 'index.js')).href);

/** Indexes the pages of `publicDir` into `outputPath` (default: its own `pagefind/`). */
export async function buildSearchIndex(publicDir: string, outputPath = path.join(publicDir, 'pagefind')): Promise<IndexStats> {
  const t0 = Date.now();
  const pagefind = await loadPagefind();
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    // breadcrumbs, hidden panels and decorative parts are not content; "related" sections show other
    // pages' cards, which would make this page match their words
    excludeSelectors: ['nav', '[aria-hidden="true"]', 'script', 'style', 'form', 'button', '[aria-labelledby^="related-"]'],
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  let pages = 0;
  try {
    for (const file of htmlFiles(publicDir)) {
      const route = `/${path
        .relative(publicDir, file)
        .replace(/\\/g, '/')
        .replace(/index\.html$/, '')}`;
      const type = typeOfRoute(route);
      if (!type) continue;
      const content = annotate(fs.readFileSync(file, 'utf8'), type);
      if (!content) continue;
      const res = await index.addHTMLFile({ url: route, content: indexedPart(content) });
      if (res.errors.length) throw new Error(`search index, ${route}: ${res.errors.join('; ')}`);
      pages++;
    }
    const recs = dataRecords(publicDir);
    for (const r of recs) {
      const res = await index.addCustomRecord({
        url: r.url,
        content: r.content,
        language: 'en',
        meta: { title: r.title, type: r.type },
        filters: { type: [r.type] },
      });
      if (res.errors.length) throw new Error(`search index, ${r.url}: ${res.errors.join('; ')}`);
    }
    // a build over an earlier public/ would otherwise leave the earlier index's fragments beside the new ones
    fs.rmSync(outputPath, { recursive: true, force: true });
    const out = await index.writeFiles({ outputPath });
    if (out.errors.length) throw new Error(`search index: ${out.errors.join('; ')}`);
    return { pages, records: recs.length, ms: Date.now() - t0 };
  } finally {
    await pagefind.close();
  }
}
