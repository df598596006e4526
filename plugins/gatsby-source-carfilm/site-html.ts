/**
 * Rich HTML as it enters the site (the source plugin, once per build): the one policy of
 * html-policy.ts (applied by build-sanitizer.ts), headings shifted to fit under the page's own headings without skipping a level,
 * and internal links pointed at the URL that is served (query-form addresses become the item's
 * path; see docs/product/routes-and-screens.md#detail-pages-and-query-addresses). Pages render
 * the result as trusted HTML, so the browser of a static page never loads a sanitizer.
 */
import { buildSanitizerOptions, sanitizeForBuild } from '../../contract/html/build-sanitizer';
import { queryRoutes } from '../../contract/routes';

export interface SiteHtmlOptions {
  /** Level the rich text's top heading gets: 2 under a page's h1. */
  topLevel?: number;
  /** The pixel size of an image the build has a copy of (`/media/…`), to reserve its box. */
  imageSize?: ImageSizeOf;
}

export type ImageSizeOf = (src: string) => { width: number; height: number } | undefined;

/** Routes with one page per item, and the query parameter that names the item in the old form (contract/routes.ts). */
const QUERY_ROUTES: Record<string, string> = queryRoutes();

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

/**
 * The level each heading gets, in document order: the top one becomes `topLevel`, and each later
 * one is at most one level deeper than the one before.
 */
export function shiftedLevels(levels: readonly number[], topLevel: number): number[] {
  if (!levels.length) return [];
  const delta = topLevel - Math.min(...levels);
  let previous = topLevel - 1;
  return levels.map((level) => {
    previous = Math.max(topLevel, Math.min(6, level + delta, previous + 1));
    return previous;
  });
}

// Sanitized output escapes every `<` of text and attribute values, so a `<hN` or `</hN>` in it is a
// tag, and its tags nest properly: a stack pairs each closing tag with its opening one.
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

function shiftHeadings(clean: string, topLevel: number): string {
  const opening = Array.from(clean.matchAll(HEADING_TAG)).filter((m) => !m[1]);
  if (!opening.length) return clean;
  const next = shiftedLevels(
    opening.map((m) => Number(m[2])),
    topLevel,
  );
  let opened = 0;
  const stack: number[] = [];
  return clean.replace(HEADING_TAG, (_tag, close: string) => {
    if (close) return `</h${stack.pop() ?? topLevel}`;
    const level = next[opened++];
    stack.push(level);
    return `<h${level}`;
  });
}

/** Internal links get their served URL (the policy then gives new-tab links their rel). */
function fixLink(tagName: string, attribs: Record<string, string>) {
  const out: Record<string, string> = { ...attribs };
  const next = out.href === undefined ? null : servedHref(out.href);
  if (next !== null) out.href = next;
  return { tagName, attribs: out };
}

/**
 * Images of rich HTML load lazily and off the main thread (they are never a page's first view),
 * and get the size of the file when the content gave none, so nothing moves when they arrive
 * (docs/product/page-weight.md#images).
 */
export function fixImage(imageSize: ImageSizeOf | undefined) {
  return (tagName: string, attribs: Record<string, string>) => {
    const out: Record<string, string> = { ...attribs, loading: 'lazy', decoding: 'async' };
    const size = out.width || out.height ? undefined : imageSize?.(out.src ?? '');
    if (size) Object.assign(out, { width: String(size.width), height: String(size.height) });
    return { tagName, attribs: out };
  };
}

const SITE_OPTIONS = buildSanitizerOptions({ a: fixLink, img: fixImage(undefined) });
const optionsBySizer = new WeakMap<ImageSizeOf, ReturnType<typeof buildSanitizerOptions>>();

function optionsFor(imageSize: ImageSizeOf | undefined) {
  if (!imageSize) return SITE_OPTIONS;
  let options = optionsBySizer.get(imageSize);
  if (!options) optionsBySizer.set(imageSize, (options = buildSanitizerOptions({ a: fixLink, img: fixImage(imageSize) })));
  return options;
}

/** Untrusted CMS HTML → HTML a static page may render as is. */
export function siteHtml(html: string, { topLevel = 2, imageSize }: SiteHtmlOptions = {}): string {
  if (!html) return '';
  return shiftHeadings(sanitizeForBuild(html, optionsFor(imageSize)), Math.min(6, Math.max(1, topLevel)));
}
