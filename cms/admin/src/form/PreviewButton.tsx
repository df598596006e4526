// "Open preview": the item's page on the preview server, and whether it shows the saved version
// yet ("still building", "preview ready"), or that the preview server is down.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import { useAnnounce } from '../ui/announce';

interface Status {
  status: 'ready' | 'building' | 'down' | 'off';
  message: string;
}

export function PreviewButton({ path, expect, dirty }: { path: string | null; expect: string; dirty: boolean }) {
  const config = useQuery({ queryKey: ['config'], queryFn: () => get<{ previewUrl: string | null }>('/api/editor/config'), staleTime: Infinity });
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const say = useAnnounce();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const previewUrl = config.data?.previewUrl;
  if (!path) return <p className="muted small">This content has no page of its own to preview.</p>;
  if (config.data && !previewUrl) return <p className="muted small">No preview server is configured (PREVIEW_URL; npm run preview sets it).</p>;

  const poll = async (attempt: number) => {
    let s: Status;
    try {
      s = await get<Status>(`/api/editor/preview-status${qs({ path, expect })}`);
    } catch (err) {
      s = { status: 'down', message: (err as Error).message };
    }
    setStatus(s);
    // about two minutes at one look a second, then the last answer stands
    if (s.status === 'building' && attempt < 120) timer.current = window.setTimeout(() => void poll(attempt + 1), 1000);
    else say(s.message);
  };
  const open = () => {
    if (!previewUrl) return;
    window.open(`${previewUrl}${path}`, '_blank', 'noopener');
    window.clearTimeout(timer.current);
    setStatus({ status: 'building', message: 'Still building…' });
    void poll(0);
  };
  return (
    <div className="preview">
      <button type="button" className="btn" onClick={open} disabled={!previewUrl}>
        Open preview
      </button>
      <span className={`preview-status ${status ? `is-${status.status}` : ''}`} role="status">
        {status?.status === 'ready' ? 'Preview ready' : status?.status === 'building' ? 'Still building…' : status ? status.message : ''}
        {dirty && status ? ' (shows your last save, not unsaved changes)' : ''}
      </span>
    </div>
  );
}
