// Client-only routes every host must rewrite to their page (gatsby serve does it from its own
// match paths): one list, the route table's (contract/routes.ts, CLIENT_ONLY_REWRITES), so the
// `_redirects` file, the Node static server and the nginx example never disagree with the pages.
import { CLIENT_ONLY_REWRITES, type ClientOnlyRewrite } from '../../../contract/routes';

export type Rewrite = ClientOnlyRewrite;

/** The rewrites of the route table, as the hosts' rules are written from them. */
export const clientOnlyRoutes = (): Rewrite[] => [...CLIENT_ONLY_REWRITES];

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
