/**
 * How the browser takes over the server's page (gatsby-browser's `replaceHydrateFunction`).
 *
 * React 18 hydrates a root in its default lane, which it treats as blocking: the frame around the
 * page's hydration regions (./hydration-boundary.tsx) and Gatsby's own wrappers hydrate in one
 * task, however long. Started inside a transition, the same hydration runs in React's concurrent
 * work loop instead, which yields to the browser every few milliseconds, so the page's start-up is
 * never one long task (docs/product/page-weight.md#main-thread-work). Nothing changes for the
 * visitor: the server's markup stays on screen while React works, and a click or a key on a part
 * not hydrated yet makes React hydrate it at once and then handle the event.
 *
 * A page the server sent empty (a client-only route, or `gatsby develop`) is rendered, not
 * hydrated, as Gatsby does by default.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Gatsby's page wrapper: server-rendered pages have markup in it. */
const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

function hasServerMarkup(container: Element): boolean {
  const wrapper = container.ownerDocument.getElementById(FOCUS_WRAPPER_ID);
  return wrapper !== null && container.contains(wrapper) && wrapper.children.length > 0;
}

/** Hydrates (or, with no server markup, renders) `element` into `container`; returns an unmount. */
export function hydrateInSlices(element: ReactElement, container: Element | null): () => void {
  if (!container) throw new Error('hydrateInSlices: no root element to render the page into (#___gatsby)');
  let root: Root | null = null;
  if (hasServerMarkup(container)) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}
