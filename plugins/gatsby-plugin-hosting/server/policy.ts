// The security headers the static site is served with, in one place for every host: the Node
// static server of `npm start`, the `_headers` file in the build (CDNs) and the nginx example.
// Script hashes vary per page, so they travel in a <meta> policy inside each page (see
// docs/configuration.md, "Hosting"); the header policy carries everything a meta tag cannot.

/** Directives of the header policy: what the site needs and nothing more. */
export function headerPolicy(apiUrl: string): string {
  const api = originOf(apiUrl);
  const withApi = (...own: string[]) => [...own, api].filter((v, i, all) => v && all.indexOf(v) === i).join(' ');
  return [
    // no script-src or default-src here: two policies are both enforced, and the meta one names the page's scripts
    `img-src ${withApi("'self'", 'data:', 'blob:')}`,
    `media-src ${withApi("'self'", 'blob:')}`,
    `connect-src ${withApi("'self'")}`,
    // CSS modules arrive as <style> blocks and components set style attributes
    `style-src 'self' 'unsafe-inline'`,
    `font-src 'self' data:`,
    `frame-src 'none'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The per-page policy of the <meta> tag: scripts from the site's origin plus the page's own inline ones. */
export function scriptPolicy(hashes: Iterable<string>): string {
  const list = [...new Set(hashes)].sort().map((h) => `'sha256-${h}'`);
  // 'wasm-unsafe-eval': the site search compiles Pagefind's WebAssembly (docs/product/site-search.md); it allows no eval()
  return [`script-src 'self' 'wasm-unsafe-eval' ${list.join(' ')}`.trim(), `object-src 'none'`, `base-uri 'self'`].join('; ');
}

export interface HeaderOptions {
  apiUrl: string;
  /** HSTS only makes sense (and is only honoured) over https */
  https: boolean;
}

/** Every header a page, file or error answer of the site carries. */
export function securityHeaders(o: HeaderOptions): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Security-Policy': headerPolicy(o.apiUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // geolocation for this site's own pages only: Near me on Partner Search asks for it (docs/product/nearest-partner.md)
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (o.https) h['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return h;
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Not an absolute URL: "${url}" (GATSBY_API_URL must be like http://localhost:4000).`);
  }
}

/**
 * A file whose name carries its content's hash (Gatsby's `/static/…` and `*-<hash>.js|css`): one
 * name, one content, in every build. Such files are cached forever, and the static server keeps
 * serving those of older releases (a visitor's open page still loads its chunks after a switch).
 */
export const isHashedAsset = (urlPath: string): boolean => /^\/static\//.test(urlPath) || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath);

/** Cache policy as Gatsby's hosting guide recommends: hashed assets forever, pages and page data always revalidated. */
export function cacheControl(urlPath: string): string {
  if (isHashedAsset(urlPath)) return 'public, max-age=31536000, immutable';
  if (/\.(html|json)$/.test(urlPath) || urlPath.endsWith('/') || urlPath === '/sw.js') return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}
