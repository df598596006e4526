/**
 * Refusals beside their fields. Every problem, the form's own checks and the server's alike
 * (`data.errors` of a refused register or edit, contract/registrations.ts FieldError), names its
 * field by the JSON pointer of the request ("/owner/email", "/installations/0/rolls/1/metres").
 * Each is shown at the deepest field the form has for it ("/installations/0/areas/2" at the
 * installation's areas); one that names no field of the form is shown at the top.
 */
import type { FieldError } from '../../../contract/registrations';

export type { FieldError };

/** The element id of a field: "/owner/email" → "reg-owner-email". */
export const fieldId = (pointer: string): string => `reg${pointer.replace(/[^A-Za-z0-9_]+/g, '-')}`;

export interface PlacedErrors {
  /** messages by the pointer of the field that shows them */
  byField: Map<string, string[]>;
  /** messages that name no field of the form */
  general: string[];
}

/** Place each error at the deepest of `fields` (pointers) that is its path or contains it. */
export function placeErrors(errors: readonly FieldError[], fields: readonly string[]): PlacedErrors {
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  const sorted = [...fields].sort((a, b) => b.length - a.length);
  for (const e of errors) {
    const at = sorted.find((f) => e.path === f || e.path.startsWith(`${f}/`));
    if (!at) {
      if (!general.includes(e.message)) general.push(e.message);
      continue;
    }
    const list = byField.get(at) ?? [];
    if (!list.includes(e.message)) list.push(e.message);
    byField.set(at, list);
  }
  return { byField, general };
}

/** The `errors` of a refusal's data, when it carries them (anything else: none). */
export function errorsOf(data: unknown): FieldError[] {
  const list = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is FieldError => !!e && typeof e === 'object' && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).message === 'string',
  );
}

/** The first field (in the form's order) that shows an error: where focus goes after a refusal. */
export function firstErrorField(placed: PlacedErrors, fields: readonly string[]): string | null {
  return fields.find((f) => placed.byField.has(f)) ?? null;
}

/** Drop the errors shown at a field once it is edited (the visitor is fixing it). */
export function withoutErrorsAt(errors: readonly FieldError[], pointer: string): FieldError[] {
  return errors.filter((e) => e.path !== pointer && !e.path.startsWith(`${pointer}/`));
}
