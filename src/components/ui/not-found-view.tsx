/** The body of the 404 page (and of detail pages whose id does not exist). */
import * as React from 'react';
import { Button } from './button';
import * as styles from './not-found-view.module.css';

export interface NotFoundViewProps extends Omit<React.HTMLAttributes<HTMLElement>, 'title'> {
  title?: React.ReactNode;
  message?: React.ReactNode;
  /** Where the main action goes (default home). */
  homeTo?: string;
  homeLabel?: string;
}

export function NotFoundView({
  title = 'Page not found',
  message = 'The page you are looking for has moved or no longer exists.',
  homeTo = '/',
  homeLabel = 'Back to home',
  className,
  ...rest
}: NotFoundViewProps): JSX.Element {
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button to={homeTo}>{homeLabel}</Button>
        <Button to="/ContactUs" variant="secondary">
          Contact us
        </Button>
      </div>
    </section>
  );
}

export default NotFoundView;
