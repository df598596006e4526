/**
 * schema.org objects for the JSON-LD of each page type (docs/product/rich-results.md). Pure
 * functions: every URL they take may be site-relative and comes out absolute, so search engines
 * can follow it; texts come out as plain text (rich-text HTML stripped).
 */
import { absoluteUrl } from './absolute-url';
import { SITE_NAME } from './title';
import { LOGO_IMAGE } from './defaults';
import { plainText } from '../../contract/plain-text';

export { plainText };

export type JsonLdNode = Record<string, unknown> & { '@type': string };

const abs = (siteUrl: string, path: string | null | undefined): string | undefined => (path ? absoluteUrl(siteUrl, path) : undefined);

/** "2026-11-12 09:30:00" (the API's createtime) → ISO 8601 date-time; unparseable → undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(value ?? '');
  if (!m) return undefined;
  return m[2] ? `${m[1]}T${m[2].length === 5 ? `${m[2]}:00` : m[2]}` : m[1];
}

/** Drop undefined, null and empty-string members so validators do not see empty properties. */
function compact<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export function organization(siteUrl: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, LOGO_IMAGE.path), width: LOGO_IMAGE.width, height: LOGO_IMAGE.height },
  };
}

/** The site with its search (the /search/ page takes ?q=). */
export function webSite(siteUrl: string, description?: string): JsonLdNode {
  return compact({
    '@type': 'WebSite',
    '@id': `${absoluteUrl(siteUrl, '/')}#website`,
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    description: description || undefined,
    publisher: { '@id': `${absoluteUrl(siteUrl, '/')}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/search/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}

const publisher = (siteUrl: string) => {
  const { '@id': _id, ...org } = organization(siteUrl);
  return org;
};

export interface BlogPostingInput {
  title: string;
  desc?: string | null;
  image?: string | null;
  createtime?: string | null;
  content?: string | null;
  path: string;
}

export function blogPosting(siteUrl: string, b: BlogPostingInput): JsonLdNode {
  const date = isoDate(b.createtime);
  return compact({
    '@type': 'BlogPosting',
    headline: b.title.length > 110 ? `${b.title.slice(0, 109)}…` : b.title,
    description: b.desc || plainText(b.content, 200) || undefined,
    image: abs(siteUrl, b.image) ? [abs(siteUrl, b.image)] : undefined,
    datePublished: date,
    dateModified: date,
    mainEntityOfPage: absoluteUrl(siteUrl, b.path),
    author: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
    publisher: publisher(siteUrl),
  });
}

export interface ProductInput {
  name: string;
  description?: string | null;
  content?: string | null;
  images: readonly (string | null | undefined)[];
  datasheet?: string | null;
  path: string;
}

export function product(siteUrl: string, p: ProductInput): JsonLdNode {
  const images = p.images.map((i) => abs(siteUrl, i)).filter((i): i is string => !!i);
  return compact({
    '@type': 'Product',
    name: p.name,
    description: p.description || plainText(p.content) || undefined,
    image: images.length ? [...new Set(images)] : undefined,
    url: absoluteUrl(siteUrl, p.path),
    brand: { '@type': 'Brand', name: SITE_NAME },
    manufacturer: { '@type': 'Organization', name: SITE_NAME },
    subjectOf: p.datasheet ? { '@type': 'DigitalDocument', name: `${p.name} datasheet`, url: abs(siteUrl, p.datasheet) } : undefined,
  });
}

export interface BusinessInput {
  name: string;
  description?: string | null;
  image?: string | null;
  telephone?: string | null;
  email?: string | null;
  address: string;
  lat?: number | null;
  lng?: number | null;
  path: string;
}

/** A dealer: schema.org AutomotiveBusiness (a LocalBusiness). */
export function automotiveBusiness(siteUrl: string, d: BusinessInput): JsonLdNode {
  const hasGeo = typeof d.lat === 'number' && typeof d.lng === 'number' && Number.isFinite(d.lat) && Number.isFinite(d.lng);
  return compact({
    '@type': 'AutomotiveBusiness',
    name: d.name,
    description: d.description || undefined,
    image: abs(siteUrl, d.image),
    url: absoluteUrl(siteUrl, d.path),
    telephone: d.telephone || undefined,
    email: d.email || undefined,
    address: { '@type': 'PostalAddress', streetAddress: d.address },
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: d.lat, longitude: d.lng } : undefined,
    parentOrganization: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
  });
}

export interface CourseInput {
  name: string;
  description?: string | null;
  content?: string | null;
  image?: string | null;
  path: string;
}

export function course(siteUrl: string, c: CourseInput): JsonLdNode {
  return compact({
    '@type': 'Course',
    name: c.name,
    description: c.description || plainText(c.content) || c.name,
    image: abs(siteUrl, c.image),
    url: absoluteUrl(siteUrl, c.path),
    provider: { '@type': 'Organization', name: SITE_NAME, sameAs: absoluteUrl(siteUrl, '/') },
  });
}

export function faqPage(questions: readonly { title: string; content: string }[]): JsonLdNode | null {
  const items = questions.filter((q) => q.title.trim() && plainText(q.content, 2000));
  if (items.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.title.trim(),
      acceptedAnswer: { '@type': 'Answer', text: plainText(q.content, 2000) },
    })),
  };
}

/**
 * Crumbs → BreadcrumbList. Crumbs that are not pages (no `to`) are left out, except the last one
 * (the current page, which may go without a URL).
 */
export function breadcrumbList(siteUrl: string, crumbs: readonly { label: string; to?: string }[]): JsonLdNode | null {
  const kept = crumbs.filter((c, i) => c.label.trim() && (c.to || i === crumbs.length - 1));
  if (kept.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: kept.map((c, i) =>
      compact({ '@type': 'ListItem', position: i + 1, name: c.label.trim(), item: c.to ? absoluteUrl(siteUrl, c.to) : undefined }),
    ),
  };
}

/** Serialise for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...node }).replace(/</g, '\\u003c');
}
