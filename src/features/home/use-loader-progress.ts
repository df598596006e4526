/**
 * The loading screen's counter (docs/product/states-and-transitions.md#home-loading-screen): +20
 * every second up to 100, then done. Starts only when
 * `active`, so returning visitors of the same session skip it.
 */
import * as React from 'react';
import { LOADER_MAX, LOADER_STEP, LOADER_TICK_MS } from './home-constants';

export function useLoaderProgress(active: boolean): { progress: number; done: boolean } {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => {
      setProgress((p) => Math.min(LOADER_MAX, p + LOADER_STEP));
    }, LOADER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  return { progress, done: progress >= LOADER_MAX };
}
