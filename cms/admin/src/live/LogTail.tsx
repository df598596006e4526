// The end of a failed step's log: monospace, scrolled to its last line, a region keyboard users can
// focus and scroll.
import { useEffect, useRef } from 'react';

export function LogTail({ log, label = 'End of the build log' }: { log: string; label?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    // the last lines say why it failed: show them first
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [log]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <pre ref={ref} className="log-tail" role="region" aria-label={label} tabIndex={0}>
      {log}
    </pre>
  );
}
