// Admins: the release history from the CMS, and a rollback that refreshes it and the live state.
import { useQueryClient } from '@tanstack/react-query';
import { ErrorNote } from '../ui/ErrorNote';
import { rollbackTo, useReleaseHistory } from './calls';
import { ReleaseHistoryView } from './ReleaseHistoryView';

export function ReleaseHistory() {
  const q = useReleaseHistory();
  const qc = useQueryClient();
  if (q.isPending)
    return (
      <p role="status" className="muted">
        Loading the releases…
      </p>
    );
  if (q.isError) return <ErrorNote error={q.error} retry={() => void q.refetch()} />;
  return (
    <ReleaseHistoryView
      rows={q.data}
      onRollBack={async (r) => {
        try {
          return await rollbackTo(r.id);
        } finally {
          void qc.invalidateQueries({ queryKey: ['releases'] });
        }
      }}
    />
  );
}
