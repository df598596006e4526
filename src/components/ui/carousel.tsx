/**
 * A thin wrapper over Swiper for the site's carousels, following the WAI-ARIA APG carousel
 * pattern: a pause/play button comes first, slides are labelled groups, and rotation is off when
 * the visitor prefers reduced motion. Swiping or clicking does not stop autoplay
 * (docs/product/constants.md#carousels).
 *
 * Each child becomes one slide, so a page maps its data straight to children:
 *   <Carousel label="Highlights" pagination>{images.map(i => <img key={i} src={i} alt="" />)}</Carousel>
 */
import * as React from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/free-mode';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_DISABLE_ON_INTERACTION,
  BANNER_SLIDES_PER_VIEW,
  CONTINUOUS_AUTOPLAY_DELAY_MS,
  CONTINUOUS_SPEED_MS,
  TOOLS_SLIDES_PER_VIEW,
  type SlidesPerView,
} from './carousel-constants';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import * as styles from './carousel.module.css';
import { useSwiperStart } from './use-swiper-start';
import { Chevron } from './chevron';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Product highlights". */
  label: string;
  children: React.ReactNode;
  /**
   * `banner`: one slide every 3000 ms (default). `continuous`: a smooth non-stop ticker (speed
   * 5000 ms, free mode, no delay) as used by the tools carousel.
   */
  variant?: 'banner' | 'continuous';
  /** Rotate automatically (default true). Still off under prefers-reduced-motion until the visitor presses play. */
  autoplay?: boolean;
  /** Loop back to the first slide (default true; ignored when there are too few slides to loop). */
  loop?: boolean;
  /** Show clickable pagination dots. */
  pagination?: boolean;
  /** Show previous/next arrow buttons. */
  navigation?: boolean;
  /** Slides per view below / from 980px. Defaults: banner 1/1, continuous 2/3.5. */
  slidesPerView?: SlidesPerView;
  /** Gap between slides in px. */
  spaceBetween?: number;
  className?: string;
  /** Receives the Swiper instance, e.g. to sync an external caption. */
  onSwiper?: (swiper: SwiperInstance) => void;
  /** Called with the real (loop-aware) index of the active slide. */
  onSlideChange?: (index: number) => void;
}

