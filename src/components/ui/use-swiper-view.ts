/**
 * Loads the Swiper half of the carousel (swiper-view.tsx) once the browser is idle after the
 * first render and the carousel is near the viewport; every carousel of the page, and of pages
 * visited later, shares the one load.
 * Until then (and in the server render) carousels show their slides as plain markup.
 */
import * as React from 'react';
import { whenIdle } from '../../hooks/when-idle';
import type { SwiperView, SwiperViewProps } from './swiper-view';

type View = typeof SwiperView;

let loaded: View | null = null;
let loading: Promise<View> | null = null;

/** Starts (or joins) the load of the Swiper chunk. */
export function loadSwiperView(): Promise<View> {
  loading ??= import('./swiper-view').then((m) => (loaded = m.SwiperView));
  return loading;
}

/**
 * How close to the viewport a carousel must come before its Swiper starts: a carousel further
 * down the page starts as the visitor scrolls towards it, not during the page's first seconds
 * (docs/product/page-weight.md#main-thread-work).
 */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Whether the visitor is using the carousel at this moment: focus inside it, or a modal dialog open
 * (a slide's button may have opened it). Starting Swiper replaces the plain slides with Swiper's,
 * which remounts them: an open profile dialog would close and the focus would be lost.
 */
function inUse(el: Element | null): boolean {
  const active = document.activeElement;
  return (el !== null && active !== null && active !== document.body && el.contains(active)) || document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Whether the Swiper chunk is there to render <LoadedSwiperView>: once the browser is idle and
 * the carousel (`ref`) is near the viewport, and not while the visitor is using its slides (it
 * starts when focus leaves them). Each carousel waits for its own idle moment, so several
 * carousels start in separate tasks.
 */
export function useSwiperView(ref: React.RefObject<Element>): boolean {
  // Not `loaded !== null` as the first state: the first client render must match the server's markup.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let alive = true;
    let cancel = () => undefined as void;
    const el = ref.current;
    let retryTimer = 0;
    // A transition: React renders Swiper's slides in short slices that yield to the browser, so
    // only Swiper's own start-up (in the commit) is one task (docs/product/page-weight.md#main-thread-work).
    const markReady = () => React.startTransition(() => setReady(true));
    const retry = () => {
      window.clearTimeout(retryTimer);
      // after the focus change has settled (focusout fires before the next element has focus)
      retryTimer = window.setTimeout(() => {
        if (!alive || inUse(el)) return;
        stopWaiting();
        markReady();
      }, 0);
    };
    const stopWaiting = () => {
      document.removeEventListener('focusin', retry);
      document.removeEventListener('focusout', retry);
      window.clearTimeout(retryTimer);
    };
    const show = () =>
      void loadSwiperView().then(() => {
        if (!alive) return;
        if (!inUse(el)) return markReady();
        document.addEventListener('focusin', retry);
        document.addEventListener('focusout', retry);
      });
    const start = () => {
      cancel = whenIdle(show);
    };
    let observer: IntersectionObserver | null = null;
    if (el && typeof window.IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(el);
    } else start();
    return () => {
      alive = false;
      observer?.disconnect();
      cancel();
      stopWaiting();
    };
  }, [ref]);
  return ready;
}

/** The loaded SwiperView; render it only once useSwiperView() said it is ready. */
export function LoadedSwiperView(props: SwiperViewProps): JSX.Element | null {
  return loaded ? React.createElement(loaded, props) : null;
}
