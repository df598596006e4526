/**
 * Labelled form controls shared by the live forms (contact, become partner, auth, edit info).
 * Validation is the page's job (one alert with the first message,
 * docs/product/validation-messages.md), so the controls
 * carry no `required` attribute: the browser's own bubbles would pre-empt the documented alerts.
 */
import * as React from 'react';
import * as styles from './form.module.css';

interface FieldShell {
  label: string;
  /** Shown under the control (e.g. the password hint). */
  hint?: React.ReactNode;
  /** Visually mark the field as required (the checks themselves are in validate-*.ts). */
  requiredMark?: boolean;
  className?: string;
  /** The message of the check this field failed (shown, announced, and describing the control). */
  error?: string | null;
}

/** aria-describedby of a control: its hint and its error message, when present. */
function describedBy(id: string, hint: React.ReactNode, error: string | null | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Shell({ id, label, hint, requiredMark, className, error, children }: FieldShell & { id: string; children: React.ReactNode }): JSX.Element {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {requiredMark && (
          <span className={styles.star} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldShell & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({ label, hint, requiredMark, className, id, error, ...input }: TextFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className} error={error}>
      <input
        id={fid}
        type="text"
        className={styles.input}
        aria-describedby={describedBy(fid, hint, error)}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </Shell>
  );
}

export type TextAreaFieldProps = FieldShell & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, hint, requiredMark, className, id, error, ...area }: TextAreaFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className} error={error}>
      <textarea
        id={fid}
        className={`${styles.input} ${styles.textarea}`}
        rows={5}
        aria-describedby={describedBy(fid, hint, error)}
        aria-invalid={error ? true : undefined}
        {...area}
      />
    </Shell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldShell &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: Option[];
    /** The empty first option ('Select a country' …). */
    placeholder: string;
  };

export function SelectField({ label, hint, requiredMark, className, id, options, placeholder, error, ...select }: SelectFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className} error={error}>
      <select
        id={fid}
        className={`${styles.input} ${styles.select}`}
        aria-describedby={describedBy(fid, hint, error)}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/**
 * Keep a record of string fields in state with one change handler per field name, and the one
 * failed check to show on its field (docs/product/accessibility.md#forms): `showError(name,
 * message)` after the documented alert marks the field invalid, describes it with the message and
 * focuses it; editing that field clears it.
 */
export function useFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [fields, setFields] = React.useState<T>(initial);
  const [error, setError] = React.useState<{ name: keyof T; message: string } | null>(null);
  const prefix = React.useId();
  const idOf = React.useCallback((name: keyof T) => `${prefix}-${String(name)}`, [prefix]);
  const focusRef = React.useRef<keyof T | null>(null);

  React.useEffect(() => {
    if (error && focusRef.current === error.name) {
      focusRef.current = null;
      document.getElementById(idOf(error.name))?.focus();
    }
  }, [error, idOf]);

  const showError = React.useCallback((name: keyof T | null | undefined, message: string) => {
    if (name == null) return;
    focusRef.current = name;
    setError({ name, message });
  }, []);

  /** Set one field as the visitor's edit does: its error, if shown, goes. */
  const setField = React.useCallback((name: keyof T, value: string) => {
    setFields((prev) => ({ ...prev, [name]: value }));
    setError((prev) => (prev?.name === name ? null : prev));
  }, []);

  const bind = React.useCallback(
    (name: keyof T) => ({
      id: idOf(name),
      name: String(name),
      value: fields[name],
      error: error?.name === name ? error.message : null,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setField(name, e.target.value),
    }),
    [fields, error, idOf, setField],
  );
  return { fields, setFields, setField, bind, showError };
}
