// After `gatsby build`: gives every page its script policy (a <meta> CSP listing the hashes of
// the inline scripts Gatsby writes) and writes the hosting files of the build: `_headers` (the
// security and cache headers, in the format static hosts and CDNs read) and `_redirects` (the
// client-only routes). Run by plugins/gatsby-plugin-hosting; idempotent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scriptPolicy, securityHeaders } from './policy';
import { redirectsFile, type Rewrite } from './routes';

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** data blocks (JSON-LD …) are never run, so CSP does not need them */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('base64');

function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.posix.join(rel, e.name);
    if (e.isDirectory()) return r === 'page-data' || r === '_gatsby' ? [] : htmlFiles(dir, r);
    return e.name.endsWith('.html') ? [r] : [];
  });
}

/** Hashes of the inline scripts a page runs; the page-path loader is the only one unique to a page. */
export function inlineScripts(html: string): { hash: string; ownToPage: boolean }[] {
  const out: { hash: string; ownToPage: boolean }[] = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    out.push({ hash: sha256(body), ownToPage: /id="gatsby-script-loader"/.test(attrs) });
  }
  return out;
}

export interface PostBuildOptions {
  apiUrl: string;
  https: boolean;
  rewrites: Rewrite[];
}

const readPage = (publicDir: string, file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8').replace(META, '');

export function writeHostingFiles(publicDir: string, o: PostBuildOptions): { pages: number; sharedHashes: number } {
  // Two passes, one page in memory at a time: 10,000 pages held at once (about 2 GB of text) ran the
  // build out of memory (docs/architecture.md#sourcing-at-scale).
  const pages = htmlFiles(publicDir).map((file) => ({ file, scripts: inlineScripts(readPage(publicDir, file)) }));
  // scripts a page's head adds on client-side navigation (react-helmet) must be allowed on every page
  const shared = new Set(pages.flatMap((p) => p.scripts.filter((s) => !s.ownToPage).map((s) => s.hash)));
  for (const p of pages) {
    const policy = scriptPolicy([...shared, ...p.scripts.filter((s) => s.ownToPage).map((s) => s.hash)]);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    const page = readPage(publicDir, p.file);
    const html = /<head[^>]*>/.test(page) ? page.replace(/<head[^>]*>/, (h) => h + meta) : meta + page;
    fs.writeFileSync(path.join(publicDir, p.file), html);
  }

  const headers = securityHeaders({ apiUrl: o.apiUrl, https: o.https });
  const block = (pattern: string, h: Record<string, string>) =>
    `${pattern}\n${Object.entries(h)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  fs.writeFileSync(
    path.join(publicDir, '_headers'),
    [
      '# Security and cache headers for static hosts and CDNs (generated at build time; see docs/configuration.md)',
      block('/*', headers),
      block('/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      block('/page-data/*', { 'Cache-Control': 'public, max-age=0, must-revalidate' }),
    ].join('\n'),
  );
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(o.rewrites));
  return { pages: pages.length, sharedHashes: shared.size };
}
