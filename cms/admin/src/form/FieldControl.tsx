// One field of the generated form: label, the control its kind calls for, and its error message,
// linked to the control with aria-describedby.
import { lazy, Suspense, useState } from 'react';
import type { JsonSchema } from '../lib/types';
import { emptyOf, fieldLabel, kindOf, type Kind } from './field-kinds';
import { MediaField } from './MediaField';
import { RefPicker } from './RefPicker';

// Tiptap is loaded only when a screen has an HTML field (initial JS stays small)
const RichText = lazy(() => import('./RichText'));

export interface ControlProps {
  id: string;
  value: unknown;
  onChange: (v: unknown) => void;
  invalid: boolean;
  describedBy?: string;
}

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
  const k = kindOf(name, schema);
  const id = `f-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const errId = `${id}-error`;
  const label = fieldLabel(name, schema);
  const props: ControlProps = { id, value, onChange, invalid: !!error, describedBy: error ? errId : undefined };
  const grouped = k.kind === 'multi' || k.kind === 'object-list' || k.kind === 'media-list' || k.kind === 'string-list' || k.kind === 'refs';
  const message = error && (
    <p id={errId} className="field-error">
      {error}
    </p>
  );
  if (grouped)
    return (
      <fieldset className="field group" aria-describedby={props.describedBy}>
        <legend>{label}</legend>
        {message}
        <Control k={k} name={name} label={label} {...props} />
      </fieldset>
    );
  return (
    <div className={`field field-${k.kind}`}>
      {k.kind === 'bool' ? null : (
        <label htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      {k.kind === 'bool' ? (
        <label className="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true || value === 1}
            onChange={(e) => onChange(typeof value === 'number' ? (e.target.checked ? 1 : 0) : e.target.checked)}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
          />{' '}
          {label}
        </label>
      ) : (
        <Control k={k} name={name} label={label} {...props} />
      )}
      {message}
    </div>
  );
}

function Control({ k, name, label, ...p }: ControlProps & { k: Kind; name: string; label: string }) {
  const common = { id: p.id, 'aria-invalid': p.invalid || undefined, 'aria-describedby': p.describedBy };
  switch (k.kind) {
    case 'text':
      return k.long ? (
        <textarea {...common} rows={4} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />
      );
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
        <select {...common} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)}>
          {k.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'multi': {
      const chosen = Array.isArray(p.value) ? (p.value as string[]) : [];
      return (
        <div className="checks">
          {k.options.map((o) => (
            <label key={o} className="check">
              <input
                type="checkbox"
                checked={chosen.includes(o)}
                onChange={(e) => p.onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
              />{' '}
              {o}
            </label>
          ))}
        </div>
      );
    }
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
    case 'refs':
      return <RefPicker {...p} target={k.target} label={label} />;
    case 'media-list':
    case 'string-list':
    case 'object-list':
      return <ListField k={k} name={name} label={label} {...p} />;
    default:
      return <JsonField {...p} />;
  }
}

/** Nested lists: each entry with its own controls, moved up or down, added and removed. */
function ListField({ k, name, label, ...p }: ControlProps & { k: Kind; name: string; label: string }) {
  const list = Array.isArray(p.value) ? (p.value as unknown[]) : [];
  const set = (i: number, v: unknown) => p.onChange(list.map((x, j) => (j === i ? v : x)));
  const move = (i: number, d: number) => {
    const next = [...list];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    p.onChange(next);
  };
  const blank =
    k.kind === 'object-list' ? Object.fromEntries(Object.entries(k.fields).map(([f, s]) => [f, emptyOf(kindOf(f, s))])) : k.kind === 'media-list' ? '' : '';
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

/** Free-form structures (the site's footer, labels): edited as JSON, kept until it parses. */
function JsonField(p: ControlProps) {
  const [text, setText] = useState(() => (p.value === undefined ? '' : JSON.stringify(p.value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <>
      <textarea
        id={p.id}
        className="mono"
        rows={Math.min(14, Math.max(3, text.split('\n').length))}
        value={text}
        aria-invalid={bad || p.invalid || undefined}
        aria-describedby={[p.describedBy, bad ? `${p.id}-json` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            p.onChange(e.target.value.trim() === '' ? undefined : JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && (
        <p id={`${p.id}-json`} className="field-error">
          This is not valid JSON yet; the last valid value is what will be saved.
        </p>
      )}
    </>
  );
}
