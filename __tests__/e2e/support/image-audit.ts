// Reads a production build's pages for the image suite (images.spec.ts): every `<img>` the static
// HTML holds, and what docs/product/page-weight.md#images asks of it.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { builtPages } from './markup';

/** Rich HTML from the CMS renders inside TrustedRichHtml/RichHtml's box, marked `data-rich-html`. */
const RICH_HTML = '[data-rich-html]';
/** Files the site processes (gatsby-plugin-image's /static/…) or downloads (/media/…). */
const LOCAL_RASTER = /^\/(?:media|static)\/[^?#]+\.(?:jpe?g|png|webp|gif|avif|tiff?)$/i;
/**
 * Small fixed images (store badges, icons) are one small file either way: a srcset would cost
 * more bytes in every page than it saves.
 */
const SMALL = 160;

export interface ImageProblem {
  url: string;
  src: string;
  problem: 'no width/height' | 'no srcset' | 'rich HTML image not lazy';
}

const inRichHtml = (img: Element) => Boolean(img.parentElement?.closest(RICH_HTML));

const hasSize = (img: Element) => ['width', 'height'].every((a) => /^\d+$/.test(img.getAttribute(a) ?? ''));

const hasSrcset = (img: Element) =>
  Boolean(img.getAttribute('srcset')) ||
  (img.parentElement?.tagName === 'PICTURE' && [...img.parentElement.querySelectorAll('source')].some((s) => s.getAttribute('srcset')));

/** The problems of one page's HTML (its scripts and styles left out: they hold no images). */
export function pageImageProblems(html: string, url: string): ImageProblem[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const { document } = new JSDOM(body).window;
  const out: ImageProblem[] = [];
  for (const img of document.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    const rich = inRichHtml(img);
    // rich HTML may point at a file the build knows nothing about: its size is then unknown
    if (!hasSize(img) && !(rich && !src.startsWith('/media/'))) out.push({ url, src, problem: 'no width/height' });
    if (rich) {
      if (img.getAttribute('loading') !== 'lazy' || img.getAttribute('decoding') !== 'async') out.push({ url, src, problem: 'rich HTML image not lazy' });
    } else if (LOCAL_RASTER.test(src) && !hasSrcset(img) && Number(img.getAttribute('width')) > SMALL) {
      out.push({ url, src, problem: 'no srcset' });
    }
  }
  return out;
}

/** The problems of every page of a build's public/. */
export function buildImageProblems(publicDir: string): ImageProblem[] {
  return builtPages(publicDir).flatMap((p) => pageImageProblems(fs.readFileSync(path.join(publicDir, p.file), 'utf8'), p.url));
}

/** The widest candidate a phone should need for a full-width image (390 px at 2x, in steps). */
const PHONE_WIDTH = 800;

/** What a page's LCP image (the one `fetchpriority="high"` image) lacks; null when it has none. */
export interface LcpImage {
  src: string;
  /** The `<img>` itself and its `<picture>`'s sources, as the static HTML has them. */
  problems: string[];
}

/**
 * The page's high-priority image (docs/product/page-weight.md#images: its largest image above the
 * fold) and what it lacks: eager, its size reserved, a WebP source with sizes and a candidate a
 * phone can take (at most 800 px wide) so a phone never loads the 1920 px original. Throws when a
 * page asks for more than one image first.
 */
export function lcpImage(html: string): LcpImage | null {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const { document } = new JSDOM(body).window;
  const high = [...document.querySelectorAll('img[fetchpriority="high"]')];
  if (high.length > 1) throw new Error(`${high.length} images with fetchpriority="high": ${high.map((i) => i.getAttribute('src')).join(', ')}`);
  const img = high[0];
  if (!img) return null;
  const problems: string[] = [];
  if (img.getAttribute('loading') !== 'eager') problems.push(`loading="${img.getAttribute('loading')}"`);
  if (!hasSize(img)) problems.push('no width/height');
  const webp = img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source[type="image/webp"]') : null;
  if (!webp) problems.push('no WebP source');
  else {
    if (!webp.getAttribute('sizes')) problems.push('no sizes');
    const widths = (webp.getAttribute('srcset') ?? '').split(',').map((c) => Number(/\s(\d+)w\s*$/.exec(c.trim())?.[1] ?? NaN));
    if (!widths.some((w) => w <= PHONE_WIDTH)) problems.push(`no candidate of at most ${PHONE_WIDTH}w (${widths.join(', ')})`);
  }
  return { src: img.getAttribute('src') ?? '', problems };
}
