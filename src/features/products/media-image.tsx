/**
 * A content image that never breaks: a plain lazy <img> with intrinsic width/height when the CMS
 * gives a URL, and a quiet branded placeholder block when the media is null or empty.
 */
import * as React from 'react';
import * as styles from './media-image.module.css';

export interface MediaImageProps {
  src: string | null | undefined;
  alt?: string;
  /** Intrinsic size hints (reserve space, avoid layout shift). */
  width?: number;
  height?: number;
  className?: string;
  /** Fill the parent box (object-fit: cover) instead of flowing at its own ratio. */
  cover?: boolean;
  /** Eager-load above-the-fold images (banners). */
  eager?: boolean;
}

export function MediaImage({ src, alt = '', width = 800, height = 600, className, cover = false, eager = false }: MediaImageProps): JSX.Element {
  const cls = [cover ? styles.cover : styles.flow, className].filter(Boolean).join(' ');
  if (!src) {
    return (
      <div
        className={[styles.placeholder, cls].join(' ')}
        style={cover ? undefined : { aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-placeholder="true"
      >
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
          <rect x="6" y="10" width="36" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="20" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 34l10-9 7 6 6-5 9 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }
  return <img src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={[styles.img, cls].join(' ')} />;
}

export default MediaImage;
