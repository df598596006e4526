// The seven singleton pages, each by its name (the schema's title, which the CMS lists).
import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/api';
import { docLabel } from '../lib/catalogue';
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
      {q.data && <DocRows rows={q.data.map((r) => ({ ...r, to: `/pages/${r.id}`, label: docLabel('page', r.id, r.title) }))} />}
    </>
  );
}
