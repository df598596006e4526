/**
 * Per-page head tags through react-helmet (gatsby-ssr.tsx puts them in the static HTML): title from sub_title with the brand suffix, description (desc), keywords, canonical URL,
 * Open Graph and Twitter card (docs/product/routes-and-screens.md#page-titles-and-meta).
 */
import * as React from 'react';
import { Helmet } from 'react-helmet';
import { DEFAULT_OG_IMAGE } from '../../seo/defaults';
import { serializeJsonLd, type JsonLdNode } from '../../seo/schema';

export const SITE_NAME = 'Car Film Master';
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export interface SeoProps {
  /** The item's sub_title (or the page name); empty → just the site name. */
  title?: string | null;
  /** The item's desc. */
  description?: string | null;
  /** The item's keywords (comma-separated as the CMS stores them). */
  keywords?: string | null;
  /** Route of the page, e.g. location.pathname; used for canonical and og:url. */
  pathname: string;
  /** Share image: absolute URL or a path on the site. */
  image?: string | null;
  /** Site origin, e.g. https://www.carfilmmaster.com (siteMetadata.siteUrl). */
  siteUrl: string;
  /** Keep the page out of search results (dealer pages, search results). */
  noindex?: boolean;
  /** og:type: 'article' on blog posts (docs/product/rich-results.md#open-graph). */
  type?: 'website' | 'article';
  /** schema.org objects for this page, given the site origin (docs/product/rich-results.md). */
  jsonLd?: (siteUrl: string) => readonly (JsonLdNode | null)[];
  children?: React.ReactNode;
}

export function fullTitle(title: string | null | undefined): string {
  const t = title?.trim();
  if (!t || t === SITE_NAME) return SITE_NAME;
  // CMS sub_titles often carry the brand already ("News | Car Film Master"): don't repeat it.
  if (t.endsWith(TITLE_SUFFIX) || t.startsWith(`${SITE_NAME} | `)) return t;
  return `${t}${TITLE_SUFFIX}`;
}

/** Join an origin and a path without doubling or losing the slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The page's own URL as the host serves it: a page path ends with a slash ('/aboutUs' →
 * '/aboutUs/'; `gatsby serve` and static hosts 301 the bare form), so the canonical and og:url
 * never point at a redirect and are the same in the static HTML and after hydration.
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const path = pathname || '/';
  return absoluteUrl(siteUrl, /\/$|\.[a-z0-9]+$/i.test(path) ? path : `${path}/`);
}

export function Seo({ title, description, keywords, pathname, image, siteUrl, noindex = false, type = 'website', jsonLd, children }: SeoProps): JSX.Element {
  const pageTitle = fullTitle(title);
  const desc = description?.trim() ?? '';
  const url = pageUrl(siteUrl, pathname);
  // Every page shares a picture; the build adds its width and height (src/seo/og-image.tsx).
  const imageUrl = absoluteUrl(siteUrl, image || DEFAULT_OG_IMAGE.path);
  const ld = (jsonLd?.(siteUrl) ?? []).filter((n): n is JsonLdNode => !!n);

  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{pageTitle}</title>
      {desc ? <meta name="description" content={desc} /> : null}
      {keywords?.trim() ? <meta name="keywords" content={keywords.trim()} /> : null}
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={pageTitle} />
      {desc ? <meta property="og:description" content={desc} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      {desc ? <meta name="twitter:description" content={desc} /> : null}
      <meta name="twitter:image" content={imageUrl} />
      {ld.map((node, i) => (
        <script key={`ld-${i}`} type="application/ld+json">
          {serializeJsonLd(node)}
        </script>
      ))}
      {children}
    </Helmet>
  );
}

export default Seo;
