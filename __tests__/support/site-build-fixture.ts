// A small stand-in for a Gatsby build (public/): pages with the inline scripts Gatsby writes, a
// client-only splat page, 404.html and an asset, run through the real post-build hosting step,
// and the build-info.json every build writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHostingFiles } from '../../plugins/gatsby-plugin-hosting/post-build';
import { clientOnlyRoutes } from '../../plugins/gatsby-plugin-hosting/server/routes';
import { writeBuildInfo } from '../../plugins/gatsby-plugin-hosting/server/build-info';

export const API_URL = 'http://api.example.test:4000';
export const SITE_URL = 'http://localhost:9000';

export const page = (title: string, pagePath: string, headExtra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>${headExtra}</head><body><div id="___gatsby"><h1>${title}</h1></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

/** A script of a few KB in the fixture's build. */
export const BIG_SCRIPT = '/framework-0123456789abcdef0123.js';

export interface SiteFixture {
  dir: string;
  remove(): void;
}

export interface FixtureOptions {
  /** The API the build is "made for": its _headers and build-info.json name it. */
  apiUrl?: string;
  /** The site origin it is made for (https turns HSTS on in _headers). */
  siteUrl?: string;
  /** false: no build-info.json, as in a build from elsewhere */
  buildInfo?: boolean;
}

export function siteBuildFixture(o: FixtureOptions = {}): SiteFixture {
  const apiUrl = o.apiUrl ?? API_URL;
  const siteUrl = o.siteUrl ?? SITE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-site-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('index.html', page('Home', '/', '<script data-react-helmet="true">document.documentElement.dataset.seen="1"</script>'));
  write('aboutUs/index.html', page('About Us', '/aboutUs/'));
  write('ResetPwd/[...code]/index.html', page('Reset password', '/ResetPwd/[...code]/'));
  write('404.html', page('Not found', '/404.html'));
  write('app-0123456789abcdef0123.js', 'console.log("app")');
  // a script large enough to be worth compressing (the hosting test's compression checks)
  write(BIG_SCRIPT.slice(1), `window.items=${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })))};`);
  write('static/logo-abc.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeHostingFiles(dir, { apiUrl, https: siteUrl.startsWith('https://'), rewrites: clientOnlyRoutes() });
  // what gatsby-node's onPostBuild records; the static server takes its addresses from it
  if (o.buildInfo !== false) writeBuildInfo(dir, { apiUrl, siteUrl });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
