/**
 * Background for PageBanner on the blog and about pages. The CMS banners carry their own caption
 * at the left; the page's h1 and breadcrumbs sit there too, so the left side is darkened (and the
 * image anchored right, where the car is) to keep one readable title.
 */
import * as React from 'react';
import { MediaImage } from '../../components/ui/media-image';
import * as styles from './banner-media.module.css';

export function BannerMedia({ src }: { src: string | null | undefined }): JSX.Element | null {
  if (!src) return null;
  return (
    <>
      <MediaImage src={src} alt="" className={styles.image} cover eager width={1920} height={720} />
      <span className={styles.shade} aria-hidden="true" />
    </>
  );
}
