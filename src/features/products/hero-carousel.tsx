/**
 * The top banner of the product pages: a looping Swiper carousel (3000 ms autoplay through the
 * shared Carousel) with breadcrumbs and the page heading over it. With no images it degrades to a
 * graphite hero with the heading only.
 */
import * as React from 'react';
import { Carousel } from '../../components/ui/carousel';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/ui/breadcrumbs';
import { MediaImage } from './media-image';
import * as styles from './hero-carousel.module.css';

export interface HeroCarouselProps {
  images: readonly string[];
  /** Accessible name of the carousel. */
  label: string;
  title?: React.ReactNode;
  subtitle?: React.ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Clickable dots (Software). */
  pagination?: boolean;
  /** Heading level of the title (h1 by default: the banner carries the page heading). */
  headingLevel?: 1 | 2;
}

export function HeroCarousel({ images, label, title, subtitle, breadcrumbs, pagination = true, headingLevel = 1 }: HeroCarouselProps): JSX.Element {
  const Heading = `h${headingLevel}` as 'h1' | 'h2';
  const slides = images.filter(Boolean);
  return (
    <section className={styles.hero} data-testid="hero">
      <div className={styles.media}>
        {slides.length > 0 ? (
          <Carousel label={label} pagination={pagination} className={styles.carousel}>
            {slides.map((src, i) => (
              <div key={`${src}-${i}`} className={styles.slide} data-testid="hero-slide">
                <MediaImage src={src} alt="" width={1920} height={800} cover eager={i === 0} />
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
