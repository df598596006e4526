/** The intro loading screen: 'LOADING. CAR FILM MASTER IS COMING.' with a progress bar. */
import * as React from 'react';
import { LOADER_MAX, LOADER_TEXT } from './home-constants';
import * as styles from './home-loader.module.css';

export interface HomeLoaderProps {
  progress: number;
  /** false once the counter reached 100 (or the intro was skipped). */
  visible: boolean;
}

export function HomeLoader({ progress, visible }: HomeLoaderProps): JSX.Element | null {
  if (!visible) return null;
  return (
    <div className={styles.loader} data-testid="home-loader" role="status" aria-live="polite">
      <div className={styles.inner}>
        <p className={styles.text}>{LOADER_TEXT}</p>
        <div className={styles.track} role="progressbar" aria-label="Loading" aria-valuemin={0} aria-valuemax={LOADER_MAX} aria-valuenow={progress}>
          <div className={styles.bar} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.value} data-testid="home-loader-value">
          {progress}%
        </p>
      </div>
    </div>
  );
}
