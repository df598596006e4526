// References to other items (related posts, trainers, cases…), the type the schema's `x-ref` names:
// the chosen ones in order, each by its name, and a search of the target type to add more. And one
// reference (a product's category), chosen from the target type's items.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { ListRow, Paged } from '../lib/types';
import type { ControlProps } from './control-props';
import { useRefTitles } from './ref-titles';

/** A chosen item's name; one that is gone or has no name yet is said so, with its number. */
const shown = (titles: Map<number, string>, n: number, noun: string) => {
  const t = titles.get(n);
  if (t === undefined) return 'Loading…';
  return t || `Untitled ${noun} (number ${n})`;
};

export function RefPicker({ id, value, onChange, label, target }: ControlProps & { label: string; target: string }) {
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const [search, setSearch] = useState('');
  const { titles, rows, noun } = useRefTitles(target, ids);
  const found = useQuery({
    queryKey: ['list', target, search, '', '', 1],
    queryFn: () => get<Paged<ListRow>>(`/api/editor/items/${target}${qs({ search })}`),
    enabled: search.length > 0,
  });
  const options = (search ? found.data?.data : rows)?.filter((r) => !ids.includes(Number(r.id))).slice(0, 8) ?? [];
  return (
    <div className="refs">
      {ids.length === 0 ? (
        <p className="muted">None chosen.</p>
      ) : (
        <ol className="chosen">
          {ids.map((n) => (
            <li key={n}>
              <span>{shown(titles, n, noun)}</span>{' '}
              <button type="button" className="btn btn-small" onClick={() => onChange(ids.filter((x) => x !== n))}>
                Remove<span className="visually-hidden"> {shown(titles, n, noun)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-search`}>Find a {noun} to add</label>
      <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul role="list" className="ref-options" aria-label={`${label}: matches`}>
        {options.map((r) => (
          <li key={r.id}>
            <button type="button" className="btn btn-small" onClick={() => onChange([...ids, Number(r.id)])}>
              Add<span className="visually-hidden"> to {label}:</span> {r.title || `Untitled ${noun} (number ${r.id})`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RefSelect({ id, value, onChange, invalid, describedBy, target }: ControlProps & { target: string }) {
  const n = typeof value === 'number' ? value : null;
  const { titles, rows, noun } = useRefTitles(target, n === null ? [] : [n]);
  const listed = rows.some((r) => Number(r.id) === n);
  return (
    <select
      id={id}
      value={n === null ? '' : String(n)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">None</option>
      {n !== null && !listed && <option value={String(n)}>{shown(titles, n, noun)}</option>}
      {rows.map((r) => (
        <option key={r.id} value={String(r.id)}>
          {r.title || `Untitled ${noun} (number ${r.id})`}
        </option>
      ))}
    </select>
  );
}
