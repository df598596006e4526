/**
 * Build-time pass over a page's head (gatsby-ssr onPreRenderHTML): every page gets an og:image
 * with og:image:width and og:image:height (docs/product/rich-results.md#share-images). The size
 * is read from the file the build serves (public/ or static/); an image the build cannot measure
 * (another host, a format without a header we read) is replaced by the default share image.
 */
import * as React from 'react';
import path from 'node:path';
import { imageSizeOfFile, type ImageSize } from './image-size';
import { DEFAULT_OG_IMAGE } from './defaults';

type HeadNode = React.ReactNode;

const isOgImage = (el: React.ReactElement): boolean => el.type === 'meta' && (el.props as { property?: string }).property === 'og:image';

function flatten(nodes: HeadNode[]): React.ReactElement[] {
  const out: React.ReactElement[] = [];
  const walk = (n: HeadNode) => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (React.isValidElement(n)) out.push(n);
  };
  nodes.forEach(walk);
  return out;
}

/** The file behind a site URL, looked up in public/ then static/; null for other hosts. */
export function localFileFor(url: string, siteUrl: string, root: string): string[] {
  let pathname: string;
  try {
    const u = new URL(url, siteUrl);
    if (u.origin !== new URL(siteUrl).origin) return [];
    pathname = decodeURIComponent(u.pathname);
  } catch {
    return [];
  }
  if (pathname.includes('..')) return [];
  return [path.join(root, 'public', pathname), path.join(root, 'static', pathname)];
}

export function measure(url: string, siteUrl: string, root: string): ImageSize | null {
  for (const file of localFileFor(url, siteUrl, root)) {
    const size = imageSizeOfFile(file);
    if (size && size.width > 0 && size.height > 0) return size;
  }
  return null;
}

/** The site origin as the page states it (its canonical link), else the given fallback. */
function originOf(els: React.ReactElement[], fallback: string): string {
  const canonical = els.find((el) => el.type === 'link' && (el.props as { rel?: string }).rel === 'canonical');
  try {
    return new URL(String((canonical?.props as { href?: string } | undefined)?.href)).origin;
  } catch {
    return fallback;
  }
}

/** The head with one measured og:image (the first), its width and height, and an og:type. */
export function withSizedOgImage(head: HeadNode[], fallbackSiteUrl: string, root: string): React.ReactElement[] {
  const els = flatten(head);
  const siteUrl = originOf(els, fallbackSiteUrl);
  const first = els.find(isOgImage);
  const url = first ? String((first.props as { content?: string }).content ?? '') : '';
  const size = url ? measure(url, siteUrl, root) : null;
  const image = size ? { url, ...size } : { url: new URL(DEFAULT_OG_IMAGE.path, siteUrl).href, width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height };
  const tags = [
    // The page's own tag when it is kept: react-helmet then finds it unchanged after hydration.
    size && first ? first : <meta key="og:image" property="og:image" content={image.url} />,
    <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
  ];
  const rest = els.filter((el) => !isOgImage(el) && !/^og:image:/.test(String((el.props as { property?: string }).property ?? '')));
  // Twitter reads its own tag: keep it the same picture as og:image.
  const fixed = rest.map((el) =>
    el.type === 'meta' && (el.props as { name?: string }).name === 'twitter:image' ? React.cloneElement(el, { content: image.url } as object) : el,
  );
  // Pages without <Seo> (the ?id= redirect shells) still state their Open Graph type.
  const hasType = els.some((el) => el.type === 'meta' && (el.props as { property?: string }).property === 'og:type');
  return [...fixed, ...tags, ...(hasType ? [] : [<meta key="og:type" property="og:type" content="website" />])];
}
