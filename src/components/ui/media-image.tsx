/**
 * The site's one content image (docs/product/page-weight.md#images).
 *
 * - With image data from gatsby-plugin-image (`<field>_media.file.childImageSharp.gatsbyImageData`,
 *   or the `media` node itself) it renders a plain `<picture>`: a `<source>` per modern format with
 *   its srcset and sizes, and an `<img>` with the original format's srcset. Not `<GatsbyImage>`: its
 *   lazy picture leaves `src` and `srcset` empty until its script runs (gatsbyjs/gatsby#31635), which
 *   is invalid HTML, shows nothing without scripts and costs a script on every page; the browser's
 *   own `loading="lazy"` does the same job.
 * - With only a URL (no File node: an external or non-raster file) it renders a plain `<img>`.
 * - Without either, or when the file fails to load, a quiet branded placeholder, never a broken
 *   image.
 * - Width and height are always set, so the page never shifts when the file arrives. The page's
 *   largest image (its LCP) is `eager` (loaded at once, `fetchpriority="high"`); every other one lazy.
 * - `className` styles the image itself (the `<img>`), or the box when `aspectRatio` makes one.
 * - Alt text: the content's own, else the media library's (`media.alt`), else empty (decorative).
 */
import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './media-image.module.css';

/** The `<field>_media` node of the source plugin, as page queries select it. */
export interface MediaNode {
  alt?: string | null;
  file?: { childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null } | null;
}

export interface MediaImageProps {
  /** Media URL or site path; null/empty (and no image data) → placeholder. */
  src?: string | null;
  /** Processed image data (wins over src). */
  image?: IGatsbyImageData | null;
  /** The media node: its image data when `image` is not given, and its alt when `alt` is empty. */
  media?: MediaNode | null;
  alt?: string;
  /** Intrinsic size for a plain URL (reserves the space); image data brings its own. */
  width?: number;
  height?: number;
  /** A box of this CSS aspect ratio ("4 / 3") that the image fills. */
  aspectRatio?: string;
  /** Fill the parent box (object-fit: cover) instead of flowing at its own ratio. */
  cover?: boolean;
  /** object-fit inside an aspectRatio box (default cover). */
  fit?: 'cover' | 'contain';
  /** The page's LCP image: loaded at once with high priority. */
  eager?: boolean;
  /** `sizes` for image data that brings none (gatsby-plugin-image always does). */
  sizes?: string;
  /**
   * Show the uploaded file (`src`) itself at the size the image data gives, without a srcset: for
   * small fixed images (store badges), where a srcset costs more bytes in every page than it saves.
   */
  original?: boolean;
  className?: string;
}

const DEFAULT_WIDTH = 800;

/**
 * The `<field>_media` node that build data carries beside a media field (a page query selects
 * it); null for live data from the API, which has none.
 */
export function mediaOf(item: object | null | undefined, field: string): MediaNode | null {
  const node = item ? (item as Record<string, unknown>)[`${field}_media`] : null;
  return node && typeof node === 'object' ? (node as MediaNode) : null;
}

/** The `<field>_media` list beside a list of media URLs, in the same order (empty for live data). */
export function mediaListOf(item: object | null | undefined, field: string): readonly (MediaNode | null)[] {
  const list = item ? (item as Record<string, unknown>)[`${field}_media`] : null;
  return Array.isArray(list) ? (list as (MediaNode | null)[]) : [];
}

/** "16 / 9" → [16, 9]; anything else → null */
function ratioOf(aspectRatio: string | undefined): [number, number] | null {
  const m = aspectRatio ? /^\s*([\d.]+)\s*(?:\/\s*([\d.]+))?\s*$/.exec(aspectRatio) : null;
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] ? Number(m[2]) : 1;
  return a > 0 && b > 0 ? [a, b] : null;
}

/** The width and height to reserve: given, else from the aspect ratio, else 4:3. */
export function reservedSize(width?: number, height?: number, aspectRatio?: string): { width: number; height: number } {
  if (width && height) return { width, height };
  const [a, b] = ratioOf(aspectRatio) ?? [4, 3];
  if (width) return { width, height: Math.round((width * b) / a) };
  if (height) return { width: Math.round((height * a) / b), height };
  return { width: DEFAULT_WIDTH, height: Math.round((DEFAULT_WIDTH * b) / a) };
}

/**
 * The page's main image: fetched first. Its priority also marks it for the script loader, which
 * starts the page's scripts once it is painted (plugins/gatsby-plugin-hosting/scripts-after-main-image.ts). React 18
 * knows only the lowercase spelling (a camelCase one warns).
 */
const MAIN_IMAGE = { fetchpriority: 'high' } as Record<string, string>;

export function MediaImage({
  src,
  image,
  media,
  alt,
  width,
  height,
  aspectRatio,
  cover = false,
  fit = 'cover',
  eager = false,
  sizes,
  original = false,
  className,
}: MediaImageProps): JSX.Element {
  const data = image ?? media?.file?.childImageSharp?.gatsbyImageData ?? null;
  const text = alt || media?.alt || '';
  const asUploaded = original && Boolean(src);
  const fallback = asUploaded ? undefined : data?.images.fallback;
  const url = fallback?.src ?? src ?? null;
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => setFailed(false), [url]);

  const boxed = Boolean(aspectRatio);
  const fill = cover || boxed;
  const size = data ? { width: data.width, height: data.height } : reservedSize(width, height, aspectRatio);

  if (!url || failed) {
    const ratio = aspectRatio ?? `${size.width} / ${size.height}`;
    return (
      <div
        className={[styles.placeholder, fill ? styles.fillBox : '', className].filter(Boolean).join(' ')}
        style={cover && !boxed ? undefined : { aspectRatio: ratio }}
        role={text ? 'img' : undefined}
        aria-label={text || undefined}
        aria-hidden={text ? undefined : true}
        data-placeholder="true"
      >
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false" className={styles.icon}>
          <rect x="5" y="9" width="38" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17" cy="20" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 33l11-10 8 7 6-5 13 11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }

  const sources = asUploaded ? [] : (data?.images.sources?.filter((s) => s.srcSet) ?? []);
  // Every browser that takes <picture> takes WebP, so with a WebP source the fallback needs no
  // srcset of its own: its one src costs less in every page than a list nobody reads.
  const fallbackSet = sources.length ? undefined : fallback?.srcSet || undefined;
  const img = (
    <img
      src={url}
      srcSet={fallbackSet}
      sizes={fallbackSet ? (fallback?.sizes ?? sizes) : undefined}
      alt={text}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      {...(eager ? MAIN_IMAGE : undefined)}
      className={[fill ? styles.fill : styles.flow, boxed ? '' : className].filter(Boolean).join(' ')}
      style={boxed && fit !== 'cover' ? { objectFit: fit } : undefined}
      onError={() => setFailed(true)}
    />
  );
  const picture =
    data && !asUploaded ? (
      <picture className={boxed ? styles.fillBox : cover ? styles.fillPicture : styles.picture}>
        {sources.map((s) => (
          <source key={`${s.type}-${s.media ?? ''}`} type={s.type} srcSet={s.srcSet} sizes={s.sizes ?? fallback?.sizes} media={s.media || undefined} />
        ))}
        {img}
      </picture>
    ) : (
      img
    );
  if (!boxed) return picture;
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')} style={{ aspectRatio }}>
      {picture}
    </div>
  );
}

export default MediaImage;
