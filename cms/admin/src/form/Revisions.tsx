// The item's revisions, newest first; restoring one makes it the draft (a new revision).
import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/api';
import { when } from '../ui/StateBadge';
import { ErrorNote } from '../ui/ErrorNote';

interface Revision {
  n: number;
  kind: string;
  by: string;
  at: string;
}

export function Revisions({ base, version, onRestore, busy }: { base: string; version: number; onRestore: (n: number) => void; busy: boolean }) {
  const q = useQuery({ queryKey: ['revisions', base, version], queryFn: () => get<Revision[]>(`${base}/revisions`) });
  return (
    <section aria-labelledby="rev-h" className="card">
      <h2 id="rev-h">History</h2>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data?.length === 0 && <p className="muted">No saves yet.</p>}
      <ol className="revisions" reversed>
        {q.data?.map((r, i) => (
          <li key={r.n}>
            <span>
              {r.kind === 'publish' ? 'Published' : r.kind === 'restore' ? 'Restored' : 'Saved'} by {r.by}, {when(r.at)}
            </span>{' '}
            {i > 0 && (
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => onRestore(r.n)}>
                Restore<span className="visually-hidden"> revision {r.n}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
