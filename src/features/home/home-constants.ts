/**
 * The home page's numbers from docs/product/states-and-transitions.md#home-loading-screen and
 * docs/product/constants.md#home-timings, in one place so the components and the browser
 * tests assert the same values.
 */

/** Loading screen: the counter rises by 20 every second until 100. */
export const LOADER_STEP = 20;
export const LOADER_TICK_MS = 1000;
export const LOADER_MAX = 100;
export const LOADER_TEXT = 'LOADING. CAR FILM MASTER IS COMING.';

/** Eight slides, 600 ms per transition, 500 ms for a jump from the progress list. */
export const SLIDE_COUNT = 8;
export const SLIDE_SPEED_MS = 600;
export const JUMP_SPEED_MS = 500;
export const LAST_SLIDE_INDEX = SLIDE_COUNT - 1;

/** The left progress list: one name per slide from slide 1 on (slide 0 is the intro video). */
export const PROGRESS_NAMES = ['Auto Film', 'Precut Software', 'Plotter', 'Training', 'Safe-IN', 'Warranty', 'News and Blogs'] as const;

/** Loader and pop-up play once per browser session (sessionStorage). */
export const HOME_SEEN_KEY = 'cfm:home-seen';
