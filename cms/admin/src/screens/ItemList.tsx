// One content type's items: search, state filter, sort and paging, all kept in the address.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { get, qs } from '../lib/api';
import { TYPE_LABELS, editPath } from '../lib/catalogue';
import type { ListRow, Paged } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { StateBadge, when } from '../ui/StateBadge';
import { NotFound } from './NotFound';
import { TableWrap } from '../ui/TableWrap';

export function ItemList() {
  const { type = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const state = params.get('state') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const q = useQuery({
    queryKey: ['list', type, search, state, sort, page],
    queryFn: () => get<Paged<ListRow>>(`/api/editor/items/${type}${qs({ search, state, sort, page })}`),
    placeholderData: keepPreviousData,
    enabled: type in TYPE_LABELS,
  });
  if (!(type in TYPE_LABELS)) return <NotFound />;
  const label = TYPE_LABELS[type];
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <>
      <div className="title-row">
        <h1>{label}</h1>
        <Link className="btn btn-primary" to={`/items/${type}/new`}>
          New item
        </Link>
      </div>
      <form
        className="filters"
        role="search"
        aria-label={`Filter ${label}`}
        onSubmit={(e) => {
          e.preventDefault();
          set('search', String(new FormData(e.currentTarget).get('search') ?? '').trim());
        }}
      >
        <div className="field">
          <label htmlFor="search">Search titles</label>
          <input id="search" name="search" type="search" defaultValue={search} key={search} />
        </div>
        <div className="field">
          <label htmlFor="state">State</label>
          <select id="state" value={state} onChange={(e) => set('state', e.target.value)}>
            <option value="">Any</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="changed">Published, with changes</option>
            <option value="unpublished">Unpublished</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="sort">Sort by</label>
          <select id="sort" value={sort} onChange={(e) => set('sort', e.target.value)}>
            <option value="">Default</option>
            <option value="updated">Last changed</option>
            <option value="title">Title</option>
            <option value="id">Number</option>
          </select>
        </div>
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'item' : 'items'}
            {search && ` matching “${search}”`}
          </p>
          {q.data.data.length === 0 ? (
            <p>Nothing here yet.</p>
          ) : (
            <TableWrap label={label}>
              <table>
                <caption className="visually-hidden">{label}</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">State</th>
                    <th scope="col" className="col-when">
                      Last changed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.data.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <Link to={editPath(type, r.id)}>{r.title || `#${r.id}`}</Link>
                      </td>
                      <td>
                        <StateBadge state={r.state} />
                      </td>
                      <td className="col-when">
                        {when(r.updated_at)} by {r.updated_by}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          {q.data.last_page > 1 && (
            <nav aria-label="Pages of the list" className="pager">
              <button type="button" className="btn" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
                Previous
              </button>
              <span>
                Page {q.data.current_page} of {q.data.last_page}
              </span>
              <button type="button" className="btn" disabled={page >= q.data.last_page} onClick={() => set('page', String(page + 1))}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
