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
}

function Shell({ id, label, hint, requiredMark, className, children }: FieldShell & { id: string; children: React.ReactNode }): JSX.Element {
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
    </div>
  );
}

export type TextFieldProps = FieldShell & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({ label, hint, requiredMark, className, id, ...input }: TextFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className}>
      <input id={fid} className={styles.input} aria-describedby={hint ? `${fid}-hint` : undefined} {...input} />
    </Shell>
  );
}

export type TextAreaFieldProps = FieldShell & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, hint, requiredMark, className, id, ...area }: TextAreaFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className}>
      <textarea id={fid} className={`${styles.input} ${styles.textarea}`} rows={5} {...area} />
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

export function SelectField({ label, hint, requiredMark, className, id, options, placeholder, ...select }: SelectFieldProps): JSX.Element {
  const auto = React.useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} hint={hint} requiredMark={requiredMark} className={className}>
      <select id={fid} className={`${styles.input} ${styles.select}`} {...select}>
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

/** Keep a record of string fields in state with one change handler per field name. */
export function useFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [fields, setFields] = React.useState<T>(initial);
  const bind = React.useCallback(
    (name: keyof T) => ({
      name: String(name),
      value: fields[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const value = e.target.value;
        setFields((prev) => ({ ...prev, [name]: value }));
      },
    }),
    [fields],
  );
  return { fields, setFields, bind };
}
