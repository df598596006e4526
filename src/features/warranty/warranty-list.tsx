/**
 * /Warrantylist?filter=…: the warranties matching a search
 * (docs/product/content-pages.md#warrantylist). A refused search (code 0, or no filter) alerts
 * the server's msg and goes back to /WarrantyCheck; a failed lookup (API down) goes back there
 * with the unavailable message; an empty result says so and links back.
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import type { WarrantySearchResult } from '../../../contract/warranty';
import { MSG } from '../../../contract/messages';
import { getWarrantyList } from '../../services/warranty';
import { Loading } from '../../components/ui/loading';
import { EmptyState } from '../../components/ui/empty-state';
import { Button } from '../../components/ui/button';
import { useLive } from '../forms/live-state';
import { VoidBadge } from './warranty-void';
import * as styles from './warranty.module.css';

export const WARRANTY_CHECK = '/WarrantyCheck';

/** `key`: the search that found the warranty, passed on so the detail shows what that search proved. */
export function warrantyInfoPath(id: string, key?: string): string {
  return `/WarrantyInfo?id=${encodeURIComponent(id)}${key ? `&key=${encodeURIComponent(key)}` : ''}`;
}

export function WarrantyList({ search }: { search: string }): JSX.Element {
  const [filter, setFilter] = React.useState<string | null>(null);
  React.useEffect(() => setFilter((new URLSearchParams(search).get('filter') ?? '').trim()), [search]);

  const { state } = useLive<WarrantySearchResult[]>(async () => {
    if (filter === null) return { status: 'loading' };
    if (!filter) return { status: 'refused', msg: '' };
    const res = await getWarrantyList(filter);
    return res.code === 1 && Array.isArray(res.data) ? { status: 'ready', data: res.data } : { status: 'refused', msg: res.msg };
  }, [filter]);

  // A refused search alerts the server's reason, then goes back to the search box; a lookup that
  // got no answer goes back with the unavailable message (docs/product/content-pages.md#warrantylist).
  React.useEffect(() => {
    if (state.status === 'refused') {
      if (state.msg) window.alert(state.msg);
      void navigate(WARRANTY_CHECK, { replace: true, state: { warrantyNotice: state.msg } });
    } else if (state.status === 'failed') {
      void navigate(WARRANTY_CHECK, { replace: true, state: { warrantyNotice: MSG.unavailable } });
    }
  }, [state]);

  if (state.status === 'loading' || state.status === 'refused' || state.status === 'failed') return <Loading label="Searching warranties…" />;
  if (state.data.length === 0) {
    return (
      <EmptyState
        title="No warranty found"
        description={`No warranty matches “${filter ?? ''}”. Check the warranty ID, telephone, email, VIN or plate number.`}
        action={<Button to={WARRANTY_CHECK}>Search again</Button>}
        data-testid="warranty-empty"
      />
    );
  }
  return (
    <>
      <p className={styles.resultCount} role="status">
        {state.data.length} {state.data.length === 1 ? 'warranty' : 'warranties'} found for “{filter}”
      </p>
      <ul className={styles.cards} role="list">
        {state.data.map((w) => (
          <li key={w.Id}>
            <WarrantyCard item={w} searchedFor={filter ?? ''} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function WarrantyCard({ item, searchedFor }: { item: WarrantySearchResult; searchedFor?: string }): JSX.Element {
  return (
    <article className={styles.card} data-testid="warranty-card" data-void={item.void ? 'true' : undefined}>
      <h2 className={styles.cardTitle}>
        {item.cpname}
        {item.void ? (
          <>
            {' '}
            <VoidBadge />
          </>
        ) : null}
      </h2>
      <dl className={styles.facts}>
        {item.void ? (
          // the search answers only that it is void; the detail page gives the editor's reason
          <div>
            <dt>Status</dt>
            <dd>Void: this warranty no longer gives any cover. Open it to see why.</dd>
          </div>
        ) : null}
        <div>
          <dt>Customer</dt>
          <dd>{item.CustomerName}</dd>
        </div>
        <div>
          <dt>Car</dt>
          <dd>
            {item.CarBrand} {item.CarModal}
          </dd>
        </div>
        <div>
          <dt>Shop</dt>
          <dd>{item.storeName}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{item.storeAddress}</dd>
        </div>
      </dl>
      <Link
        to={warrantyInfoPath(item.Id, searchedFor)}
        className={styles.more}
        aria-label={`MORE: ${item.cpname}, ${item.CustomerName}${item.void ? ', void' : ''}`}
      >
        MORE
      </Link>
    </article>
  );
}
