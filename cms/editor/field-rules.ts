// Rules a JSON Schema cannot say clearly: a media field (x-media) holds a file of the media library,
// never a URL a visitor's browser would open (data:text/html, another site); a link field (x-link)
// holds an https: address (http: too in a demo, whose site runs on localhost). Each refusal names
// the field, as the schema's own errors do.
import type { TSchema } from '@sinclair/typebox';
import type { FieldError } from './validate';

/** media/… as the library and the content files write it: no scheme, no `..`, no empty segment. */
const MEDIA_PATH = /^media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const isMediaPath = (value: string) => MEDIA_PATH.test(value) && !value.split('/').includes('..');

export function isAllowedLink(value: string, demo: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || (demo && url.protocol === 'http:')) && !!url.hostname && !url.username && !url.password;
}

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** Every media and link value of `data` that its schema's marks refuse. */
export function fieldRuleErrors(schema: TSchema, data: unknown, demo: boolean, path = '/data'): FieldError[] {
  if (data === null || data === undefined) return [];
  if (schema.anyOf) return (schema.anyOf as TSchema[]).flatMap((member) => fieldRuleErrors(member, data, demo, path));
  if (typeof data === 'string') {
    if (data === '') return [];
    if (schema['x-media'] && !isMediaPath(data))
      return [{ path, message: `must be a file of the media library (media/…, chosen with "Choose from library"), not ${shown(data)}` }];
    if (schema['x-link'] && !isAllowedLink(data, demo))
      return [{ path, message: `must be a full ${demo ? 'https: (or, in a demo, http:)' : 'https:'} address, not ${shown(data)}` }];
    return [];
  }
  if (Array.isArray(data) && schema.items) return data.flatMap((item, i) => fieldRuleErrors(schema.items as TSchema, item, demo, `${path}/${i}`));
  if (typeof data === 'object' && schema.properties) {
    const props = schema.properties as Record<string, TSchema>;
    return Object.entries(data as Record<string, unknown>).flatMap(([k, v]) => (props[k] ? fieldRuleErrors(props[k], v, demo, `${path}/${k}`) : []));
  }
  return [];
}
