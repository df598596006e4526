// Checks an item's or page's data against its schema (contract/editor-schemas.ts), naming every
// invalid field and its rule, then the rules the schema marks (media, links) and what content may
// never hold (a dealer's login: an account, managed under Dealer logins).
import { Value } from '@sinclair/typebox/value';
import { ITEM_SCHEMAS, PAGE_SCHEMAS } from '../../contract/editor-schemas';
import { fieldRuleErrors } from './field-rules';

export interface FieldError {
  path: string;
  message: string;
}

export const LOGIN_NOT_CONTENT =
  'a dealer’s login is an account, not content: admins create it and send the set-password link under Dealer logins; passwords are never stored with the dealer';

export function dataErrors(type: string, key: string, data: unknown, options: { demo?: boolean } = {}): FieldError[] {
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
  if (type === 'dealers' && data && typeof data === 'object' && 'login' in data) errors.push({ path: '/data/login', message: LOGIN_NOT_CONTENT });
  for (const e of fieldRuleErrors(schema, data, options.demo ?? false)) if (!seen.has(e.path.slice('/data'.length))) errors.push(e);
  return errors.slice(0, 50);
}
