// Admins: the release history from the CMS, and a rollback that refreshes it and the live state.
// The history is asked again whenever the live state shows a release start, go live or fail, so
// the two never disagree about which release is live.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorNote } from '../ui/ErrorNote';
import { HISTORY_KEY, rollbackTo, useLiveState, useReleaseHistory } from './calls';
import { ReleaseHistoryView } from './ReleaseHistoryView';

export function ReleaseHistory() {
  const q = useReleaseHistory();
  const site = useLiveState();
  const qc = useQueryClient();
  const turn = [site.data?.live?.release.id, site.data?.live?.release.finished_at, site.data?.building?.id, site.data?.last_failure?.id].join(' ');
  const seen = useRef(turn);
  useEffect(() => {
    if (seen.current === turn) return;
    seen.current = turn;
    void qc.invalidateQueries({ queryKey: HISTORY_KEY });
  }, [turn, qc]);
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
