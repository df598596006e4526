// The clock, ticking once a second while `ticking` (a build's elapsed time); still otherwise.
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    // the clock may have stood still for long: catch up at once, then every second
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [ticking, everyMs]);
  return now;
}
