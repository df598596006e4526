// The seven singleton pages.
import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/api';
import { PAGE_LABELS } from '../lib/catalogue';
import type { ListRow } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { DocRows } from '../ui/DocRows';

export function PageList() {
  const q = useQuery({ queryKey: ['pages'], queryFn: () => get<ListRow[]>('/api/editor/pages') });
  return (
    <>
      <h1>Pages</h1>
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && <DocRows rows={q.data.map((r) => ({ ...r, to: `/pages/${r.id}`, label: PAGE_LABELS[String(r.id)] ?? String(r.id) }))} />}
    </>
  );
}
