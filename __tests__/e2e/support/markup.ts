// Reads a production build from disk for the markup suite (markup.spec.ts): its pages, their
// html-validate report, what each head says and which local URLs each page refers to
// (docs/product/routes-and-screens.md#one-url-per-page).
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { VALIDATOR_CONFIG } from './validator-config';
import { JSDOM } from 'jsdom';

export interface BuiltPage {
  /** path of the HTML file inside public/ */
  file: string;
  /** URL path it is served at: '/aboutUs/' for aboutUs/index.html, '/404.html' for 404.html */
  url: string;
}

const SKIPPED_DIRS = new Set(['page-data', '_gatsby', 'static']);

/** Every HTML page of a build, sorted by URL. */
export function builtPages(publicDir: string, rel = ''): BuiltPage[] {
  const out: BuiltPage[] = [];
  for (const e of fs.readdirSync(path.join(publicDir, rel), { withFileTypes: true })) {
    const r = path.posix.join(rel, e.name);
    if (e.isDirectory()) {
      if (!(rel === '' && SKIPPED_DIRS.has(e.name))) out.push(...builtPages(publicDir, r));
    } else if (e.name.endsWith('.html')) {
      out.push({ file: r, url: e.name === 'index.html' ? `/${rel ? `${rel}/` : ''}` : `/${r}` });
    }
  }
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

export { VALIDATOR_CONFIG } from './validator-config';

/** Markup Gatsby injects into every page (its scripts and root wrappers): not ours to fix. */
const GATSBY_INJECTED = /^(#___gatsby|#gatsby-focus-wrapper|#gatsby-announcer)$|(^|[\s>])script\b/;

export interface PageError {
  url: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  selector: string | null;
}

export const formatError = (e: PageError) => `${e.url}:${e.line}:${e.column} ${e.rule}: ${e.message}${e.selector ? ` (${e.selector})` : ''}`;

/** The errors html-validate finds in the given pages, outside Gatsby's injected markup. */
export async function validatePages(publicDir: string, pages: readonly BuiltPage[]): Promise<PageError[]> {
  const validator = new HtmlValidate(VALIDATOR_CONFIG);
  const out: PageError[] = [];
  for (const page of pages) {
    const html = fs.readFileSync(path.join(publicDir, page.file), 'utf8');
    const report = await validator.validateString(html, page.file);
    for (const r of report.results) {
      for (const m of r.messages as Message[]) {
        if (m.severity !== 2 || (m.selector && GATSBY_INJECTED.test(m.selector))) continue;
        out.push({ url: page.url, line: m.line, column: m.column, rule: m.ruleId, message: m.message, selector: m.selector });
      }
    }
  }
  return out;
}

export interface PageHead {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1Count: number;
  /** every local URL the page refers to (links, its canonical, form targets, scripts, styles, images, videos), without #hash */
  localUrls: string[];
}

/** Local URLs of srcset-style lists ("a.webp 400w, b.webp 800w"). */
const srcsetUrls = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim().split(/\s+/)[0])
    .filter(Boolean);

/** What a page's static HTML says about itself; `origin` is the site's own origin (SITE_URL). */
export function readPage(html: string, origin: string): PageHead {
  // inline CSS and script bodies say nothing about the head or links, and jsdom is slow to parse them
  const bare = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const { document } = new JSDOM(bare).window;
  const head = document.head;
  const attr = (sel: string, name: string) => head.querySelector(sel)?.getAttribute(name) ?? null;
  const refs: string[] = [];
  const take = (sel: string, name: string, split = false) =>
    document.querySelectorAll(sel).forEach((el) => {
      const v = el.getAttribute(name);
      if (v) refs.push(...(split ? srcsetUrls(v) : [v]));
    });
  take('a[href], area[href]', 'href');
  // a form's GET is a request like a link's (the warranty search opens its list without scripts)
  take('form[action]', 'action');
  // canonical and og:url included: a page must never name an address that is not a page
  take('link[href]:not([rel~="preconnect"]):not([rel~="dns-prefetch"])', 'href');
  take('meta[property="og:url"]', 'content');
  take('script[src], img[src], video[src], audio[src], source[src], iframe[src]', 'src');
  take('img[srcset], source[srcset]', 'srcset', true);
  take('video[poster]', 'poster');
  const localUrls = new Set<string>();
  for (const ref of refs) {
    let url: URL;
    try {
      url = new URL(ref, `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin === origin) localUrls.add(`${url.pathname}${url.search}`);
  }
  return {
    title: head.querySelector('title')?.textContent?.trim() ?? null,
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
    h1Count: document.body.querySelectorAll('h1').length,
    localUrls: [...localUrls].sort(),
  };
}

/** URL paths the sitemap lists (every sitemap-N.xml of the build). */
export function sitemapPaths(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .flatMap((f) => [...fs.readFileSync(path.join(publicDir, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
    .sort();
}
