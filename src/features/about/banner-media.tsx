/**
 * Background for PageBanner on the blog and about pages. The CMS banners carry their own caption
 * at the left; the page's h1 and breadcrumbs sit there too, so the left side is darkened (and the
 * image anchored right, where the car is) to keep one readable title.
 */
import * as React from 'react';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import * as styles from './banner-media.module.css';

/** `media` is the banner's media node (`image_media { ...BannerImage }`), for a srcset. */
export function BannerMedia({ src, media }: { src: string | null | undefined; media?: MediaNode | null }): JSX.Element | null {
  if (!src && !media) return null;
  return (
    <>
      <MediaImage src={src} media={media} alt="" className={styles.image} cover eager width={1920} height={720} />
      <span className={styles.shade} aria-hidden="true" />
    </>
  );
}
