// The dealers and the films to choose from in the roll registry and the registration filters: every
// page of the content list (50 a page), by name, without deleted items.
import { useQuery } from '@tanstack/react-query';
import { get, qs } from './api';
import type { ListRow, Paged } from './types';

export interface Choice {
  id: number;
  name: string;
}

async function allOf(type: string): Promise<Choice[]> {
  const out: Choice[] = [];
  for (let page = 1; ; page += 1) {
    const p = await get<Paged<ListRow>>(`/api/editor/items/${type}${qs({ sort: 'title', page })}`);
    for (const r of p.data) if (r.state !== 'deleted') out.push({ id: Number(r.id), name: r.title || `Untitled (number ${r.id})` });
    if (page >= p.last_page) return out;
  }
}

export const useChoices = (type: 'dealers' | 'products') => useQuery({ queryKey: ['choices', type], queryFn: () => allOf(type), staleTime: 60_000 });
