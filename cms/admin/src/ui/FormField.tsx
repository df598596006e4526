// One row of a hand-written form (sign-in, accounts, own password): the label, the control, an
// optional hint and the field's message, linked to the control so screen readers read them with it
// (docs/product/accessibility.md). The generated content forms have their own (form/FieldControl).
import type { ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** the control, given the attributes that tie it to its label, hint and message */
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted small">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
