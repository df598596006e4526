/**
 * The owner's name, email and phone, as the register form and the edit form both ask them: the
 * same labels, ids ("reg-owner-name" …, from the request's JSON pointers) and errors beside each
 * field. The register form (`variant="register"`, a section of a long form on a shared workshop
 * tablet) turns the browser's autofill off and asks for the email keyboard; the edit form
 * (`variant="edit"`, a group inside a registration's page) says the owner is told when the email
 * changes. State and checks stay with the form: this only shows and reports what is typed.
 */
import * as React from 'react';
import { REG_LIMITS } from '../../../contract/registration-rules';
import type { RegistrationDraft } from './draft';
import { PointerField, type PointerFieldProps } from './pointer-field';
import * as formStyles from '../forms/form.module.css';
import * as styles from './registration.module.css';

export type OwnerValues = RegistrationDraft['owner'];

export interface OwnerFieldsProps {
  variant: 'register' | 'edit';
  owner: OwnerValues;
  /** the message shown beside the field at a JSON pointer ("/owner/email"), or null */
  errorAt: (pointer: string) => string | null;
  onChange: (key: keyof OwnerValues, value: string) => void;
}

type Input = Partial<Omit<PointerFieldProps, 'pointer' | 'value' | 'errorAt' | 'onValue'>>;

const FIELDS: readonly { key: keyof OwnerValues; label: string; input: Input; registering?: Input; editing?: Input }[] = [
  { key: 'name', label: 'Name', input: { maxLength: REG_LIMITS.text } },
  { key: 'email', label: 'Email', input: { type: 'email' }, registering: { inputMode: 'email' }, editing: { hint: 'The owner is told when it changes.' } },
  { key: 'phone', label: 'Phone', input: { type: 'tel', maxLength: 40 } },
];

export function OwnerFields({ variant, owner, errorAt, onChange }: OwnerFieldsProps): JSX.Element {
  const registering = variant === 'register';
  return (
    <fieldset className={registering ? styles.section : styles.group}>
      <legend className={registering ? styles.sectionLegend : styles.groupLegend}>Owner</legend>
      <div className={formStyles.grid}>
        {FIELDS.map((f) => (
          <PointerField
            key={f.key}
            pointer={`/owner/${f.key}`}
            label={f.label}
            {...f.input}
            {...(registering ? { autoComplete: 'off', ...f.registering } : f.editing)}
            value={owner[f.key]}
            errorAt={errorAt}
            onValue={(v) => onChange(f.key, v)}
          />
        ))}
      </div>
    </fieldset>
  );
}
