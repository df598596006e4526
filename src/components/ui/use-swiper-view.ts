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
 * Whether the Swiper chunk is there to render <LoadedSwiperView>: once the browser is idle and
 * the carousel (`ref`) is near the viewport. Each carousel waits for its own idle moment, so
 * several carousels start in separate tasks.
 */
export function useSwiperView(ref: React.RefObject<Element>): boolean {
  // Not `loaded !== null` as the first state: the first client render must match the server's markup.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let alive = true;
    let cancel = () => undefined as void;
    const show = () => void loadSwiperView().then(() => alive && setReady(true));
    const start = () => {
      cancel = whenIdle(show);
    };
    const el = ref.current;
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
    };
  }, [ref]);
  return ready;
}

/** The loaded SwiperView; render it only once useSwiperView() said it is ready. */
export function LoadedSwiperView(props: SwiperViewProps): JSX.Element | null {
  return loaded ? React.createElement(loaded, props) : null;
}
