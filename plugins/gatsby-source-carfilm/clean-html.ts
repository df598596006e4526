/**
 * The build's one pass over rich HTML: every field the contract marks as HTML is replaced by
 * siteHtml() (sanitized, headings shifted, links pointed at served URLs) before any node exists,
 * so pages can render it as trusted HTML. Runs in full and delta sourcing alike.
 *
 * Every few records it hands the event loop back, so a large site's cleaning does not stall the
 * build's other work (docs/architecture.md#sourcing-at-scale).
 */
import type { TSchema } from '@sinclair/typebox';
import { HTML_MEDIA_TYPE } from '../../contract/envelope';
import { siteHtml, type ImageSizeOf } from './site-html';
import type { Records } from './context';
import { NODE_TYPES, NODE_TYPE_NAMES } from './node-types';

export const YIELD_EVERY = 50;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Cleans the HTML fields of one value in place; returns how many fields were cleaned. */
export function cleanValue(schema: TSchema, value: unknown, imageSize?: ImageSizeOf): { value: unknown; fields: number } {
  if (schema.contentMediaType === HTML_MEDIA_TYPE && typeof value === 'string') return { value: siteHtml(value, { imageSize }), fields: 1 };
  let fields = 0;
  if (Array.isArray(schema.anyOf)) {
    let v = value;
    for (const branch of schema.anyOf as TSchema[]) {
      const r = cleanValue(branch, v, imageSize);
      v = r.value;
      fields += r.fields;
    }
    return { value: v, fields };
  }
  if (schema.type === 'object' && schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const [key, prop] of Object.entries(schema.properties as Record<string, TSchema>)) {
      if (!(key in obj)) continue;
      const r = cleanValue(prop, obj[key], imageSize);
      obj[key] = r.value;
      fields += r.fields;
    }
    return { value: obj, fields };
  }
  if (schema.type === 'array' && schema.items && Array.isArray(value)) {
    value.forEach((item, i) => {
      const r = cleanValue(schema.items as TSchema, item, imageSize);
      value[i] = r.value;
      fields += r.fields;
    });
  }
  return { value, fields };
}

/**
 * Cleans every record's HTML in place, yielding every `every` records; returns the fields cleaned.
 * `imageSize` gives the images of the HTML whose file the build has their width and height.
 */
export async function cleanRecords(records: Records, every = YIELD_EVERY, imageSize?: ImageSizeOf): Promise<number> {
  let fields = 0;
  let since = 0;
  for (const type of NODE_TYPE_NAMES) {
    const { schema } = NODE_TYPES[type];
    for (const record of records[type]) {
      fields += cleanValue(schema, record.data, imageSize).fields;
      if (++since >= every) {
        since = 0;
        await yieldToLoop();
      }
    }
  }
  return fields;
}
