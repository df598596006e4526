/**
 * Rich HTML as it enters the site (the source plugin, once per build): the one policy of
 * sanitize.ts, headings shifted to fit under the page's own headings without skipping a level,
 * and internal links pointed at the URL that is served (query-form addresses become the item's
 * path; see docs/product/routes-and-screens.md#detail-pages-and-query-addresses). Pages render
 * the result as trusted HTML, so the browser of a static page never loads a sanitizer.
 */
import DOMPurify, * as purifyModule from 'isomorphic-dompurify';
import { SANITIZE_CONFIG } from './sanitize';

export interface SiteHtmlOptions {
  /** Level the rich text's top heading gets: 2 under a page's h1. */
  topLevel?: number;
}

/** Routes with one page per item, and the query parameter that names the item in the old form. */
const QUERY_ROUTES: Record<string, string> = {
  ProductInfo: 'id',
  ExampleInfo: 'id',
  PlotterInfo: 'id',
  ToolsInfo: 'id',
  TrainingInfo: 'id',
  DealerDetails: 'id',
  blogInfo: 'id',
  Tool: 'type',
  blogs: 'type',
};

const ID = /^[1-9][0-9]{0,15}$/;
/** Origin used only to parse relative hrefs; never appears in output. */
const BASE = 'http://site.invalid';

/**
 * The served URL of an internal link, or null to leave the href alone. `/ProductInfo?id=3&type=1`
 * → `/ProductInfo/3/?type=1`; `/aboutUs` → `/aboutUs/` (every page is served with a trailing slash).
 */
export function servedHref(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  let path = url.pathname;
  const route = path.replace(/^\/+|\/+$/g, '');
  const param = QUERY_ROUTES[route];
  const id = param ? url.searchParams.get(param) : null;
  if (param && id !== null && ID.test(id)) {
    url.searchParams.delete(param);
    path = `/${route}/${id}/`;
  } else if (!path.endsWith('/') && !/\.[A-Za-z0-9]{1,8}$/.test(path)) {
    // a file (`/media/x.pdf`) keeps its name; a page gets the trailing slash it is served with
    path = `${path}/`;
  }
  const search = url.searchParams.toString();
  const next = `${path}${search ? `?${search}` : ''}${url.hash}`;
  return next === href ? null : next;
}

function rename(el: Element, tag: string): void {
  const doc = el.ownerDocument;
  const next = doc.createElement(tag);
  for (const attr of Array.from(el.attributes)) next.setAttribute(attr.name, attr.value);
  while (el.firstChild) next.appendChild(el.firstChild);
  el.replaceWith(next);
}

/** The top heading becomes `topLevel`; each later one is at most one level deeper than the one before. */
function shiftHeadings(root: Element, topLevel: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (!headings.length) return;
  const levels = headings.map((h) => Number(h.tagName[1]));
  const delta = topLevel - Math.min(...levels);
  let previous = topLevel - 1;
  headings.forEach((h, i) => {
    const level = Math.max(topLevel, Math.min(6, levels[i] + delta, previous + 1));
    previous = level;
    if (level !== levels[i]) rename(h, `h${level}`);
  });
}

function fixLinks(root: Element): void {
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    const next = servedHref(a.getAttribute('href') ?? '');
    if (next !== null) a.setAttribute('href', next);
    // a link that opens a new tab must not hand the new page a handle on ours (reverse tabnabbing)
    if (a.getAttribute('target') === '_blank' && !a.hasAttribute('rel')) a.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Untrusted CMS HTML → HTML a static page may render as is. */
export function siteHtml(html: string, { topLevel = 2 }: SiteHtmlOptions = {}): string {
  if (!html) return '';
  const body = DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: true }) as unknown as Element;
  shiftHeadings(body, Math.min(6, Math.max(1, topLevel)));
  fixLinks(body);
  return body.innerHTML;
}

/**
 * Frees the documents the sanitizer parsed so far. In Node, isomorphic-dompurify parses into one
 * long-lived jsdom window that keeps about 20 KB per document (200 MB over 10,000 posts); a fresh
 * window every few dozen documents keeps the build's memory flat. A no-op in the browser.
 */
export function releaseParser(): void {
  const clear = (purifyModule as { clearWindow?: () => void }).clearWindow;
  if (typeof clear === 'function') clear();
}
