// Editors and admins: the warranties certified shops registered (docs/product/warranty-registration.md),
// filtered by dealer, film, installation date and state, with the formula-safe CSV export of the CMS.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import { useChoices } from '../lib/choices';
import { regPaths } from '../lib/registration-paths';
import type { Paged, RegistrationSummary } from '../lib/types';
import { DataTable } from '../ui/DataTable';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { WarrantyStateBadge } from '../registrations/WarrantyStateBadge';

export const REGISTRATIONS_KEY = ['registrations'];

interface Filters {
  search: string;
  shop_id: string;
  product_id: string;
  from: string;
  to: string;
  state: '' | 'live' | 'void';
}
const NONE: Filters = { search: '', shop_id: '', product_id: '', from: '', to: '', state: '' };

export function Registrations() {
  const [typed, setTyped] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const dealers = useChoices('dealers');
  const products = useChoices('products');
  const q = useQuery({
    queryKey: [...REGISTRATIONS_KEY, filters, page],
    queryFn: () => get<Paged<RegistrationSummary>>(`${regPaths.registrations}${qs({ ...filters, page })}`),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.values(filters).some(Boolean);
  const badDates = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  const set = (k: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setTyped((t) => ({ ...t, [k]: e.target.value }));

  return (
    <>
      <div className="title-row">
        <h1>Warranty registrations</h1>
        <a className="btn" href={`${regPaths.registrationsCsv}${qs({ ...filters })}`} download="registrations.csv">
          Export {filtered ? 'these' : 'all'} as CSV
        </a>
      </div>
      <p className="muted lead">
        What certified shops registered from the dealer portal: owner, vehicle and each installation. Open one to void a warranty or transfer it to a new owner.
      </p>
      <form
        className="reg-filters"
        role="search"
        aria-label="Registrations"
        onSubmit={(e) => {
          e.preventDefault();
          if (badDates) return;
          setFilters({ ...typed, search: typed.search.trim() });
          setPage(1);
        }}
      >
        <div className="field">
          <label htmlFor="reg-search">VIN, plate, owner or warranty number</label>
          <input id="reg-search" type="search" value={typed.search} maxLength={100} onChange={set('search')} />
        </div>
        <div className="field">
          <label htmlFor="reg-shop">Dealer</label>
          <select id="reg-shop" value={typed.shop_id} onChange={set('shop_id')}>
            <option value="">All dealers</option>
            {dealers.data?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reg-product">Film</label>
          <select id="reg-product" value={typed.product_id} onChange={set('product_id')}>
            <option value="">All films</option>
            {products.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reg-from">Installed from</label>
          <input
            id="reg-from"
            type="date"
            value={typed.from}
            onChange={set('from')}
            aria-invalid={badDates || undefined}
            aria-describedby={badDates ? 'reg-dates-error' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="reg-to">Installed until</label>
          <input
            id="reg-to"
            type="date"
            value={typed.to}
            onChange={set('to')}
            aria-invalid={badDates || undefined}
            aria-describedby={badDates ? 'reg-dates-error' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="reg-state">State</label>
          <select id="reg-state" value={typed.state} onChange={set('state')}>
            <option value="">Live and void</option>
            <option value="live">Live</option>
            <option value="void">Void</option>
          </select>
        </div>
        <div className="row-actions filter-actions">
          <button type="submit" className="btn btn-primary">
            Show
          </button>
          {filtered && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setTyped(NONE);
                setFilters(NONE);
                setPage(1);
              }}
            >
              Clear filters
            </button>
          )}
        </div>
      </form>
      {badDates && (
        <p id="reg-dates-error" className="field-error" role="alert">
          “Installed from” must be on or before “Installed until”.
        </p>
      )}
      {(dealers.isError || products.isError) && <ErrorNote error={dealers.error ?? products.error} />}

      {q.isPending && <p role="status">Loading the registrations…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'registration' : 'registrations'}
            {filtered ? ' found' : ''}
          </p>
          {q.data.data.length === 0 && <p className="note">{filtered ? 'No registration matches these filters.' : 'No shop has registered a warranty yet.'}</p>}
          {q.data.data.length > 0 && (
            <div className="stacked-table">
              <DataTable
                label="Warranty registrations"
                rows={q.data.data}
                rowKey={(r) => r.id}
                columns={[
                  {
                    head: 'Warranties',
                    cell: (r) => (
                      <ul role="list" className="plain-list">
                        {r.warranties.map((w) => (
                          <li key={w.id}>
                            <Link className="mono strong nowrap" to={`/registrations/${encodeURIComponent(r.id)}`}>
                              {w.warranty_no}
                            </Link>{' '}
                            <WarrantyStateBadge state={w.state} />
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                  { head: 'Installed on', cell: (r) => <span className="nowrap">{r.installation_date}</span> },
                  {
                    head: 'Vehicle',
                    cell: (r) => (
                      <span className="cell-text">
                        {r.brand} {r.model}
                        <br />
                        <span className="mono muted">{r.plate}</span>
                        <br />
                        <span className="mono muted nowrap">{r.vin}</span>
                      </span>
                    ),
                  },
                  { head: 'Owner', cell: (r) => <span className="cell-text">{r.owner_name}</span> },
                  { head: 'Film', cell: (r) => <span className="cell-text">{r.products}</span> },
                  { head: 'Dealer', cell: (r) => <span className="cell-text">{r.shop_name}</span> },
                ]}
              />
            </div>
          )}
          {q.data.last_page > 1 && <Pager label="Pages of registrations" page={q.data.current_page} last={q.data.last_page} onPage={setPage} />}
        </>
      )}
    </>
  );
}
