// Which control edits a field, read only from what the schema declares beside its TypeBox type
// (contract/editor-schemas.ts, served by GET /api/editor/schema): its `x-widget`, `title`,
// `description` and `x-ref`. Nothing is guessed from a field's name.
import { plainText } from '../../../../contract/plain-text';
import type { JsonSchema } from '../lib/types';
import { utcNow } from '../lib/time';

export interface Option {
  value: string;
  label: string;
}

export type Kind =
  | { kind: 'text'; long: boolean; pattern?: string; maxLength?: number }
  | { kind: 'link'; maxLength?: number }
  | { kind: 'html'; inline: boolean }
  | { kind: 'media' }
  | { kind: 'media-list' }
  | { kind: 'number'; integer: boolean; nullable: boolean; min?: number; max?: number }
  | { kind: 'bool' }
  | { kind: 'choice'; options: Option[] }
  | { kind: 'chips'; options?: Option[] }
  | { kind: 'ref'; target: string }
  | { kind: 'refs'; target: string }
  | { kind: 'datetime'; pattern?: string }
  | { kind: 'string-list' }
  | { kind: 'object-list'; fields: Record<string, JsonSchema> }
  | { kind: 'json' };

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
/** A union's members other than null. */
const members = (s: JsonSchema) => (s.anyOf ?? [s]).filter((p) => !types(p).includes('null'));
const optionsOf = (s: JsonSchema | undefined): Option[] | undefined => {
  const consts = s?.anyOf?.filter((p) => p.const !== undefined);
  return consts?.length ? consts.map((p) => ({ value: String(p.const), label: p.title ?? String(p.const) })) : undefined;
};

export function kindOf(s: JsonSchema): Kind {
  switch (s['x-widget']) {
    case 'text':
    case 'textarea':
      return { kind: 'text', long: s['x-widget'] === 'textarea', pattern: s.pattern, maxLength: s.maxLength };
    case 'link':
      return { kind: 'link', maxLength: s.maxLength };
    case 'html':
      return { kind: 'html', inline: false };
    case 'html-inline':
      return { kind: 'html', inline: true };
    case 'media':
      return { kind: 'media' };
    case 'media-list':
      return { kind: 'media-list' };
    case 'number': {
      const n = members(s)[0] ?? s;
      return {
        kind: 'number',
        integer: types(n).includes('integer'),
        nullable: !!s.anyOf && members(s).length < s.anyOf.length,
        min: n.minimum,
        max: n.maximum,
      };
    }
    case 'checkbox':
      return { kind: 'bool' };
    case 'choice':
      return { kind: 'choice', options: optionsOf(s) ?? [] };
    case 'chips':
      return { kind: 'chips', options: optionsOf(s.items) };
    case 'ref':
      return s['x-ref'] ? { kind: 'ref', target: s['x-ref'] } : { kind: 'number', integer: true, nullable: true };
    case 'refs':
      return s['x-ref'] ? { kind: 'refs', target: s['x-ref'] } : { kind: 'json' };
    case 'datetime':
      return { kind: 'datetime', pattern: s.pattern };
    case 'lines':
      return { kind: 'string-list' };
    case 'entries':
      return s.items?.properties ? { kind: 'object-list', fields: s.items.properties } : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

/** The label a person reads: the schema's title (every field declares one; the name is a last resort). */
export const fieldLabel = (name: string, s: JsonSchema) => s.title ?? name;

/** An empty value of the kind, for new items and new list entries. */
export function emptyOf(k: Kind): unknown {
  switch (k.kind) {
    case 'media':
    case 'ref':
      return null;
    case 'number':
      return k.nullable ? null : 0;
    case 'bool':
      return false;
    case 'choice':
      return k.options[0]?.value ?? '';
    case 'datetime':
      return utcNow();
    case 'chips':
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

/** Text without tags (an about-us heading is HTML), for a title in a list or heading; never cut. */
const plain = (html: string) => plainText(html, Number.POSITIVE_INFINITY);

/** An item's name, from the field its type declares as `x-title`; '' when it has none yet. */
export function itemTitle(typeSchema: JsonSchema | undefined, data: Record<string, unknown> | undefined): string {
  const field = typeSchema?.['x-title'];
  const v = field ? data?.[field] : undefined;
  return typeof v === 'string' ? plain(v) : '';
}
