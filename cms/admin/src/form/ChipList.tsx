// A set of labels as a chip list: each chosen label a chip with its own Remove button, and a control
// to add one (a menu of what is left when the schema lists the labels, else a text box: Enter adds).
// Removing moves the focus to the next chip, or to the add control when none is left; both steps
// are spoken.
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ControlProps } from './control-props';
import type { Option } from './field-kinds';
import { useAnnounce } from '../ui/announce';

export function ChipList({ id, value, onChange, invalid, describedBy, label, options }: ControlProps & { label: string; options?: Option[] }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const say = useAnnounce();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const nameOf = (v: string) => options?.find((o) => o.value === v)?.label ?? v;
  const left = options?.filter((o) => !chosen.includes(o.value));

  const add = (v: string) => {
    const next = v.trim();
    if (!next || chosen.includes(next)) return;
    onChange([...chosen, next]);
    setDraft('');
    say(`${nameOf(next)} added to ${label}.`);
  };
  const remove = (i: number) => {
    const gone = chosen[i];
    onChange(chosen.filter((_, j) => j !== i));
    say(`${nameOf(gone)} removed from ${label}.`);
    // the chip that takes its place, else the one before, else the add control
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button.chip-remove');
      const target = buttons?.[Math.min(i, buttons.length - 1)] ?? addRef.current;
      target?.focus();
    });
  };

  // the add control: a menu of the labels left, or a text box; Enter adds what it holds
  const addControl = {
    id,
    ref: addRef,
    value: draft,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft(e.target.value),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const onEnter = (chosen: () => string) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add(chosen());
  };

  return (
    <div className="chips">
      {chosen.length === 0 ? (
        <p className="muted small">None chosen.</p>
      ) : (
        <ul role="list" className="chip-list" ref={listRef} aria-label={`${label}: chosen`}>
          {chosen.map((v, i) => (
            <li key={v} className="chip">
              <span className="chip-text">{nameOf(v)}</span>
              <button type="button" className="chip-remove" onClick={() => remove(i)} aria-label={`Remove ${nameOf(v)}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {options ? (
        left && left.length > 0 ? (
          <div className="chip-add">
            <label htmlFor={id} className="visually-hidden">
              Add to {label}
            </label>
            <select {...addControl} onKeyDown={onEnter(() => draft || left[0].value)}>
              <option value="">Choose a label…</option>
              {left.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-small" disabled={!draft} onClick={() => add(draft)}>
              Add<span className="visually-hidden"> to {label}</span>
            </button>
          </div>
        ) : (
          <p className="muted small">All labels are chosen.</p>
        )
      ) : (
        <div className="chip-add">
          <label htmlFor={id} className="visually-hidden">
            Add to {label}
          </label>
          <input {...addControl} type="text" placeholder="New label, then Enter" onKeyDown={onEnter(() => draft)} />
          <button type="button" className="btn btn-small" disabled={!draft.trim()} onClick={() => add(draft)}>
            Add<span className="visually-hidden"> to {label}</span>
          </button>
        </div>
      )}
    </div>
  );
}
