/** What a list shows when it has nothing: a short title, an optional hint and an optional action. */
import * as React from 'react';
import * as styles from './empty-state.module.css';

export interface EmptyStateProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** e.g. a CLEAR ALL <Button>. */
  action?: React.ReactNode;
}

export function EmptyState({ title = 'Nothing here yet', description, action, className, ...rest }: EmptyStateProps): JSX.Element {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 30h10l3 4h10l3-4h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

export default EmptyState;
