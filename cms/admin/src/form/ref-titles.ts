// The names of referenced items: the target type's list (its first page, which the pickers show
// anyway), and for a chosen item beyond it the item itself, named by the field its type declares
// as `x-title`. A reference is never shown as a bare id.
import { useQueries, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { EditorDoc, ListRow, Paged, SchemaAnswer } from '../lib/types';
import { itemTitle } from './field-kinds';

export const useSchema = () => useQuery({ queryKey: ['schema'], queryFn: () => get<SchemaAnswer>('/api/editor/schema'), staleTime: Infinity });

export function useRefTitles(target: string, ids: number[]) {
  const schema = useSchema();
  const all = useQuery({
    queryKey: ['list', target, '', '', 'title', 1],
    queryFn: () => get<Paged<ListRow>>(`/api/editor/items/${target}${qs({ sort: 'title' })}`),
  });
  const listed = new Map<number, string>((all.data?.data ?? []).map((r) => [Number(r.id), r.title]));
  const missing = all.data ? ids.filter((n) => !listed.has(n)) : [];
  const docs = useQueries({
    queries: missing.map((n) => ({
      queryKey: ['doc-title', target, n],
      queryFn: () => get<EditorDoc>(`/api/editor/items/${target}/${n}`),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const titles = new Map(listed);
  missing.forEach((n, i) => {
    const d = docs[i];
    if (d.data) titles.set(n, itemTitle(schema.data?.types[target], d.data.data));
    else if (d.isError) titles.set(n, '');
  });
  return { titles, rows: all.data?.data ?? [], noun: (schema.data?.types[target]?.title ?? 'item').toLowerCase() };
}
