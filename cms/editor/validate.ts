// Checks an item's or page's data against its schema (src/contract/editor-schemas.ts), naming every
// invalid field and its rule.
import { Value } from '@sinclair/typebox/value';
import { ITEM_SCHEMAS, PAGE_SCHEMAS } from '../../src/contract/editor-schemas';

export interface FieldError {
  path: string;
  message: string;
}

export function dataErrors(type: string, key: string, data: unknown): FieldError[] {
  const schema = type === 'page' ? PAGE_SCHEMAS[key] : ITEM_SCHEMAS[type];
  if (!schema) return [];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of Value.Errors(schema, data)) {
    // a union reports each branch; one message per field is enough
    if (seen.has(e.path)) continue;
    seen.add(e.path);
    errors.push({ path: `/data${e.path}`, message: e.message });
    if (errors.length >= 50) break;
  }
  return errors;
}
