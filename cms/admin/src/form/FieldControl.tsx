// One field of the generated form: its label and help text (the schema's title and description),
// the control its declared widget calls for, and its error message, linked to the control with
// aria-describedby. Lists of entries render their fields with this same component.
import { lazy, Suspense } from 'react';
import type { JsonSchema } from '../lib/types';
import { blankOf, fieldLabel, kindOf, type Kind } from './field-kinds';
import type { ControlProps } from './control-props';
import { MediaField } from './MediaField';
import { RefPicker, RefSelect } from './RefPicker';
import { ChipList } from './ChipList';
import { DateTimeField } from './DateTimeField';

// Tiptap is loaded only when a screen has an HTML field (initial JS stays small)
const RichText = lazy(() => import('./RichText'));

const GROUPED = new Set<Kind['kind']>(['object-list', 'media-list', 'string-list', 'number-list', 'refs', 'chips', 'group']);

export function FieldControl({
  name,
  schema,
  path,
  value,
  onChange,
  error,
}: {
  name: string;
  schema: JsonSchema;
  path: string;
  value: unknown;
  onChange: (v: unknown) => void;
  error?: string;
}) {
  const k = kindOf(schema);
  const id = `f-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const errId = `${id}-error`;
  const helpId = `${id}-help`;
  const label = fieldLabel(name, schema);
  const describedBy = [schema.description ? helpId : '', error ? errId : ''].filter(Boolean).join(' ') || undefined;
  const props: ControlProps = { id, value, onChange, invalid: !!error, describedBy };
  const help = schema.description && (
    <p id={helpId} className="field-help">
      {schema.description}
    </p>
  );
  const message = error && (
    <p id={errId} className="field-error">
      {error}
    </p>
  );
  if (GROUPED.has(k.kind))
    return (
      <fieldset className={`field group field-${k.kind}`} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {help}
        {message}
        <Control k={k} label={label} {...props} describedBy={undefined} />
      </fieldset>
    );
  if (k.kind === 'bool')
    return (
      <div className="field field-bool">
        <label className="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true || value === 1}
            onChange={(e) => onChange(typeof value === 'number' ? (e.target.checked ? 1 : 0) : e.target.checked)}
            aria-invalid={props.invalid || undefined}
            aria-describedby={describedBy}
          />{' '}
          {label}
        </label>
        {help}
        {message}
      </div>
    );
  return (
    <div className={`field field-${k.kind}`}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {help}
      <Control k={k} label={label} {...props} />
      {message}
    </div>
  );
}

function Control({ k, label, ...p }: ControlProps & { k: Kind; label: string }) {
  const common = { id: p.id, 'aria-invalid': p.invalid || undefined, 'aria-describedby': p.describedBy };
  switch (k.kind) {
    case 'text':
      return k.long ? (
        <textarea {...common} rows={4} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />
      );
    case 'link':
      return <input {...common} type="url" inputMode="url" value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />;
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode={k.integer ? 'numeric' : 'decimal'}
          step={k.integer ? 1 : 'any'}
          min={k.min}
          max={k.max}
          value={p.value === null || p.value === undefined ? '' : String(p.value)}
          onChange={(e) => p.onChange(e.target.value === '' ? (k.nullable ? null : 0) : Number(e.target.value))}
        />
      );
    case 'choice':
      return (
        <select {...common} value={String(p.value ?? '')} onChange={(e) => p.onChange(k.numeric ? Number(e.target.value) : e.target.value)}>
          {k.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'chips':
      return <ChipList {...p} label={label} options={k.options} />;
    case 'datetime':
      return <DateTimeField {...p} />;
    case 'html':
      return (
        <Suspense fallback={<p className="muted">Loading the text editor…</p>}>
          <RichText
            id={p.id}
            labelId={`${p.id}-label`}
            value={String(p.value ?? '')}
            onChange={p.onChange}
            invalid={p.invalid}
            describedBy={p.describedBy}
            inline={k.inline}
            label={label}
          />
        </Suspense>
      );
    case 'media':
      return <MediaField {...p} label={label} />;
    case 'text-or-media':
      return <MediaField {...p} label={label} text />;
    case 'ref':
      return <RefSelect {...p} target={k.target} />;
    case 'refs':
      return <RefPicker {...p} target={k.target} label={label} />;
    case 'media-list':
    case 'string-list':
    case 'number-list':
    case 'object-list':
      return <ListField k={k} label={label} {...p} />;
    case 'group':
      return <GroupFields fields={k.fields} {...p} />;
    default:
      // a contract test keeps every field declared (__tests__/unit/console-schema-forms.test.tsx);
      // should one slip through, its value is kept as it is rather than edited blind
      return (
        <p id={p.id} className="muted small">
          This field has no control in the console; its value is kept as it is.
        </p>
      );
  }
}

/** An object's declared fields, each with its own control; fields it has beyond these are kept. */
function GroupFields({ fields, ...p }: ControlProps & { fields: Record<string, JsonSchema> }) {
  const value = p.value && typeof p.value === 'object' ? (p.value as Record<string, unknown>) : {};
  return (
    <div className="group-fields">
      {Object.entries(fields).map(([f, s]) => (
        <FieldControl key={f} name={f} schema={s} path={`${p.id}-${f}`} value={value[f]} onChange={(v) => p.onChange({ ...value, [f]: v })} />
      ))}
    </div>
  );
}

/** Lists: each entry with its own controls (an entry's fields are FieldControls), moved up or down, added and removed. */
function ListField({ k, label, ...p }: ControlProps & { k: Kind; label: string }) {
  const list = Array.isArray(p.value) ? (p.value as unknown[]) : [];
  const set = (i: number, v: unknown) => p.onChange(list.map((x, j) => (j === i ? v : x)));
  const move = (i: number, d: number) => {
    const next = [...list];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    p.onChange(next);
  };
  const blank = k.kind === 'object-list' ? blankOf(k.fields) : k.kind === 'number-list' ? (k.min ?? 0) : '';
  return (
    <>
      <ol className="entries">
        {list.map((entry, i) => (
          <li key={i} className="entry">
            {k.kind === 'object-list' ? (
              Object.entries(k.fields).map(([f, s]) => (
                <FieldControl
                  key={f}
                  name={f}
                  schema={s}
                  path={`${p.id}-${i}-${f}`}
                  value={(entry as Record<string, unknown>)?.[f]}
                  onChange={(v) => set(i, { ...(entry as object), [f]: v })}
                />
              ))
            ) : k.kind === 'media-list' ? (
              <MediaField id={`${p.id}-${i}`} label={`${label} ${i + 1}`} value={entry} onChange={(v) => set(i, v ?? '')} invalid={false} />
            ) : k.kind === 'number-list' ? (
              <>
                <label htmlFor={`${p.id}-${i}`}>
                  {label} {i + 1}
                </label>
                <input
                  id={`${p.id}-${i}`}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  min={k.min}
                  max={k.max}
                  value={typeof entry === 'number' ? String(entry) : ''}
                  onChange={(e) => set(i, e.target.value === '' ? (k.min ?? 0) : Math.trunc(Number(e.target.value)))}
                />
              </>
            ) : (
              <>
                <label htmlFor={`${p.id}-${i}`}>
                  {label} {i + 1}
                </label>
                <input id={`${p.id}-${i}`} type="text" value={String(entry ?? '')} onChange={(e) => set(i, e.target.value)} />
              </>
            )}
            <div className="entry-actions">
              <button type="button" className="btn btn-small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${label} ${i + 1} up`}>
                Up
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={i === list.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${label} ${i + 1} down`}
              >
                Down
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => p.onChange(list.filter((_, j) => j !== i))}
                aria-label={`Remove ${label} ${i + 1}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-small" onClick={() => p.onChange([...list, blank])}>
        Add to {label}
      </button>
    </>
  );
}
