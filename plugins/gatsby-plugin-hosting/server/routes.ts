// Client-only routes every host must rewrite to their page (gatsby serve does it from its own
// match paths): one list, read from the splat pages of src/pages (`[...code].tsx`), so the
// `_redirects` file, the Node static server and the nginx example never disagree.
import fs from 'node:fs';
import path from 'node:path';

export interface Rewrite {
  /** URL prefix, e.g. /ResetPwd/ (everything below it) */
  prefix: string;
  /** the built page that answers it, e.g. /ResetPwd/[...code]/ */
  page: string;
}

export function clientOnlyRoutes(pagesDir: string): Rewrite[] {
  const found: Rewrite[] = [];
  const walk = (dir: string, url: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${url}${e.name}/`);
      else {
        const m = /^\[\.\.\.([A-Za-z0-9_]+)\]\.(tsx|ts|jsx|js)$/.exec(e.name);
        if (m) found.push({ prefix: url, page: `${url}[...${m[1]}]/` });
      }
    }
  };
  walk(pagesDir, '/');
  return found;
}

/** The rewrites as the `_redirects` lines static hosts read (status 200 = rewrite, not redirect). */
export const redirectsFile = (rewrites: Rewrite[]) =>
  `# Client-only routes: served by their page, the URL stays (generated at build time)\n${rewrites.map((r) => `${r.prefix}*  ${r.page}  200`).join('\n')}\n`;

/** Reads the 200 rules back from a `_redirects` file (what the Node static server applies). */
export function parseRedirects(text: string): Rewrite[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .filter(([from, , status]) => from.endsWith('/*') && status === '200')
    .map(([from, to]) => ({ prefix: from.slice(0, -1), page: to }));
}
