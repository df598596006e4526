/**
 * A warranty an editor voided (docs/product/warranty-registration.md#console): the public pages
 * still find it and say plainly that it is void, and why, instead of showing it as valid. The
 * reason is typed by an editor, so it is only ever rendered as text (React escapes it), never as HTML.
 */
import * as React from 'react';
import type { WarrantyDetail } from '../../../contract/warranty';
import { dayOf } from './warranty-certificate';
import { voidReasonText } from './format';
import * as styles from './warranty.module.css';

export type WarrantyVoid = NonNullable<WarrantyDetail['void']>;

/** The small "Void" label beside a title. */
export function VoidBadge(): JSX.Element {
  return <span className={styles.voidBadge}>Void</span>;
}

/** The detail page's notice, first under the title. */
export function VoidNotice({ voided }: { voided: WarrantyVoid }): JSX.Element {
  return (
    <section className={styles.voidNotice} aria-labelledby="warranty-void-heading" data-testid="warranty-void">
      <h3 id="warranty-void-heading" className={styles.voidTitle}>
        This warranty is void
      </h3>
      <p>It no longer gives any cover: the validity periods below do not apply.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Reason</dt>
          <dd data-testid="warranty-void-reason">{voidReasonText(voided.reason)}</dd>
        </div>
        <div>
          <dt>Voided on</dt>
          <dd>{dayOf(voided.at)}</dd>
        </div>
      </dl>
    </section>
  );
}
