/**
 * The hero at the top of inner pages: a full-bleed image under a dark scrim, the page's h1 and
 * breadcrumbs. It sits under the transparent header, so it reserves the header's height.
 */
import * as React from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { MediaImage, type MediaNode } from './media-image';
import * as styles from './page-banner.module.css';

export interface PageBannerProps extends Omit<React.HTMLAttributes<HTMLElement>, 'title'> {
  title: React.ReactNode;
  /** Line under the title. */
  subtitle?: React.ReactNode;
  /** Background image URL (CMS media). Ignored when `media` is given. */
  imageSrc?: string | null;
  /** The background's media node (`image_media { ...BannerImage }`): its sizes, for a srcset. */
  imageMedia?: MediaNode | null;
  /** Alt text of the background; usually empty because the image is decorative. */
  imageAlt?: string;
  /** A ready image element instead of `imageSrc`, e.g. a <GatsbyImage>; it fills the banner. */
  media?: React.ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** 'tall' for landing pages, 'compact' for list and detail pages. */
  size?: 'compact' | 'tall';
  /** CTA buttons etc. under the title. */
  children?: React.ReactNode;
}

export function PageBanner({
  title,
  subtitle,
  imageSrc,
  imageMedia,
  imageAlt = '',
  media,
  breadcrumbs,
  size = 'compact',
  children,
  className,
  ...rest
}: PageBannerProps): JSX.Element {
  return (
    <section className={[styles.root, styles[size], className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.media}>
        {media ??
          (imageSrc || imageMedia ? (
            // The banner is the LCP element: load it eagerly with high priority.
            <MediaImage src={imageSrc} media={imageMedia} alt={imageAlt} cover eager width={1920} height={720} />
          ) : null)}
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} tone="light" className={styles.crumbs} />}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}

export default PageBanner;
