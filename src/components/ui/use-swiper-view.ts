/**
 * Loads the Swiper half of the carousel (swiper-view.tsx) once the browser is idle after the
 * first render; every carousel of the page, and of pages visited later, shares the one load.
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

/** Whether the Swiper chunk is there to render <LoadedSwiperView>. */
export function useSwiperView(): boolean {
  // Not `loaded !== null` as the first state: the first client render must match the server's markup.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let alive = true;
    const show = () => void loadSwiperView().then(() => alive && setReady(true));
    const cancel = loaded ? (show(), () => undefined) : whenIdle(show);
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return ready;
}

/** The loaded SwiperView; render it only once useSwiperView() said it is ready. */
export function LoadedSwiperView(props: SwiperViewProps): JSX.Element | null {
  return loaded ? React.createElement(loaded, props) : null;
}
