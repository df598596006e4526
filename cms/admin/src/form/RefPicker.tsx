// References to other items (related posts, trainers, cases…): the chosen ones in order, and a
// search of the target type to add more.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { ListRow, Paged } from '../lib/types';
import type { ControlProps } from './FieldControl';
import { typeLabel } from '../lib/catalogue';

export function RefPicker({ id, value, onChange, label, target }: ControlProps & { label: string; target: string }) {
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const [search, setSearch] = useState('');
  const all = useQuery({ queryKey: ['list', target, '', '', 'id', 1], queryFn: () => get<Paged<ListRow>>(`/api/editor/items/${target}${qs({ sort: 'id' })}`) });
  const found = useQuery({
    queryKey: ['list', target, search, '', '', 1],
    queryFn: () => get<Paged<ListRow>>(`/api/editor/items/${target}${qs({ search })}`),
    enabled: search.length > 0,
  });
  const titles = new Map<number, string>();
  for (const r of [...(all.data?.data ?? []), ...(found.data?.data ?? [])]) titles.set(Number(r.id), r.title);
  const options = (search ? found.data?.data : all.data?.data)?.filter((r) => !ids.includes(Number(r.id))).slice(0, 8) ?? [];
  return (
    <div className="refs">
      {ids.length === 0 ? (
        <p className="muted">None chosen.</p>
      ) : (
        <ol className="chosen">
          {ids.map((n) => (
            <li key={n}>
              {titles.get(n) ?? `${typeLabel(target)} #${n}`}{' '}
              <button type="button" className="btn btn-small" onClick={() => onChange(ids.filter((x) => x !== n))}>
                Remove<span className="visually-hidden"> {titles.get(n) ?? `#${n}`}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-search`}>Find {typeLabel(target).toLowerCase()} to add</label>
      <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul role="list" className="ref-options" aria-label={`${label}: matches`}>
        {options.map((r) => (
          <li key={r.id}>
            <button type="button" className="btn btn-small" onClick={() => onChange([...ids, Number(r.id)])}>
              Add<span className="visually-hidden"> to {label}:</span> {r.title || `#${r.id}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
