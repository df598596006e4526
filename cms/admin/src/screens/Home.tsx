// Home: the live site's state, drafts waiting to be published, and what changed last.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get } from '../lib/api';
import { docLabel, editPath, typeLabel } from '../lib/catalogue';
import type { OverviewRow } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { DocRows } from '../ui/DocRows';
import { LivePanel } from '../live/LivePanel';

function Rows({ rows, empty }: { rows: OverviewRow[]; empty: string }) {
  if (!rows.length) return <p className="muted">{empty}</p>;
  return <DocRows rows={rows.map((r) => ({ ...r, to: editPath(r.type, r.id), label: docLabel(r.type, r.id, r.title), kind: typeLabel(r.type) }))} />;
}

export function Home() {
  const q = useQuery({ queryKey: ['overview'], queryFn: () => get<{ drafts: OverviewRow[]; recent: OverviewRow[] }>('/api/editor/overview') });
  return (
    <>
      <h1>Home</h1>
      <p>
        <Link className="btn btn-primary" to="/items/blogs/new">
          Write a blog post
        </Link>
      </p>
      <section className="card" aria-labelledby="live-h">
        <div className="title-row">
          <h2 id="live-h">Live site</h2>
          <Link to="/live">Open the live site screen</Link>
        </div>
        <LivePanel level={3} />
      </section>
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <div className="columns">
          <section aria-labelledby="drafts-h">
            <h2 id="drafts-h">Drafts waiting</h2>
            <Rows rows={q.data.drafts} empty="No drafts are waiting: everything saved is published." />
          </section>
          <section aria-labelledby="recent-h">
            <h2 id="recent-h">Recent changes</h2>
            <Rows rows={q.data.recent} empty="Nothing has changed yet." />
          </section>
        </div>
      )}
    </>
  );
}
