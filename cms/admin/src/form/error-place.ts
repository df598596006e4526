// Where a refusal of the CMS points, in the form's words. The CMS names a refused value by its JSON
// path inside the save's body (`/data/footer/apps/0/url`, cms/editor/validate.ts); the form shows
// the message beside the top field (`footer`) and says where inside it by the schema's labels
// ("Apps 1 › Address"), never by the database's names.
import type { JsonSchema } from '../lib/types';

export interface ErrorPlace {
  /** the top-level field whose control shows the message */
  field: string;
  /** the labels inside it down to the refused value; '' when the field itself is refused */
  inside: string;
}

export function errorPlace(schema: JsonSchema, path: string): ErrorPlace | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'data') segments.shift();
  const [field, ...rest] = segments;
  const top = field === undefined ? undefined : schema.properties?.[field];
  if (!field || !top) return null;
  const names: string[] = [];
  let at: JsonSchema | undefined = top;
  for (const seg of rest) {
    if (/^\d+$/.test(seg) && at?.items) {
      // an entry of a list: "Apps 1" (people count from 1), or the list's own label at the top
      const list = names.pop() ?? at.title ?? '';
      names.push(`${list} ${Number(seg) + 1}`.trim());
      at = at.items;
    } else {
      at = at?.properties?.[seg];
      names.push(at?.title ?? seg);
    }
  }
  return { field, inside: names.join(' › ') };
}
