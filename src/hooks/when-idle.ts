/**
 * Run work once the browser is idle after the page's own start-up, so that a background refresh
 * (and the chunk it loads) never competes with the first render (docs/product/page-weight.md).
 * Browsers without requestIdleCallback (Safari) get a short timeout.
 */
const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 200;

export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/**
 * How long after the page's load event the start-up lasts: the page's own scripts, hydration and
 * the visitor's first taps and scrolls. Work that no one is waiting for stays out of it.
 */
export const START_UP_MS = 5000;

/**
 * Run work at an idle moment once the page's start-up is over (`START_UP_MS` after its load
 * event): for background jobs whose result the page does not need to show, such as a refresh of
 * data it already has (docs/product/page-weight.md#main-thread-work). Returns a cancel.
 */
export function afterStartUp(work: () => void): () => void {
  let timer = 0;
  let cancelIdle = () => undefined as void;
  const arm = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(work);
    }, START_UP_MS);
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    window.clearTimeout(timer);
    cancelIdle();
  };
}

/** A promise for the browser's next idle moment. */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve);
  });
}
