/**
 * What is wrong, at the top of the form: a count, each message as a link to its field, and the
 * messages that name no field. Each message is also beside its field; focus goes to the first one.
 */
import * as React from 'react';
import { fieldId, type PlacedErrors } from './field-errors';
import * as styles from './registration.module.css';

export function ErrorSummary({ id, placed, order }: { id: string; placed: PlacedErrors; order: readonly string[] }): JSX.Element | null {
  const fields = order.filter((p) => placed.byField.has(p));
  const count = fields.reduce((n, p) => n + placed.byField.get(p)!.length, 0) + placed.general.length;
  if (count === 0) return null;
  const focus = (e: React.MouseEvent<HTMLAnchorElement>, pointer: string) => {
    const el = document.getElementById(fieldId(pointer));
    if (!el) return;
    e.preventDefault();
    el.focus();
    el.scrollIntoView({ block: 'center' });
  };
  return (
    <div id={id} className={styles.summary} tabIndex={-1} data-testid="error-summary">
      <h2 className={styles.summaryTitle}>{count === 1 ? 'One thing to check' : `${count} things to check`}</h2>
      {placed.general.length > 0 ? (
        <div role="alert">
          {placed.general.map((m) => (
            <p key={m} className={styles.error}>
              {m}
            </p>
          ))}
        </div>
      ) : null}
      {fields.length > 0 ? (
        <ul className={styles.summaryList}>
          {fields.flatMap((p) =>
            placed.byField.get(p)!.map((m) => (
              <li key={`${p}:${m}`}>
                <a href={`#${fieldId(p)}`} onClick={(e) => focus(e, p)}>
                  {m}
                </a>
              </li>
            )),
          )}
        </ul>
      ) : null}
    </div>
  );
}
