/**
 * The Swiper half of <Carousel> (carousel.tsx), in a chunk of its own: Swiper's core starts on the
 * carousel's own server markup (the `.swiper` box, its wrapper and slides, already in place), so
 * starting it re-renders nothing, creates no slides and moves nothing on screen
 * (docs/product/page-weight.md#scripts). Swiper is about a third of a carousel page's script, and
 * stays off the page's first load.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, FreeMode, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { DESKTOP_BREAKPOINT_PX, type SlidesPerView } from './carousel-constants';

export interface SwiperStartOptions {
  /** The empty `.swiper-pagination` element the carousel renders, when it has dots. */
  paginationEl: HTMLElement | null;
  continuous: boolean;
  perView: SlidesPerView;
  spaceBetween: number;
  loop: boolean;
  speed: number | undefined;
  autoplay: false | { enabled: boolean; delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean };
}

/** Starts Swiper on `el` (the carousel's `.swiper` element, slides already inside). */
export function startSwiper(el: HTMLElement, o: SwiperStartOptions): SwiperInstance {
  return new Swiper(el, {
    modules: [Autoplay, A11y, Keyboard, ...(o.paginationEl ? [Pagination] : []), ...(o.continuous ? [FreeMode] : [])],
    // Arrow keys move the carousel when it is in view (docs/product/accessibility.md#moving-content).
    keyboard: { enabled: true, onlyInViewport: true },
    watchSlidesProgress: true,
    slidesPerView: o.perView.mobile,
    spaceBetween: o.spaceBetween,
    breakpoints: { [DESKTOP_BREAKPOINT_PX]: { slidesPerView: o.perView.desktop } },
    loop: o.loop,
    ...(o.speed === undefined ? {} : { speed: o.speed }),
    ...(o.continuous ? { freeMode: { enabled: true, momentum: false } } : {}),
    autoplay: o.autoplay,
    ...(o.paginationEl ? { pagination: { el: o.paginationEl, clickable: true } } : {}),
    a11y: { enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' },
    on: {
      afterInit: inertHiddenSlides,
      slideChangeTransitionEnd: inertHiddenSlides,
      transitionEnd: inertHiddenSlides,
      resize: inertHiddenSlides,
    },
  });
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

export default startSwiper;
