// The Schedule panel's calls (GET, PUT and DELETE …/schedule, contract/releases.ts): it reads the
// item's schedules again after every save (the draft may have moved past a scheduled revision) and
// after each change it makes, and shows the CMS's refusals beside the field they name.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, get } from '../lib/api';
import type { Schedule } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { useAnnounce } from '../ui/announce';
import { when } from '../lib/time';
import { ScheduleControl, type ScheduleSet } from './ScheduleControl';

/** The schedule path of an item or page (a page is type `page`, its key the id). */
export const schedulePath = (type: string, id: string) => `/api/editor/items/${encodeURIComponent(type)}/${encodeURIComponent(id)}/schedule`;

export function SchedulePanel({ type, id, version, dirty }: { type: string; id: string; version: number; dirty: boolean }) {
  const qc = useQueryClient();
  const say = useAnnounce();
  const path = schedulePath(type, id);
  const q = useQuery({ queryKey: ['schedule', type, id, version], queryFn: () => get<Schedule[]>(path), staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ at?: string; action?: string }>({});
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      const text = await work();
      setNotice({ kind: 'ok', text });
      say(text);
      await q.refetch();
      void qc.invalidateQueries({ queryKey: ['schedules'] });
    } catch (err) {
      const found: { at?: string; action?: string } = {};
      for (const e of err instanceof ApiError ? err.fieldErrors : [])
        if (e.path === '/at' || e.path === '/time_zone') found.at = e.message;
        else found.action = e.message;
      setErrors(found);
      const text = `Not scheduled: ${Object.keys(found).length ? 'see the message beside the field.' : (err as Error).message}`;
      setNotice({ kind: 'error', text });
      say(text);
    } finally {
      setBusy(false);
    }
  };
  const set = (req: ScheduleSet, revision?: number) =>
    run(async () => {
      const a = await call<Schedule>('PUT', path, revision ? { ...req, revision } : req);
      return `${a.data.action === 'publish' ? 'Publish' : 'Unpublish'} scheduled for ${when(a.data.at)}.`;
    });

  return (
    <>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {notice && (
        <div className={`note ${notice.kind === 'ok' ? 'note-ok' : 'note-error'}`} role={notice.kind === 'error' ? 'alert' : undefined}>
          <p>{notice.text}</p>
        </div>
      )}
      <ScheduleControl
        schedules={q.data ?? []}
        canUnpublish={type !== 'page'}
        dirty={dirty}
        busy={busy || q.isPending}
        errors={errors}
        onSet={(req) => void set(req)}
        // the same time, on the newest draft (a PUT without a revision takes it)
        onMove={(s) => void set({ action: s.action, at: s.at, time_zone: s.time_zone })}
        onCancel={(s) =>
          void run(async () => {
            await call('DELETE', `${path}?action=${s.action}`);
            return s.state === 'pending' ? `The scheduled ${s.action} is cancelled.` : 'The failed schedule is dismissed.';
          })
        }
      />
    </>
  );
}
