/**
 * The Swiper half of <Carousel> (carousel.tsx), in a chunk of its own: the carousel renders its
 * slides as plain markup first and swaps this in when the browser is idle, so Swiper (about a
 * third of a carousel page's script) is off the page's first load (docs/product/page-weight.md).
 */
import * as React from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, FreeMode, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { DESKTOP_BREAKPOINT_PX, type SlidesPerView } from './carousel-constants';

export interface SwiperViewProps {
  id: string;
  className: string;
  slideClassName: string;
  slides: React.ReactElement[];
  pagination: boolean;
  continuous: boolean;
  perView: SlidesPerView;
  spaceBetween: number;
  loop: boolean;
  speed: number | undefined;
  autoplay: false | { delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean };
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange?: (index: number) => void;
}

export function SwiperView({
  id,
  className,
  slideClassName,
  slides,
  pagination,
  continuous,
  perView,
  spaceBetween,
  loop,
  speed,
  autoplay,
  onSwiper,
  onSlideChange,
}: SwiperViewProps): JSX.Element {
  return (
    <Swiper
      id={id}
      className={className}
      modules={[Autoplay, A11y, Keyboard, ...(pagination ? [Pagination] : []), ...(continuous ? [FreeMode] : [])]}
      // Arrow keys move the carousel when it is in view (docs/product/accessibility.md#moving-content).
      keyboard={{ enabled: true, onlyInViewport: true }}
      watchSlidesProgress
      slidesPerView={perView.mobile}
      spaceBetween={spaceBetween}
      breakpoints={{ [DESKTOP_BREAKPOINT_PX]: { slidesPerView: perView.desktop } }}
      loop={loop}
      speed={speed}
      freeMode={continuous ? { enabled: true, momentum: false } : undefined}
      autoplay={autoplay}
      pagination={pagination ? { clickable: true } : undefined}
      a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      onSwiper={onSwiper}
      onSlideChange={(s) => onSlideChange?.(s.realIndex)}
      onAfterInit={inertHiddenSlides}
      onSlideChangeTransitionEnd={inertHiddenSlides}
      onTransitionEnd={inertHiddenSlides}
      onResize={inertHiddenSlides}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slide.key ?? i} className={slideClassName}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/**
 * Slides out of view are `inert`: no focusable content hidden off-screen, and loop copies are not
 * read twice (docs/product/accessibility.md#moving-content). Swiper marks what is in view with
 * `swiper-slide-visible` (watchSlidesProgress).
 */
function inertHiddenSlides(s: SwiperInstance): void {
  for (const el of s.slides ?? []) {
    const hidden = !el.classList.contains('swiper-slide-visible');
    if (el.inert !== hidden) el.inert = hidden;
  }
}

export default SwiperView;
