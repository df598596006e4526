/**
 * Per-page head tags through react-helmet (gatsby-ssr.tsx puts them in the static HTML): title from sub_title with the brand suffix, description (desc), keywords, canonical URL,
 * Open Graph and Twitter card (docs/product/routes-and-screens.md#page-titles-and-meta).
 */
import * as React from 'react';
import { Helmet } from 'react-helmet';
import { canonicalPath } from '../../seo/aliases';
import { SITE_NAME, fullTitle } from '../../seo/title';
import { DEFAULT_OG_IMAGE } from '../../seo/defaults';
import { serializeJsonLd, type JsonLdNode } from '../../seo/schema';

export { SITE_NAME, TITLE_SUFFIX, MAX_TITLE_LENGTH, fullTitle } from '../../seo/title';
import { absoluteUrl } from '../../seo/absolute-url';
export { absoluteUrl };

export interface SeoProps {
  /** The item's sub_title (or the page name); empty → just the site name. */
  title?: string | null;
  /** The item's desc. */
  description?: string | null;
  /** The item's keywords (comma-separated as the CMS stores them). */
  keywords?: string | null;
  /** Route of the page, e.g. location.pathname; used for canonical and og:url. */
  pathname: string;
  /**
   * false: the page has no address of its own to name, so no canonical link and no og:url. For a
   * client-only page under a private code (/ResetPwd/<code>): its base route is no page, and the
   * code must stay out of the head.
   */
  canonical?: boolean;
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

/**
 * The page's own URL as the host serves it: a page path ends with a slash ('/aboutUs' →
 * '/aboutUs/'; `gatsby serve` and static hosts 301 the bare form), so the canonical and og:url
 * never point at a redirect and are the same in the static HTML and after hydration. A second
 * path of a page names the main one ('/NewPPF/' → '/PPF/'), and a splat page's shell its base
 * ('/ResetPwd/[...code]/' → '/ResetPwd/'), never the file name's brackets
 * (docs/product/routes-and-screens.md#one-url-per-page).
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const path = canonicalPath((pathname || '/').replace(/\/\[\.\.\.[^\]/]*\]\/?$/, '/'));
  return absoluteUrl(siteUrl, /\/$|\.[a-z0-9]+$/i.test(path) ? path : `${path}/`);
}

/** "Tools" on /Tools/page/2/ → "Tools – Page 2": each page of a list has a title of its own. */
export function pagedTitle(title: string | null | undefined, pathname: string): string | null | undefined {
  const page = /\/page\/([0-9]+)\/?$/.exec(pathname)?.[1];
  if (!page || Number(page) < 2 || /\bpage [0-9]+\b/i.test(title ?? '')) return title;
  return `${title?.trim() || SITE_NAME} – Page ${page}`;
}

export function Seo({
  title,
  description,
  keywords,
  pathname,
  canonical = true,
  image,
  siteUrl,
  noindex = false,
  type = 'website',
  jsonLd,
  children,
}: SeoProps): JSX.Element {
  const pageTitle = fullTitle(pagedTitle(title, pathname));
  const desc = description?.trim() ?? '';
  const url = canonical ? pageUrl(siteUrl, pathname) : null;
  // Every page shares a picture; the build adds its width and height (src/seo/og-image.tsx).
  const imageUrl = absoluteUrl(siteUrl, image || DEFAULT_OG_IMAGE.path);
  const ld = (jsonLd?.(siteUrl) ?? []).filter((n): n is JsonLdNode => !!n);

  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{pageTitle}</title>
      {desc ? <meta name="description" content={desc} /> : null}
      {keywords?.trim() ? <meta name="keywords" content={keywords.trim()} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={pageTitle} />
      {desc ? <meta property="og:description" content={desc} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
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
