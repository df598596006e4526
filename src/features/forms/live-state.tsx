/**
 * Shared states of the live screens: the inline error with a retry (the toast itself comes from
 * the http client) and the hook that runs a call after mount and keeps
 * loading / ready / failed apart, so a failed lookup is never mistaken for an empty result.
 */
import * as React from 'react';
import { Button } from '../../components/ui/button';
import * as styles from './live-state.module.css';

export interface LoadErrorProps {
  title?: string;
  message?: React.ReactNode;
  onRetry: () => void;
  /** Extra action, e.g. a link back to the search. */
  children?: React.ReactNode;
}

export function LoadError({
  title = 'We could not load this right now',
  message = 'The lookup failed. Check your connection and try again.',
  onRetry,
  children,
}: LoadErrorProps): JSX.Element {
  return (
    <div className={styles.error} role="alert" data-testid="load-error">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}

export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** the request failed (network, server error): the client already showed a toast */
  | { status: 'failed' }
  /** the API answered but refused (code 0), or the page has nothing to ask for */
  | { status: 'refused'; msg: string };

/**
 * Run `load` after mount (and again when `deps` change or `retry()` is called). `load` returns
 * the state to show; a thrown error (the client rejected) becomes 'failed'.
 */
export function useLive<T>(
  load: () => Promise<LiveState<T>>,
  deps: React.DependencyList,
): { state: LiveState<T>; retry: () => void; setState: (s: LiveState<T>) => void } {
  const [state, setState] = React.useState<LiveState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    load().then(
      (next) => alive && setState(next),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  }, [...deps, attempt]);
  const retry = React.useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry, setState };
}
