/**
 * /MyRegistrations: the shop's own registrations, newest first, with search (VIN, plate, owner,
 * email or warranty number) and paging. The search and page are kept in the address, so Back from
 * a registration returns to the same list.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { PagedList } from '../../../contract/envelope';
import type { RegistrationSummary } from '../../../contract/registrations';
import { getRegistrations } from '../../services/registrations';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Loading } from '../../components/ui/loading';
import { Pagination } from '../../components/ui/pagination';
import { LoadError } from '../forms/live-state';
import { useDealerLive } from '../dealer/use-dealer-live';
import { formatDay } from './dates';
import { MY_REGISTRATIONS_PATH, REGISTER_PATH, registrationInfoPath } from './paths';
import * as formStyles from '../forms/form.module.css';
import * as styles from './registration.module.css';

export interface ListQuery {
  search: string;
  page: number;
}

export function parseListQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  return { search: (p.get('search') ?? '').slice(0, 100), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function listQueryString(q: ListQuery): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function MyRegistrations({ search }: { search: string }): JSX.Element {
  const [query, setQuery] = React.useState<ListQuery>(() => parseListQuery(search));
  const [typed, setTyped] = React.useState(query.search);
  const { state, retry } = useDealerLive<PagedList<RegistrationSummary>>(
    () => getRegistrations({ page: query.page, search: query.search || undefined }),
    [query],
  );
  const status = React.useRef<HTMLParagraphElement>(null);

  const go = (next: ListQuery) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', `${MY_REGISTRATIONS_PATH}/${listQueryString(next)}`);
  };

  return (
    <div className={styles.list} data-testid="my-registrations" data-ready={state.status === 'loading' ? undefined : true}>
      <form
        role="search"
        aria-label="Your registrations"
        className={styles.searchBar}
        onSubmit={(e) => {
          e.preventDefault();
          go({ search: typed.trim(), page: 1 });
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor="reg-search" className={formStyles.label}>
            Search your registrations
          </label>
          <input
            id="reg-search"
            type="search"
            className={formStyles.input}
            maxLength={100}
            value={typed}
            aria-describedby="reg-search-hint"
            onChange={(e) => setTyped(e.target.value)}
          />
          <p id="reg-search-hint" className={formStyles.hint}>
            VIN, plate, owner, email or warranty number (or a part of it)
          </p>
        </div>
        <Button type="submit">Search</Button>
        {query.search ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTyped('');
              go({ search: '', page: 1 });
            }}
          >
            Show all
          </Button>
        ) : null}
      </form>

      {state.status === 'loading' && <Loading label="Loading your registrations…" />}
      {state.status === 'failed' && <LoadError title="Your registrations could not be loaded" onRetry={retry} />}
      {state.status === 'refused' && <EmptyState title="Your registrations could not be loaded" description={state.msg} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          query.search ? (
            <EmptyState role="status" title="No registration matches" description={`Nothing of yours matches “${query.search}”.`} />
          ) : (
            <EmptyState
              role="status"
              title="No registrations yet"
              description="Registrations you send appear here."
              action={<Button to={REGISTER_PATH}>Register an installation</Button>}
            />
          )
        ) : (
          <>
            <p ref={status} className={styles.count} role="status">
              {state.data.total === 1 ? 'One registration' : `${state.data.total} registrations`}
              {query.search ? ` matching “${query.search}”` : ''}
            </p>
            <ul className={styles.cards} role="list">
              {state.data.data.map((r) => (
                <li key={r.id}>
                  <RegistrationCard r={r} />
                </li>
              ))}
            </ul>
            <Pagination
              total={state.data.total}
              perPage={state.data.per_page}
              current={query.page}
              onChange={(page) => go({ ...query, page })}
              label="Registration pages"
            />
          </>
        ))}
    </div>
  );
}

function RegistrationCard({ r }: { r: RegistrationSummary }): JSX.Element {
  return (
    <article className={styles.card} data-testid="registration-card">
      <h2 className={styles.cardTitle}>
        <Link to={registrationInfoPath(r.id)} className={styles.cardLink}>
          {[r.brand, r.model].filter(Boolean).join(' ')} <span className={styles.plate}>{r.plate}</span>
        </Link>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Owner</dt>
          <dd>{r.owner_name}</dd>
        </div>
        <div>
          <dt>VIN</dt>
          <dd className={styles.mono}>{r.vin}</dd>
        </div>
        <div>
          <dt>Installed</dt>
          <dd>{formatDay(r.installation_date)}</dd>
        </div>
        <div>
          <dt>Films</dt>
          <dd>{r.products}</dd>
        </div>
        <div>
          <dt>Warranties</dt>
          <dd>
            {r.warranties.map((w) => (
              <span key={w.id} className={styles.chip} data-state={w.state}>
                {w.warranty_no}
                {w.state === 'void' ? ' (void)' : ''}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <p className={styles.cardState} data-editable={r.editable || undefined}>
        {r.editable ? 'Can still be changed' : 'Read-only'}
      </p>
    </article>
  );
}
