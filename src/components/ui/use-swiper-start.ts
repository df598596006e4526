/**
 * When a carousel starts Swiper (docs/product/page-weight.md#main-thread-work): only once the
 * visitor can need it, never while the page starts up.
 *
 * - At once when the visitor reaches for the carousel: a press, a touch, a key or focus inside it,
 *   or a mouse moving over it (so that the drag that follows already works).
 * - Otherwise when its first autoplay step is due: `FIRST_STEP_MS` after it came near the viewport,
 *   at an idle moment. A carousel that does not rotate (reduced motion, no autoplay) starts then
 *   too, so its keys and swipes work by the time a reader gets to them.
 *
 * Until then the carousel shows its server markup, which is the markup Swiper starts on (the
 * first slide(s) in place, the same box), so the start moves nothing. Loading the chunk and
 * starting Swiper are separate tasks. Every carousel of the page, and of pages visited later,
 * shares the one load.
 */
import * as React from 'react';
import { whenIdle } from '../../hooks/when-idle';
import { BANNER_AUTOPLAY_MS } from './carousel-constants';
import type { startSwiper as StartSwiper } from './swiper-start';

type Start = typeof StartSwiper;

let loading: Promise<Start> | null = null;

/** Starts (or joins) the load of the Swiper chunk. */
export function loadSwiperStart(): Promise<Start> {
  loading ??= import('./swiper-start').then((m) => m.startSwiper);
  return loading;
}

/**
 * How close to the viewport a carousel must come before its start is planned: a carousel further
 * down the page starts as the visitor scrolls towards it, not during the page's first seconds.
 */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** A carousel near the viewport starts when its first autoplay step is due (a banner's delay). */
export const FIRST_STEP_MS = BANNER_AUTOPLAY_MS;

/** What says the visitor is reaching for the carousel. */
const REACH_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** Why Swiper started: the visitor reached for the carousel, or its first autoplay step was due. */
export type StartReason = 'visitor' | 'first-step';

/**
 * Starts Swiper on the element `swiperRef` (inside `rootRef`, the carousel's region) when it is
 * needed (see the top of this file): `start(el, startSwiper, reason)` is called once, with the
 * loaded chunk's start function.
 */
export function useSwiperStart(
  rootRef: React.RefObject<HTMLElement>,
  swiperRef: React.RefObject<HTMLElement>,
  start: (el: HTMLElement, startSwiper: Start, reason: StartReason) => void,
): void {
  const startRef = React.useRef(start);
  React.useEffect(() => {
    startRef.current = start;
  });
  React.useEffect(() => {
    const root = rootRef.current;
    const el = swiperRef.current;
    if (!root || !el) return undefined;
    let done = false;
    let timer = 0;
    let cancelIdle = () => undefined as void;
    let observer: IntersectionObserver | null = null;

    const stopWaiting = () => {
      for (const type of REACH_EVENTS) root.removeEventListener(type, onReach);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
    const run = (reason: StartReason, startSwiper: Start) => {
      if (done) return;
      done = true;
      stopWaiting();
      startRef.current(el, startSwiper, reason);
    };
    function onReach(e: Event) {
      // a pen or a finger hovering is not a reach; a mouse over the carousel is
      if (e.type === 'pointerover' && (e as PointerEvent).pointerType !== 'mouse') return;
      cancelIdle();
      void loadSwiperStart().then((s) => run('visitor', s));
    }
    const firstStep = () => {
      timer = window.setTimeout(() => {
        cancelIdle = whenIdle(() => {
          void loadSwiperStart().then((s) => {
            cancelIdle = whenIdle(() => run('first-step', s));
          });
        });
      }, FIRST_STEP_MS);
    };

    for (const type of REACH_EVENTS) root.addEventListener(type, onReach, { passive: true });
    if (typeof window.IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          firstStep();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(root);
    } else firstStep();
    return () => {
      done = true;
      stopWaiting();
      cancelIdle();
    };
  }, [rootRef, swiperRef]);
}
