/**
 * Below the 980px desktop breakpoint (docs/product/constants.md#desktop-breakpoint)? False during
 * SSR and the first render.
 */
import * as React from 'react';

export const MOBILE_QUERY = '(max-width: 979.98px)';

export function useIsMobile(): boolean {
  const [mobile, setMobile] = React.useState(false);
  React.useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const mq = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(mq.matches);
    update();
    mq.addEventListener?.('change', update);
    return () => mq.removeEventListener?.('change', update);
  }, []);
  return mobile;
}
