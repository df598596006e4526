/**
 * A required text field of a registration request, named by its JSON pointer ("/owner/email"): its
 * element id comes from the pointer (what the error summary links to and focus goes to), the
 * error placed at that pointer is shown beside it, and what is typed is reported as a string.
 */
import * as React from 'react';
import { TextField, type TextFieldProps } from '../forms/form-fields';
import { fieldId } from './field-errors';

export type PointerFieldProps = Omit<TextFieldProps, 'id' | 'value' | 'error' | 'onChange' | 'requiredMark'> & {
  pointer: string;
  value: string;
  /** the message shown beside the field at a JSON pointer, or null */
  errorAt: (pointer: string) => string | null;
  onValue: (value: string) => void;
};

export function PointerField({ pointer, value, errorAt, onValue, ...input }: PointerFieldProps): JSX.Element {
  return <TextField id={fieldId(pointer)} requiredMark value={value} error={errorAt(pointer)} onChange={(e) => onValue(e.target.value)} {...input} />;
}
