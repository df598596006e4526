/**
 * The intro loading screen: 'LOADING. CAR FILM MASTER IS COMING.' with a progress bar. It owns
 * its counter, so each tick re-renders this overlay only, never the slider behind it
 * (docs/product/page-weight.md#main-thread-work).
 */
import * as React from 'react';
import { LOADER_MAX, LOADER_TEXT } from './home-constants';
import { useLoaderProgress } from './use-loader-progress';
import * as styles from './home-loader.module.css';

export interface HomeLoaderProps {
  /** Count up (a first visit of the session); false shows the static screen without counting. */
  counting: boolean;
  /** Called once when the counter reaches 100. */
  onDone: () => void;
}

export function HomeLoader({ counting, onDone }: HomeLoaderProps): JSX.Element {
  const { progress, done } = useLoaderProgress(counting);
  React.useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
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
