/** A loading state for live islands: a polite status region with a quiet spinner. */
import * as React from 'react';
import * as styles from './loading.module.css';

export interface LoadingProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Announced to screen readers and shown under the spinner. */
  label?: string;
  /** Hide the text visually (still announced). */
  hideLabel?: boolean;
}

export function Loading({ label = 'Loading…', hideLabel = false, className, ...rest }: LoadingProps): JSX.Element {
  return (
    <div role="status" aria-live="polite" className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : styles.label}>{label}</span>
    </div>
  );
}

export default Loading;
