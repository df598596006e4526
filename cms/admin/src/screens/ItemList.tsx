// One content type's items: search, state filter, sort and paging, all kept in the address; the
// ordered types' items move up and down in site order.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { get, qs } from '../lib/api';
import { TYPE_LABELS, docLabel, editPath } from '../lib/catalogue';
import type { ListRow, Paged, SchemaAnswer } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { StateBadge, when } from '../ui/StateBadge';
import { NotFound } from './NotFound';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { moveButtonId, useReorder, type Direction } from './use-reorder';

/** "Move up" / "Move down"; at either end the button stays focusable but says it cannot move. */
function MoveButtons({ name, row, first, last, onMove }: { name: string; row: ListRow; first: boolean; last: boolean; onMove: (dir: Direction) => void }) {
  const b = (dir: Direction, blocked: boolean) => (
    <button type="button" id={moveButtonId(row.id, dir)} className="btn btn-small" aria-disabled={blocked || undefined} onClick={() => !blocked && onMove(dir)}>
      Move {dir}
      <span className="visually-hidden">: {name}</span>
    </button>
  );
  return (
    <span className="row-actions">
      {b('up', first)}
      {b('down', last)}
    </span>
  );
}

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
  const schemaQ = useQuery({ queryKey: ['schema'], queryFn: () => get<SchemaAnswer>('/api/editor/schema'), staleTime: Infinity });
  const ordered = schemaQ.data?.types[type]?.ordered === true;
  // moving is offered where the list shows the site's order: all items, sorted by it
  const movable = ordered && !search && !state && (sort === '' || sort === 'position');
  const reorder = useReorder(type);
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
            <option value="">{ordered ? 'Site order' : 'Default'}</option>
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
      {reorder.error && (
        <p className="note note-error" role="alert">
          {reorder.error}
        </p>
      )}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'item' : 'items'}
            {search && ` matching “${search}”`}
          </p>
          {q.data.data.length === 0 ? (
            <p>Nothing here yet.</p>
          ) : (
            <DataTable
              label={label}
              rows={q.data.data}
              rowKey={(r) => String(r.id)}
              columns={[
                { head: 'Title', cell: (r) => <Link to={editPath(type, r.id)}>{docLabel(type, r.id, r.title)}</Link> },
                { head: 'State', cell: (r) => <StateBadge state={r.state} /> },
                { head: 'Last changed', className: 'col-when', cell: (r) => `${when(r.updated_at)} by ${r.updated_by}` },
                ...(movable
                  ? [
                      {
                        head: 'Order',
                        cell: (r: ListRow, i: number) => (
                          <MoveButtons
                            name={docLabel(type, r.id, r.title)}
                            row={r}
                            first={page === 1 && i === 0}
                            last={(page - 1) * q.data.per_page + i === q.data.total - 1}
                            onMove={(dir) => void reorder.move(r, dir)}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
          {q.data.last_page > 1 && (
            <Pager label="Pages of the list" page={q.data.current_page} last={q.data.last_page} onPage={(n) => set('page', String(n))} />
          )}
        </>
      )}
    </>
  );
}
