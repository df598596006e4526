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
  | { kind: 'choice'; options: Option[]; numeric: boolean }
  | { kind: 'chips'; options?: Option[] }
  | { kind: 'ref'; target: string }
  | { kind: 'refs'; target: string }
  | { kind: 'datetime'; pattern?: string }
  | { kind: 'text-or-media' }
  | { kind: 'string-list' }
  | { kind: 'number-list'; min?: number; max?: number }
  | { kind: 'object-list'; fields: Record<string, JsonSchema> }
  | { kind: 'group'; fields: Record<string, JsonSchema> }
  /** a field that declares no control the console knows: shown, kept as it is, not edited */
  | { kind: 'none' };

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
    case 'choice': {
      const options = optionsOf(s) ?? [];
      return { kind: 'choice', options, numeric: !!s.anyOf?.length && s.anyOf.every((p) => typeof p.const === 'number') };
    }
    case 'chips':
      return { kind: 'chips', options: optionsOf(s.items) };
    case 'ref':
      return s['x-ref'] ? { kind: 'ref', target: s['x-ref'] } : { kind: 'number', integer: true, nullable: true };
    case 'refs':
      return s['x-ref'] ? { kind: 'refs', target: s['x-ref'] } : { kind: 'none' };
    case 'datetime':
      return { kind: 'datetime', pattern: s.pattern };
    case 'text-or-media':
      return { kind: 'text-or-media' };
    case 'lines':
      return { kind: 'string-list' };
    case 'numbers':
      return { kind: 'number-list', min: s.items?.minimum, max: s.items?.maximum };
    case 'entries':
      return s.items?.properties ? { kind: 'object-list', fields: s.items.properties } : { kind: 'none' };
    case 'group':
      return s.properties ? { kind: 'group', fields: s.properties } : { kind: 'none' };
    default:
      return { kind: 'none' };
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
    case 'choice': {
      const first = k.options[0]?.value ?? '';
      return k.numeric ? Number(first) : first;
    }
    case 'datetime':
      return utcNow();
    case 'chips':
    case 'refs':
    case 'media-list':
    case 'string-list':
    case 'number-list':
    case 'object-list':
      return [];
    case 'group':
      return blankOf(k.fields);
    case 'none':
      return undefined;
    default:
      return '';
  }
}

/** A new object of these fields: each field's empty value (fields with none are left out). */
export function blankOf(fields: Record<string, JsonSchema>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([f, s]) => [f, emptyOf(kindOf(s))])
      .filter(([, v]) => v !== undefined),
  );
}

/** Text without tags (an about-us heading is HTML), for a title in a list or heading; never cut. */
const plain = (html: string) => plainText(html, Number.POSITIVE_INFINITY);

/** An item's name, from the field its type declares as `x-title`; '' when it has none yet. */
export function itemTitle(typeSchema: JsonSchema | undefined, data: Record<string, unknown> | undefined): string {
  const field = typeSchema?.['x-title'];
  const v = field ? data?.[field] : undefined;
  return typeof v === 'string' ? plain(v) : '';
}
