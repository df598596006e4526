// The seven singleton pages.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get } from '../lib/api';
import { PAGE_LABELS } from '../lib/catalogue';
import type { ListRow } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { StateBadge, when } from '../ui/StateBadge';

export function PageList() {
  const q = useQuery({ queryKey: ['pages'], queryFn: () => get<ListRow[]>('/api/editor/pages') });
  return (
    <>
      <h1>Pages</h1>
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <ul role="list" className="rows">
          {q.data.map((r) => (
            <li key={r.id} className="row">
              <Link to={`/pages/${r.id}`}>{PAGE_LABELS[String(r.id)] ?? r.id}</Link>
              <StateBadge state={r.state} />
              <span className="muted">
                {when(r.updated_at)} by {r.updated_by}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
