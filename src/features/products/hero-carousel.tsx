/**
 * The top banner of the product pages: a looping Swiper carousel (3000 ms autoplay through the
 * shared Carousel) with breadcrumbs and the page heading over it. With no images it degrades to a
 * graphite hero with the heading only.
 */
import * as React from 'react';
import { Carousel } from '../../components/ui/carousel';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/ui/breadcrumbs';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import * as styles from './hero-carousel.module.css';

export interface HeroCarouselProps {
  images: readonly string[];
  /** The images' media nodes in the same order (`images_arr_media { ...BannerImage }`), for a srcset. */
  media?: readonly (MediaNode | null)[] | null;
  /** Accessible name of the carousel. */
  label: string;
  title?: React.ReactNode;
  subtitle?: React.ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Clickable dots (Software). */
  pagination?: boolean;
  /**
   * The title is the page heading (h1, the default), or a plain label where the page's h1 comes
   * later ('p': a product's type above its name; a heading there would come before the h1).
   */
  titleAs?: 'h1' | 'p';
}

export function HeroCarousel({
  images,
  media,
  label,
  title,
  subtitle,
  breadcrumbs,
  pagination = true,
  titleAs: Heading = 'h1',
}: HeroCarouselProps): JSX.Element {
  const slides = images.map((src, i) => ({ src, media: media?.[i] ?? null })).filter((s) => s.src);
  return (
    <section className={styles.hero} data-testid="hero">
      <div className={styles.media}>
        {slides.length > 0 ? (
          <Carousel label={label} pagination={pagination} className={styles.carousel}>
            {slides.map(({ src, media: node }, i) => (
              <div key={`${src}-${i}`} className={styles.slide} data-testid="hero-slide">
                <MediaImage src={src} media={node} alt="" width={1920} height={800} cover eager={i === 0} />
              </div>
            ))}
          </Carousel>
        ) : (
          <MediaImage src={null} cover />
        )}
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      {(title || breadcrumbs) && (
        <div className={styles.content}>
          {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} tone="light" className={styles.crumbs} />}
          {title && <Heading className={styles.title}>{title}</Heading>}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      )}
    </section>
  );
}

export default HeroCarousel;
