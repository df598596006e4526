/** A page body for content that is missing (header offset, empty state). */
import * as React from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import * as styles from './id-redirect.module.css';

export function PageEmpty({ title, description }: { title: string; description: string }): JSX.Element {
  return (
    <div className={styles.offset}>
      <EmptyState title={title} description={description} />
    </div>
  );
}
