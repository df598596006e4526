/**
 * Checks a built page's head for rich results (docs/product/rich-results.md): its JSON-LD blocks
 * parse and carry the properties their type requires, and og:image has a width and height.
 * Used by the test over the whole build (__tests__/e2e/rich-results.spec.ts) and its unit test.
 */
export type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;
const absUrl = (v: unknown): boolean => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const firstOf = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** Attribute map of every tag `name` in the HTML. */
export function tags(html: string, name: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[a[1].toLowerCase()] = decode(a[2] ?? '');
    out.push(attrs);
  }
  return out;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function metaProperty(html: string, property: string): string | null {
  const tag = tags(html, 'meta').find((t) => t.property === property);
  return tag ? (tag.content ?? '') : null;
}

/** The JSON-LD blocks of a page; a block that does not parse is reported, not thrown. */
export function jsonLdBlocks(html: string): { nodes: Obj[]; errors: string[] } {
  const nodes: Obj[] = [];
  const errors: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      const parsed: unknown = JSON.parse(m[1]);
      for (const n of Array.isArray(parsed) ? parsed : [parsed]) {
        if (isObj(n)) nodes.push(n);
        else errors.push('a JSON-LD block is not an object');
      }
    } catch (err) {
      errors.push(`JSON-LD does not parse: ${(err as Error).message}`);
    }
  }
  return { nodes, errors };
}

type Rule = (n: Obj) => string[];
const need = (cond: boolean, what: string): string[] => (cond ? [] : [what]);

/** Required properties per @type (what search engines need for the rich result). */
export const REQUIRED: Record<string, Rule> = {
  Organization: (n) => [...need(str(n.name), 'name'), ...need(absUrl(n.url), 'url'), ...need(absUrl(isObj(n.logo) ? n.logo.url : n.logo), 'logo')],
  WebSite: (n) => {
    const action = isObj(n.potentialAction) ? n.potentialAction : {};
    const target = isObj(action.target) ? action.target.urlTemplate : action.target;
    return [
      ...need(str(n.name), 'name'),
      ...need(absUrl(n.url), 'url'),
      ...need(action['@type'] === 'SearchAction', 'potentialAction SearchAction'),
      ...need(absUrl(target) && String(target).includes('{search_term_string}'), 'SearchAction target with {search_term_string}'),
      ...need(action['query-input'] === 'required name=search_term_string', 'SearchAction query-input'),
    ];
  },
  BlogPosting: (n) => [
    ...need(str(n.headline) && String(n.headline).length <= 110, 'headline (≤ 110 characters)'),
    ...need(absUrl(firstOf(n.image)), 'image'),
    ...need(str(n.datePublished) && !Number.isNaN(Date.parse(String(n.datePublished))), 'datePublished'),
    ...need(isObj(n.author) && str(n.author.name), 'author.name'),
    ...need(isObj(n.publisher) && str(n.publisher.name) && isObj(n.publisher.logo) && absUrl(n.publisher.logo.url), 'publisher with name and logo'),
  ],
  Product: (n) => [
    ...need(str(n.name), 'name'),
    ...need(absUrl(firstOf(n.image)), 'image'),
    ...need(str(n.description), 'description'),
    ...need(isObj(n.brand) && str(n.brand.name), 'brand.name'),
  ],
  AutomotiveBusiness: (n) => [
    ...need(str(n.name), 'name'),
    ...need(isObj(n.address) && str(n.address.streetAddress), 'address.streetAddress'),
    ...need(str(n.telephone), 'telephone'),
    ...need(absUrl(n.url), 'url'),
  ],
  Course: (n) => [
    ...need(str(n.name), 'name'),
    ...need(str(n.description), 'description'),
    ...need(isObj(n.provider) && str(n.provider.name), 'provider.name'),
  ],
  FAQPage: (n) => {
    const qs = Array.isArray(n.mainEntity) ? n.mainEntity : [];
    return [
      ...need(qs.length > 0, 'mainEntity questions'),
      ...qs.flatMap((q, i) =>
        need(
          isObj(q) && q['@type'] === 'Question' && str(q.name) && isObj(q.acceptedAnswer) && str(q.acceptedAnswer.text),
          `question ${i + 1} with name and acceptedAnswer.text`,
        ),
      ),
    ];
  },
  BreadcrumbList: (n) => {
    const items = Array.isArray(n.itemListElement) ? n.itemListElement : [];
    return [
      ...need(items.length >= 2, 'at least two itemListElement'),
      ...items.flatMap((it, i) =>
        need(
          isObj(it) && it['@type'] === 'ListItem' && it.position === i + 1 && str(it.name) && (i === items.length - 1 || absUrl(it.item)),
          `ListItem ${i + 1} with position, name and (but for the last) an absolute item URL`,
        ),
      ),
    ];
  },
};

export interface PageCheck {
  types: string[];
  problems: string[];
}

/** Every problem of one page's head. */
export function checkPage(html: string): PageCheck {
  const { nodes, errors } = jsonLdBlocks(html);
  const problems = [...errors];
  const types: string[] = [];
  for (const n of nodes) {
    const type = String(n['@type'] ?? '');
    types.push(type);
    if (n['@context'] !== 'https://schema.org') problems.push(`${type}: @context is not https://schema.org`);
    const rule = REQUIRED[type];
    if (!rule) problems.push(`unexpected @type ${type || '(none)'}`);
    else for (const p of rule(n)) problems.push(`${type}: missing or bad ${p}`);
  }
  const image = metaProperty(html, 'og:image');
  const width = Number(metaProperty(html, 'og:image:width'));
  const height = Number(metaProperty(html, 'og:image:height'));
  if (!absUrl(image)) problems.push('og:image missing or not absolute');
  if (!(width > 0) || !(height > 0)) problems.push('og:image:width / og:image:height missing');
  if (!str(metaProperty(html, 'og:type'))) problems.push('og:type missing');
  return { types, problems };
}
