/** A section title block: optional eyebrow, a strong display heading and an optional lead. */
import * as React from 'react';
import * as styles from './section-heading.module.css';

export interface SectionHeadingProps extends Omit<React.HTMLAttributes<HTMLElement>, 'title'> {
  title: React.ReactNode;
  /** Small uppercase line above the title, e.g. "Products". */
  eyebrow?: React.ReactNode;
  /** Lead paragraph under the title. */
  description?: React.ReactNode;
  /** Heading level; keep the page's outline in order (one h1 per page, in the banner). */
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
  /** Extra content on the end side (desktop), e.g. a MORE+ button. */
  action?: React.ReactNode;
}

export function SectionHeading({ title, eyebrow, description, level = 2, align = 'start', action, className, ...rest }: SectionHeadingProps): JSX.Element {
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <header className={[styles.root, styles[align], className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </header>
  );
}

export default SectionHeading;
