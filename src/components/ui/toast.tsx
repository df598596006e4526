/**
 * <ToastViewport/>: rendered once in the layout. Two live regions exist from the first render
 * (a region added together with its text is often not announced): role=status for info and
 * success, role=alert for errors.
 */
import * as React from 'react';
import { dismissToast, getToasts, NO_TOASTS, subscribeToasts, type Toast } from '../../services/toast-store';
import * as styles from './toast.module.css';

export { showToast, dismissToast, clearToasts, type ToastKind, type Toast } from '../../services/toast-store';

export function useToasts(): readonly Toast[] {
  return React.useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
}

export function ToastViewport(): JSX.Element {
  const toasts = useToasts();
  const polite = toasts.filter((t) => t.kind !== 'error');
  const assertive = toasts.filter((t) => t.kind === 'error');
  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" className={styles.region}>
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {assertive.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }): JSX.Element {
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`}>
      <span className={styles.bar} aria-hidden="true" />
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label="Dismiss message">
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export default ToastViewport;
