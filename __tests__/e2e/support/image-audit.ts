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
/**
 * A blog post's related-post cards keep the plain file: their srcset markup (about 1 KB) does not
 * fit the 60 KB HTML budget of a blog post page (docs/product/page-weight.md#budgets).
 */
const WITHOUT_SRCSET = '[aria-labelledby="related-blogs"]';

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
    } else if (LOCAL_RASTER.test(src) && !hasSrcset(img) && Number(img.getAttribute('width')) > SMALL && !img.closest(WITHOUT_SRCSET)) {
      out.push({ url, src, problem: 'no srcset' });
    }
  }
  return out;
}

/** The problems of every page of a build's public/. */
export function buildImageProblems(publicDir: string): ImageProblem[] {
  return builtPages(publicDir).flatMap((p) => pageImageProblems(fs.readFileSync(path.join(publicDir, p.file), 'utf8'), p.url));
}