export function Carousel({
  label,
  children,
  variant = 'banner',
  autoplay = true,
  loop = true,
  pagination = false,
  navigation = false,
  slidesPerView,
  spaceBetween = 0,
  className,
  onSwiper,
  onSlideChange,
}: CarouselProps): JSX.Element {
  const slides = React.Children.toArray(children).filter(React.isValidElement);
  const continuous = variant === 'continuous';
  const perView = slidesPerView ?? (continuous ? TOOLS_SLIDES_PER_VIEW : BANNER_SLIDES_PER_VIEW);
  // Swiper's loop needs at least slidesPerView + 1 slides; with fewer it misbehaves.
  const canLoop = loop && slides.length >= Math.ceil(Math.max(perView.mobile, perView.desktop)) + 1;
  const canRotate = autoplay && slides.length > 1;

  const reducedMotion = usePrefersReducedMotion();
  // 'auto' follows the motion preference; 'paused' / 'playing' are the visitor's explicit choice
  // (pressing play under reduced motion is an opt-in).
  const [choice, setChoice] = React.useState<'auto' | 'paused' | 'playing'>('auto');
  const [swiper, setSwiper] = React.useState<SwiperInstance | null>(null);
  const rootRef = React.useRef<HTMLElement>(null);
  const swiperRef = React.useRef<HTMLDivElement>(null);
  const paginationRef = React.useRef<HTMLDivElement>(null);
  const rotating = canRotate && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const regionId = React.useId();
  // Under reduced motion a slide changes without animation.
  const speed = reducedMotion ? 0 : continuous ? CONTINUOUS_SPEED_MS : undefined;
  // What the latest render says, for Swiper's start and events, which come later.
  const latest = React.useRef({ rotating, onSwiper, onSlideChange });
  React.useEffect(() => {
    latest.current = { rotating, onSwiper, onSlideChange };
  });
  // Arrow presses made before Swiper has started: played once it has.
  const pending = React.useRef<((s: SwiperInstance) => void)[]>([]);

  useSwiperStart(rootRef, swiperRef, (el, startSwiper, reason) => {
    const s = startSwiper(el, {
      paginationEl: paginationRef.current,
      continuous,
      perView,
      spaceBetween,
      loop: canLoop,
      speed,
      autoplay: canRotate
        ? {
            // Not rotating (paused, reduced motion): autoplay must not take even its first step
            // (a continuous one has no delay); the play button starts it later.
            enabled: latest.current.rotating,
            delay: continuous ? CONTINUOUS_AUTOPLAY_DELAY_MS : BANNER_AUTOPLAY_MS,
            disableOnInteraction: BANNER_DISABLE_ON_INTERACTION,
            pauseOnMouseEnter: false,
          }
        : false,
    });
    // Started because its first step was due: take that step now, as autoplay would have.
    if (latest.current.rotating && reason === 'first-step' && !continuous) s.slideNext();
    s.on('slideChange', () => latest.current.onSlideChange?.(s.realIndex));
    for (const action of pending.current.splice(0)) action(s);
    setSwiper(s);
    latest.current.onSwiper?.(s);
  });

  React.useEffect(() => {
    if (!swiper) return undefined;
    return () => {
      swiper.destroy(true, false);
    };
  }, [swiper]);

  // The pause button and reduced motion are the only things that stop rotation.
  React.useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, rotating]);

  React.useEffect(() => {
    if (swiper && !swiper.destroyed) setSpeed(swiper, speed);
  }, [swiper, speed]);

  const move = (action: (s: SwiperInstance) => void) => {
    if (swiper) action(swiper);
    else pending.current.push(action);
  };

  return (
    <section
      ref={rootRef}
      className={[styles.root, continuous ? styles.continuous : '', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {canRotate && (
        <button
          type="button"
          className={styles.playPause}
          aria-controls={regionId}
          aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setChoice(rotating ? 'paused' : 'playing')}
        >
          {rotating ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}

      {/* Swiper's own markup, which Swiper starts on (swiper-start.ts): the first slide(s) in
          place and the box Swiper keeps, so its start moves nothing. Only Swiper changes this
          markup's classes, styles and order once it has started; React renders it once. */}
      <div ref={swiperRef} id={regionId} className={['swiper', styles.swiper, styles.beforeStart].join(' ')} style={staticLayout(perView, spaceBetween)}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={slide.key ?? i}
              className={['swiper-slide', styles.slide].join(' ')}
              {...(i >= Math.max(1, Math.floor(perView.mobile)) ? { inert: '' } : {})}
            >
              {slide}
            </div>
          ))}
        </div>
        {pagination && <div ref={paginationRef} className="swiper-pagination" />}
      </div>

      {navigation && slides.length > 1 && (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-controls={regionId} aria-label="Previous slide" onClick={() => move((s) => s.slidePrev())}>
            <Chevron dir="left" size={20} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={regionId}
            aria-label="Next slide"
            data-carousel-next
            onClick={() => move((s) => s.slideNext())}
          >
            <Chevron dir="right" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

/** A change of the motion preference after Swiper started: slides change without animation, or with it again. */
function setSpeed(swiper: SwiperInstance, speed: number | undefined): void {
  swiper.params.speed = speed ?? SWIPER_DEFAULT_SPEED_MS;
}

/** Swiper's own transition time, when the carousel sets none. */
const SWIPER_DEFAULT_SPEED_MS = 300;

/** Slide widths of the static markup, so that Swiper starting moves nothing (carousel.module.css `.beforeStart`). */
function staticLayout(perView: SlidesPerView, gap: number): React.CSSProperties {
  return { '--per-view-mobile': perView.mobile, '--per-view-desktop': perView.desktop, '--slide-gap': `${gap}px` } as React.CSSProperties;
}

function PauseIcon(): JSX.Element {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2" width="3" height="10" rx="0.5" fill="currentColor" />
      <rect x="8.5" y="2" width="3" height="10" rx="0.5" fill="currentColor" />
    </svg>
  );
}

function PlayIcon(): JSX.Element {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M3.5 2.2v9.6a.6.6 0 0 0 .9.5l7.7-4.8a.6.6 0 0 0 0-1L4.4 1.7a.6.6 0 0 0-.9.5Z" fill="currentColor" />
    </svg>
  );
}

export default Carousel;
