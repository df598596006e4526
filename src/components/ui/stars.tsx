/** A star rating (dealer `stars`): one accessible label for the whole row, stars are decoration. */
import * as React from 'react';
import * as styles from './stars.module.css';

export interface StarsProps extends React.HTMLAttributes<HTMLSpanElement> {
  /** Number of filled stars; clamped to 0..max and rounded to whole stars. */
  count: number;
  max?: number;
  /** Accessible label; default "{count} out of {max} stars". */
  label?: string;
}

export function Stars({ count, max = 5, label, className, ...rest }: StarsProps): JSX.Element {
  const filled = Math.min(Math.max(Math.round(Number(count) || 0), 0), max);
  return (
    <span role="img" aria-label={label ?? `${filled} out of ${max} stars`} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className={i < filled ? styles.on : styles.off}>
          <path d="M10 1.8l2.47 5.27 5.78.7-4.26 3.97 1.1 5.71L10 14.62l-5.09 2.83 1.1-5.71L1.75 7.77l5.78-.7L10 1.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export default Stars;
