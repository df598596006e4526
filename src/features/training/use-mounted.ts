/**
 * True after the first client render: interactive roots expose it as data-ready so tests (and
 * styles) can tell the hydrated page from its static HTML.
 */
import * as React from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}
