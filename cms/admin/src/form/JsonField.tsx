// Free-form structures (the site's footer, a product's labels): edited as JSON, kept until it parses.
import { useState } from 'react';
import type { ControlProps } from './control-props';

export function JsonField(p: ControlProps) {
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
