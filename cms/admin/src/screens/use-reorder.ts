// Moving an item of an ordered type (about us, core values, plotters, trainers, trainings,
// countries: docs/product/editing.md) one place up or down. The CMS takes the type's whole order,
// so the move reads every page of the list in site order first; the site order follows on the
// next build (the preview at once).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call, get, qs } from '../lib/api';
import type { ListRow, Paged } from '../lib/types';
import { useAnnounce } from '../ui/announce';

/** Every live item's id in the site's order. */
async function siteOrder(type: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const p = await get<Paged<ListRow>>(`/api/editor/items/${type}${qs({ sort: 'position', page })}`);
    ids.push(...p.data.map((r) => Number(r.id)));
    if (page >= p.last_page) return ids;
  }
}

export type Direction = 'up' | 'down';

/** The id of a row's move button, so focus can stay on it while its row moves. */
export const moveButtonId = (id: number | string, dir: Direction) => `move-${dir}-${id}`;

export function useReorder(type: string) {
  const qc = useQueryClient();
  const say = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const move = async (row: ListRow, dir: Direction) => {
    // a second press while the first is on its way is dropped (the button stays focusable)
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const ids = await siteOrder(type);
      const from = ids.indexOf(Number(row.id));
      const to = from + (dir === 'up' ? -1 : 1);
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to], ids[from]];
      await call('POST', `/api/editor/items/${type}/reorder`, { ids });
      await qc.invalidateQueries({ queryKey: ['list', type] });
      say(`${row.title || `Untitled item (number ${row.id})`} moved ${dir}: now ${to + 1} of ${ids.length}.`);
      // the row has moved in the table: focus goes back to the same button
      requestAnimationFrame(() => document.getElementById(moveButtonId(row.id, dir))?.focus());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { move, error };
}
