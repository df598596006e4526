/**
 * Carousel timings and layouts from docs/product/constants.md#carousels, in one place so pages and
 * tests assert the same
 * numbers the component uses.
 */

/**
 * Desktop layout starts at this viewport width (docs/product/constants.md#desktop-breakpoint);
 * mirrors the 980px media queries.
 */
export const DESKTOP_BREAKPOINT_PX = 980;

/** Banner carousels advance every 3 s and loop. */
export const BANNER_AUTOPLAY_MS = 3000;
/** Interaction (swipe, click) must not stop autoplay; only the pause button does. */
export const BANNER_DISABLE_ON_INTERACTION = false;

/** The tools carousel scrolls continuously: one slide per 5000 ms, no pause between slides. */
export const CONTINUOUS_SPEED_MS = 5000;
export const CONTINUOUS_AUTOPLAY_DELAY_MS = 0;

export interface SlidesPerView {
  /** Slides visible below 980px. */
  mobile: number;
  /** Slides visible from 980px. */
  desktop: number;
}

/** Banners show one slide at a time. */
export const BANNER_SLIDES_PER_VIEW: SlidesPerView = { mobile: 1, desktop: 1 };
/** Tools carousel: 3.5 slides on desktop, 2 on mobile. */
export const TOOLS_SLIDES_PER_VIEW: SlidesPerView = { mobile: 2, desktop: 3.5 };
/** Trainers carousel: 2 slides on desktop, 1.2 on mobile. */
export const TRAINERS_SLIDES_PER_VIEW: SlidesPerView = { mobile: 1.2, desktop: 2 };
