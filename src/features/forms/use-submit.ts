/**
 * One submission at a time: `submit(fn)` refuses to start while a previous one is in flight
 * (a ref guards double clicks in the same tick; `busy` disables the button).
 */
import * as React from 'react';

export function useSubmitGuard(): { busy: boolean; submit: (fn: () => Promise<void>) => Promise<void> } {
  const inFlight = React.useRef(false);
  const [busy, setBusy] = React.useState(false);
  const submit = React.useCallback(async (fn: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await fn();
    } catch {
      /* the http client already showed a toast; the form keeps what was typed */
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}
