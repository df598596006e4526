// Every pending schedule and every failed one, soonest first (docs/product/scheduling.md): what goes
// live or off the site when, which revision, who set it, and why one failed.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/api';
import type { Schedule } from '../lib/types';
import { editPath, typeLabel } from '../lib/catalogue';
import { ErrorNote } from '../ui/ErrorNote';
import { DataTable } from '../ui/DataTable';
import { when } from '../lib/time';

export function Schedules() {
  const q = useQuery({ queryKey: ['schedules'], queryFn: () => get<Schedule[]>('/api/editor/schedules'), refetchInterval: 15_000 });
  const failed = q.data?.filter((s) => s.state === 'failed').length ?? 0;
  return (
    <>
      <h1>Schedules</h1>
      <p className="muted">Publishes and unpublishes set for a date and time. Set one on the item’s page, under Schedule.</p>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {failed > 0 && (
        <div className="note note-error" role="status">
          <p>
            {failed} {failed === 1 ? 'schedule' : 'schedules'} did not happen: the reason is in the list. Open the item to set it again or dismiss it.
          </p>
        </div>
      )}
      {q.data?.length === 0 && <p>Nothing is scheduled.</p>}
      {!!q.data?.length && (
        <DataTable
          label="Schedules"
          rows={q.data}
          rowKey={(s) => String(s.id)}
          columns={[
            { head: 'When', cell: (s) => when(s.at) },
            { head: 'What', cell: (s) => (s.action === 'publish' ? 'Publish' : 'Unpublish') },
            {
              head: 'Item',
              cell: (s) => (
                <>
                  <Link to={editPath(s.type, s.item_id)}>{s.title || `Untitled ${typeLabel(s.type).toLowerCase()}`}</Link>{' '}
                  <span className="muted small">({typeLabel(s.type)})</span>
                </>
              ),
            },
            {
              head: 'Version',
              cell: (s) =>
                s.revision === null
                  ? '—'
                  : s.draft_newer
                    ? `Revision ${s.revision} (the draft is newer: revision ${s.newest_draft})`
                    : `Revision ${s.revision}`,
            },
            { head: 'Set by', cell: (s) => s.by },
            {
              head: 'State',
              cell: (s) =>
                s.state === 'failed' ? (
                  <span className="field-error">Failed: {s.error}</span>
                ) : s.attempts > 0 ? (
                  `Waiting to retry: ${s.error ?? ''}`
                ) : (
                  'Waiting'
                ),
            },
          ]}
        />
      )}
    </>
  );
}
