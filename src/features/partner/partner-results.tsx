/**
 * The three result groups of a partner search (docs/product/content-pages.md#partnersearch):
 * Country Dealer, Certified Shop, Reseller.
 */
import * as React from 'react';
import type { PartnerSearch, ShopLevel } from '../../../contract/network';
import { EmptyState } from '../../components/ui/empty-state';
import { PartnerCard } from './partner-card';
import * as styles from './partner.module.css';

export const RESULT_GROUPS: { key: ShopLevel; title: string }[] = [
  { key: 'country_dealer', title: 'Country Dealer' },
  { key: 'certified_shop', title: 'Certified Shop' },
  { key: 'reseller', title: 'Reseller' },
];

export function PartnerResults({ result }: { result: PartnerSearch }): JSX.Element {
  const total = RESULT_GROUPS.reduce((n, g) => n + (result[g.key]?.length ?? 0), 0);
  if (total === 0) {
    return (
      <EmptyState
        title="No partner found"
        description="There is no partner in this region yet. Try another region or clear the keyword."
        data-testid="partner-empty"
      />
    );
  }
  return (
    <div className={styles.groups}>
      {RESULT_GROUPS.map((g) => {
        const list = result[g.key] ?? [];
        return (
          <section key={g.key} className={styles.group} aria-labelledby={`group-${g.key}`} data-testid={`group-${g.key}`}>
            <h3 id={`group-${g.key}`} className={styles.groupTitle}>
              {g.title} <span className={styles.groupCount}>({list.length})</span>
            </h3>
            {list.length === 0 ? (
              <p className={styles.groupEmpty}>None in this region.</p>
            ) : (
              <ul className={styles.cards} role="list">
                {list.map((p) => (
                  <li key={p.id}>
                    <PartnerCard partner={p} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
