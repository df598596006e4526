/** The arrow of the carousel's (20 px) and the pagination's (16 px) previous and next buttons: one drawing, two sizes. */
import * as React from 'react';

const PATHS = {
  16: { left: 'M10 3 5 8l5 5', right: 'M6 3l5 5-5 5' },
  20: { left: 'M12.5 4 6.5 10l6 6', right: 'M7.5 4l6 6-6 6' },
} as const;

export function Chevron({ dir, size }: { dir: 'left' | 'right'; size: keyof typeof PATHS }): JSX.Element {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <path d={PATHS[size][dir]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
