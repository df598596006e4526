/**
 * Slide 5: the 12 Safe-IN installation steps, the 6th selected by default; choosing another step
 * replays a 600 ms fade on the detail (docs/product/states-and-transitions.md#safe-in-steps).
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { SAFE_IN_DEFAULT_STEP, SAFE_IN_STEP_ANIMATION_MS, SAFE_IN_STEPS } from '../../safe-in/safe-in-data';
import * as styles from './slides.module.css';

export function SafeInSlide(): JSX.Element {
  const [selected, setSelected] = React.useState(SAFE_IN_DEFAULT_STEP);
  const [animating, setAnimating] = React.useState(false);

  React.useEffect(() => {
    if (!animating) return undefined;
    const timer = window.setTimeout(() => setAnimating(false), SAFE_IN_STEP_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [animating]);

  const choose = (n: number) => {
    if (n === selected) return;
    setSelected(n);
    setAnimating(true);
  };
  const step = SAFE_IN_STEPS.find((s) => s.number === selected) ?? SAFE_IN_STEPS[0];

  return (
    <div className={styles.safeIn}>
      <div className={styles.safeInHead}>
        <p className={styles.eyebrow}>Safe-IN</p>
        <h2 className={styles.title}>Twelve steps. No shortcuts.</h2>
      </div>
      <ol className={styles.steps} aria-label="Safe-IN installation steps">
        {SAFE_IN_STEPS.map((s) => (
          <li key={s.number}>
            <button
              type="button"
              className={`${styles.step} ${s.number === selected ? styles.stepActive : ''}`}
              aria-pressed={s.number === selected}
              onClick={() => choose(s.number)}
              data-testid={`safe-in-step-${s.number}`}
            >
              <span className={styles.stepNumber}>{String(s.number).padStart(2, '0')}</span>
              <span className={styles.stepName}>{s.name}</span>
            </button>
          </li>
        ))}
      </ol>
      <div
        className={`${styles.stepDetail} ${animating ? styles.fade : ''}`}
        aria-live="polite"
        data-testid="safe-in-detail"
        data-animating={animating ? 'true' : 'false'}
        style={{ animationDuration: `${SAFE_IN_STEP_ANIMATION_MS}ms` }}
      >
        <p className={styles.stepDetailNumber}>
          Step {step.number} of {SAFE_IN_STEPS.length}
        </p>
        <h3 className={styles.stepDetailName}>{step.name}</h3>
        <p className={styles.text}>{step.text}</p>
        <Link className={styles.cta} to="/SafeIn">
          The Safe-IN standard <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
