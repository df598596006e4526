// Fixed-window attempt counter per key (account, IP) to slow down guessing and form flooding.
export interface Throttle {
  /** counts an attempt for every key; false when any key is over the limit */
  hit(...keys: string[]): boolean;
  /** true when any key has used up its attempts (counts nothing) */
  blocked(...keys: string[]): boolean;
}

export function createThrottle(max: number, windowS: number, now: () => number = Date.now): Throttle {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = windowS * 1000;
  let lastSweep = now();
  return {
    hit(...keys) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let ok = true;
      for (const key of keys) {
        let w = windows.get(key);
        if (!w || t - w.start >= windowMs) {
          w = { start: t, count: 0 };
          windows.set(key, w);
        }
        w.count += 1;
        if (w.count > max) ok = false;
      }
      return ok;
    },
    blocked(...keys) {
      const t = now();
      return keys.some((key) => {
        const w = windows.get(key);
        return !!w && t - w.start < windowMs && w.count >= max;
      });
    },
  };
}
