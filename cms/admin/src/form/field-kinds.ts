// Which control edits a field, read from its JSON Schema (GET /api/editor/schema, made from
// contract/editor-schemas.ts): x-html is rich text, x-media a media path, a union of constants
// a choice, id lists a reference picker, lists of objects nested entries.
import type { JsonSchema } from '../lib/types';
import { REFERENCES } from '../lib/catalogue';

export type Kind =
  | { kind: 'text'; long: boolean; pattern?: string; maxLength?: number }
  | { kind: 'html'; inline: boolean }
  | { kind: 'media' }
  | { kind: 'media-list' }
  | { kind: 'number'; integer: boolean; nullable: boolean; min?: number; max?: number }
  | { kind: 'bool' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'multi'; options: string[] }
  | { kind: 'refs'; target: string }
  | { kind: 'string-list' }
  | { kind: 'object-list'; fields: Record<string, JsonSchema> }
  | { kind: 'json' };

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const LONG = /^(desc|content|brief|explain|special|address|tools|step\d)$/;

export function kindOf(name: string, s: JsonSchema): Kind {
  if (s.anyOf) {
    const parts = s.anyOf.filter((p) => !types(p).includes('null'));
    const nullable = parts.length < s.anyOf.length;
    if (parts.length && parts.every((p) => p.const !== undefined)) return { kind: 'choice', options: parts.map((p) => String(p.const)) };
    if (parts.some((p) => types(p).includes('boolean'))) return { kind: 'bool' };
    if (parts.length === 1) {
      const inner = kindOf(name, parts[0]);
      return inner.kind === 'number' ? { ...inner, nullable } : inner;
    }
    return { kind: 'json' };
  }
  const t = types(s)[0];
  if (t === 'string') {
    if (s['x-html']) return { kind: 'html', inline: s['x-inline'] === true };
    if (s['x-media']) return { kind: 'media' };
    return { kind: 'text', long: LONG.test(name), pattern: s.pattern, maxLength: s.maxLength };
  }
  if (t === 'integer' || t === 'number') return { kind: 'number', integer: t === 'integer', nullable: false, min: s.minimum, max: s.maximum };
  if (t === 'boolean') return { kind: 'bool' };
  if (t === 'array' && s.items) {
    const it = s.items;
    if (it['x-media']) return { kind: 'media-list' };
    if (types(it)[0] === 'integer') return REFERENCES[name] ? { kind: 'refs', target: REFERENCES[name] } : { kind: 'json' };
    if (it.anyOf?.every((p) => p.const !== undefined)) return { kind: 'multi', options: it.anyOf.map((p) => String(p.const)) };
    if (types(it)[0] === 'string') return { kind: 'string-list' };
    if (types(it)[0] === 'object' && it.properties && Object.keys(it.properties).length) return { kind: 'object-list', fields: it.properties };
  }
  return { kind: 'json' };
}

/** "sub_title" → "Sub title"; a schema title wins. */
export const fieldLabel = (name: string, s: JsonSchema) =>
  s.title ?? (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ').replace(/ ids?$/, ' (references)');

/** An empty value of the kind, for new items and new list entries. */
export function emptyOf(k: Kind): unknown {
  switch (k.kind) {
    case 'media':
      return null;
    case 'number':
      return k.nullable ? null : 0;
    case 'bool':
      return false;
    case 'choice':
      return k.options[0];
    case 'multi':
    case 'refs':
    case 'media-list':
    case 'string-list':
    case 'object-list':
      return [];
    case 'json':
      return undefined;
    default:
      return '';
  }
}
