/**
 * Regions of the page that React hydrates on their own, in short slices, after the page's frame:
 * React 18 leaves a server-rendered <Suspense> boundary as it is during the first (blocking)
 * hydration and hydrates it afterwards at the lowest priority, yielding to the browser every few
 * milliseconds, or at once when the visitor interacts with it. Without boundaries the whole page
 * hydrates in one long task (docs/product/page-weight.md#main-thread-work).
 *
 * Nothing inside suspends, so the fallback never shows: the server's markup stays on screen until
 * its region is hydrated.
 */
import * as React from 'react';

/**
 * `Component` inside its own boundary, memoised: a re-render of the frame (the footer's refresh)
 * must not reach a region whose props did not change, because a region not yet hydrated that
 * receives new props has to hydrate at once, in one task.
 */
export function hydratedApart<P extends object>(Component: React.ComponentType<P>, name: string) {
  const Region = (props: P): JSX.Element => (
    <React.Suspense fallback={null}>
      <Component {...props} />
    </React.Suspense>
  );
  Region.displayName = name;
  return React.memo(Region);
}
