// The live site's state, asked of the CMS every two seconds while something builds or waits and
// every fifteen otherwise, with "Build now" (the home screen's panel and the Live site screen).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { buildNow, useLiveState } from './calls';
import { LiveStateView } from './LiveStateView';
import { useNow } from './use-now';

export function LivePanel({ level }: { level: 2 | 3 }) {
  const q = useLiveState();
  const qc = useQueryClient();
  const say = useAnnounce();
  const now = useNow(!!q.data?.building);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const ask = async () => {
    setAsking(true);
    setResult(null);
    try {
      await buildNow();
      const msg = 'A new release of the current content is on its way: it goes live when its build is done.';
      setResult({ ok: true, text: msg });
      say(msg);
    } catch (err) {
      setResult({ ok: false, text: `No new release: ${(err as Error).message}` });
    } finally {
      setAsking(false);
      void qc.invalidateQueries({ queryKey: ['releases'] });
    }
  };

  if (q.isPending)
    return (
      <p role="status" className="muted">
        Loading the live site’s state…
      </p>
    );
  if (q.isError) return <ErrorNote error={q.error} retry={() => void q.refetch()} />;
  return (
    <>
      {result && (
        <div className={`note ${result.ok ? 'note-ok' : 'note-error'}`} role={result.ok ? undefined : 'alert'}>
          <p>{result.text}</p>
        </div>
      )}
      <LiveStateView state={q.data} now={now} level={level} onBuildNow={() => void ask()} asking={asking} />
    </>
  );
}
