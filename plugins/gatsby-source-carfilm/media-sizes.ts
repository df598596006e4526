/**
 * The pixel size of each downloaded image that rich HTML shows, so the clean-html step can give
 * its `<img>` a width and height (docs/product/page-weight.md#images). Read from the copies in
 * the plugin's cache (sharp reads only the file's header), after the download step rewrote the
 * HTML to `/media/…` URLs; a file it cannot read simply gets no size.
 */
import * as path from 'node:path';
import sharp from 'sharp';
import type { ImageSizeOf } from './site-html';
import type { Records } from './context';
import { MEDIA_DIR, MEDIA_URL_PREFIX } from './media';

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(["'])(\/media\/[^"'?#]+)\1/gi;

/** `/media/…` URLs of the images inside every string of the records (HTML fields are strings). */
export function htmlImageUrls(records: Records): Set<string> {
  const urls = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.includes('<img')) for (const m of v.matchAll(IMG_SRC)) urls.add(m[2]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  for (const list of Object.values(records)) for (const r of list) visit(r.data);
  return urls;
}

/** A size lookup for the images of the records' HTML. */
export async function mediaSizes(records: Records, cacheDir: string): Promise<ImageSizeOf> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const url of htmlImageUrls(records)) {
    const file = path.join(cacheDir, MEDIA_DIR, url.slice(MEDIA_URL_PREFIX.length));
    try {
      const meta = await sharp(file).metadata();
      if (!meta.width || !meta.height) continue;
      // EXIF orientations 5–8 show the picture turned a quarter: the browser swaps the sides
      const turned = (meta.orientation ?? 1) >= 5;
      sizes.set(url, turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height });
    } catch {
      /* not an image sharp reads (svg, broken file): no size */
    }
  }
  return (src) => sizes.get(src);
}
