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
