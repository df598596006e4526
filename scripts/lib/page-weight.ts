/**
 * What a page of a production build makes the browser download before it is interactive, read
 * from the build's own output (docs/product/page-weight.md): the HTML, the scripts its HTML
 * references, the chunks of its page component (webpack.stats.json names them; Gatsby's loader
 * fetches them after page-data.json), the stylesheets it links and the CSS it inlines. Sizes are
 * brotli at the highest quality, as a host that pre-compresses sends them. Chunks loaded later
 * (dynamic imports: axios, Swiper on scroll) are not counted: they are not on the first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loaderSources } from '../../plugins/gatsby-plugin-hosting/scripts-after-main-image';

export interface PageWeight {
  route: string;
  /** bytes of the HTML document as stored (the blog-post budget is on these) */
  htmlRaw: number;
  /** brotli bytes of the HTML document */
  html: number;
  /** brotli bytes of every script file the page loads first */
  scripts: number;
  /** brotli bytes of linked stylesheets plus the inline <style> */
  css: number;
  /** brotli bytes of the CSS inlined in the HTML (part of `html` too) */
  inlineCss: number;
  scriptFiles: string[];
  cssFiles: string[];
}

const brotliCache = new Map<string, number>();

export function brotliSize(buf: Buffer | string): number {
  return zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function fileBrotli(file: string): number {
  let n = brotliCache.get(file);
  if (n === undefined) {
    n = brotliSize(fs.readFileSync(file));
    brotliCache.set(file, n);
  }
  return n;
}

interface Stats {
  namedChunkGroups?: Record<string, { assets?: (string | { name: string })[] }>;
}

const statsCache = new Map<string, Stats>();
function readStats(publicDir: string): Stats {
  let s = statsCache.get(publicDir);
  if (!s) {
    s = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats;
    statsCache.set(publicDir, s);
  }
  return s;
}

/** The HTML file of a route ('' is the home page). */
export function htmlFile(publicDir: string, route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return path.join(publicDir, clean, 'index.html');
}

function pageDataFile(publicDir: string, route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return path.join(publicDir, 'page-data', clean || 'index', 'page-data.json');
}

const local = (publicDir: string, href: string) => path.join(publicDir, href.split(/[?#]/)[0]);

/** Weight of one built page; throws with the file named when the build lacks it. */
export function pageWeight(publicDir: string, route: string): PageWeight {
  const file = htmlFile(publicDir, route);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: is ${route || '/'} built?`);
  const html = fs.readFileSync(file, 'utf8');

  const scripts = new Set<string>();
  // script tags, and the scripts the page's loader runs once its main image is painted
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+\.js)"/g)) scripts.add(m[1]);
  for (const src of loaderSources(html)) scripts.add(src);
  const pageData = JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), 'utf8')) as { componentChunkName: string };
  const group = readStats(publicDir).namedChunkGroups?.[pageData.componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${pageData.componentChunkName} (page ${route || '/'})`);
  for (const a of group.assets ?? []) {
    const name = typeof a === 'string' ? a : a.name;
    if (name.endsWith('.js')) scripts.add(`/${name}`);
  }

  const cssFiles = [...html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*\shref="(\/[^"]+\.css)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

  const sum = (files: Iterable<string>) => {
    let n = 0;
    for (const f of files) {
      const p = local(publicDir, f);
      if (!fs.existsSync(p)) throw new Error(`${route || '/'} refers to ${f}, which the build lacks`);
      n += fileBrotli(p);
    }
    return n;
  };
  const inlineCss = inline ? brotliSize(inline) : 0;
  return {
    route,
    htmlRaw: Buffer.byteLength(html),
    html: brotliSize(html),
    scripts: sum(scripts),
    css: sum(cssFiles) + inlineCss,
    inlineCss,
    scriptFiles: [...scripts].sort(),
    cssFiles,
  };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
