/**
 * A CMS image that never renders broken: null media, an empty string or a URL that fails to load
 * all show a quiet branded placeholder instead of a broken <img>. Used by every info page
 * (training, dealers, downloads, collection).
 */
import * as React from 'react';
import * as styles from './media-image.module.css';

export interface MediaImageProps {
  /** Media URL or site path; null/empty → placeholder. */
  src: string | null | undefined;
  alt?: string;
  /** CSS aspect-ratio of the box (default: the image's own, or 4 / 3 for the placeholder). */
  aspectRatio?: string;
  /** object-fit for the image. */
  fit?: 'cover' | 'contain';
  className?: string;
  /** Load eagerly (above-the-fold images). */
  eager?: boolean;
}

export function MediaImage({ src, alt = '', aspectRatio, fit = 'cover', className, eager = false }: MediaImageProps): JSX.Element {
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => setFailed(false), [src]);
  const show = Boolean(src) && !failed;
  const style = aspectRatio ? { aspectRatio } : undefined;

  if (!show) {
    return (
      <div
        className={[styles.box, styles.placeholder, className].filter(Boolean).join(' ')}
        style={{ aspectRatio: aspectRatio ?? '4 / 3' }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
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
  return (
    <div className={[styles.box, aspectRatio ? styles.fixed : '', className].filter(Boolean).join(' ')} style={style}>
      <img
        src={src ?? undefined}
        alt={alt}
        className={styles.image}
        style={{ objectFit: fit }}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </div>
  );
}

export default MediaImage;
