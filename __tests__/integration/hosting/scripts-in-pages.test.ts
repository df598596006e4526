// The post-build pass over pages Gatsby's own stitching wrote (plugins/gatsby-plugin-hosting/post-build.ts):
// every page runs its scripts after the main image (the loader of
// plugins/gatsby-plugin-hosting/scripts-after-main-image.ts in place of Gatsby's scripts slice) and
// gets the script policy that lists the loader; Gatsby's slice file stays as Gatsby wrote it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPolicyState, writeHostingFiles } from '../../../plugins/gatsby-plugin-hosting/post-build';
import { scriptsSliceFile, scriptsSwap } from '../../../plugins/gatsby-plugin-hosting/scripts-after-main-image';

import { generateHtmlPath, stitchSliceForAPage } from './gatsby-stitching';

const OPTIONS = { apiUrl: 'http://api.example.test:4000', https: false, rewrites: [] };

/** A page as Gatsby's HTML renderer writes it, before stitching: its scripts live in a slice. */
const rendered = (title: string, pagePath: string, headExtra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>${headExtra}</head><body><div id="___gatsby"><h1>${title}</h1>` +
  `<slice-start id="nav-1"></slice-start><slice-end id="nav-1"></slice-end></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></body></html>`;

const SLICES: Record<string, string> = {
  '_gatsby-scripts-1':
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script>' +
    '<script src="/app-0123456789abcdef0123.js" async></script>',
  // a slice with a slice inside it
  'nav-1': '<nav>menu <slice-start id="badge-1"></slice-start><slice-end id="badge-1"></slice-end></nav>',
  'badge-1': '<b>new</b><script type="application/ld+json">{"@type":"Organization"}</script>',
};

// the deep pages come first: Gatsby stitches in its own order, and the home page's helmet
// script (a shared script no other page has) turns up last
const PAGES: [string, string][] = [
  ['/blogInfo/1/', rendered('Post 1', '/blogInfo/1/')],
  ['/blogInfo/2/', rendered('Post 2', '/blogInfo/2/')],
  ['/aboutUs/', rendered('About', '/aboutUs/')],
  ['/', rendered('Home', '/', '<script data-react-helmet="true">document.documentElement.dataset.seen="1"</script>')],
];

function renderedSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stitch-policy-'));
  for (const [pagePath, html] of PAGES) {
    const file = generateHtmlPath(dir, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  fs.mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
  for (const [id, html] of Object.entries(SLICES)) fs.writeFileSync(path.join(dir, '_gatsby', 'slices', `${id}.html`), html);
  fs.writeFileSync(path.join(dir, '404.html'), rendered('Not found', '/404.html'));
  return dir;
}

const pagesOf = (dir: string) => [...PAGES.map(([p]) => generateHtmlPath(dir, p)), path.join(dir, '404.html')].map((f) => fs.readFileSync(f, 'utf8'));

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A site as `gatsby build` leaves it before its post-build hooks: every page stitched by Gatsby. */
async function stitchedSite(): Promise<string> {
  const dir = renderedSite();
  dirs.push(dir);
  for (const [pagePath] of PAGES) await stitchSliceForAPage({ pagePath, publicDir: dir });
  await stitchSliceForAPage({ pagePath: '/404.html', publicDir: dir });
  return dir;
}

const loaderOf = (html: string) => /<script id="scripts-after-main-image">([^<]*)<\/script>/.exec(html)?.[1];

it("gives every page the loader in place of Gatsby's script tags, and a policy that lists it", async () => {
  const dir = await stitchedSite();
  const result = writeHostingFiles(dir, OPTIONS, newPolicyState(undefined, scriptsSwap(dir)));
  expect(result).toEqual({ pages: 5, sharedHashes: 4, written: 5, skipped: 0 });
  for (const html of pagesOf(dir)) {
    expect(html).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'/);
    expect(html).not.toContain('<script src="/app-0123456789abcdef0123.js" async>');
    // the rest of the slice as Gatsby stitched it, nested slices included
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>');
    const loader = loaderOf(html);
    expect(loader).toContain('"/app-0123456789abcdef0123.js"');
    expect(html).toContain(`'sha256-${crypto.createHash('sha256').update(loader!).digest('base64')}'`);
  }
  expect(fs.readFileSync(generateHtmlPath(dir, '/'), 'utf8')).toContain('<nav>menu <!-- slice-start id="badge-1" --><b>new</b>');
  // Gatsby's own file stays: a warm build compares it with what it would write
  expect(fs.readFileSync(scriptsSliceFile(dir), 'utf8')).toBe(SLICES['_gatsby-scripts-1']);
});

it('writes nothing when it runs again over its own output', async () => {
  const dir = await stitchedSite();
  writeHostingFiles(dir, OPTIONS, newPolicyState(undefined, scriptsSwap(dir)));
  const first = pagesOf(dir);
  expect(writeHostingFiles(dir, OPTIONS, newPolicyState(undefined, scriptsSwap(dir)))).toMatchObject({ written: 0 });
  expect(pagesOf(dir)).toEqual(first);
});

it('writes a page again when a shared script turned up after it was written', async () => {
  const dir = await stitchedSite();
  // a deep page with a shared script of its own (the shallow pages do not show it)
  const deep = generateHtmlPath(dir, '/blogInfo/2/');
  fs.writeFileSync(deep, fs.readFileSync(deep, 'utf8').replace('</head>', '<script data-react-helmet="true">window.deep=1</script></head>'));
  const result = writeHostingFiles(dir, OPTIONS, newPolicyState(undefined, scriptsSwap(dir)));
  // the four pages written before /blogInfo/2/ (the shallow ones, then /blogInfo/1/) are written again
  expect(result).toMatchObject({ sharedHashes: 5, written: 9 });
  // every page's policy lists it, the pages written before it came included
  const deepHash = `'sha256-${crypto.createHash('sha256').update('window.deep=1').digest('base64')}'`;
  for (const html of pagesOf(dir)) expect(html).toContain(deepHash);
});

it('leaves the script tags of a build without a scripts slice as they are', async () => {
  const dir = await stitchedSite();
  fs.rmSync(scriptsSliceFile(dir));
  expect(scriptsSwap(dir)).toBeUndefined();
  writeHostingFiles(dir, OPTIONS, newPolicyState(undefined, scriptsSwap(dir)));
  for (const html of pagesOf(dir)) {
    expect(html).toContain('<script src="/app-0123456789abcdef0123.js" async>');
    expect(loaderOf(html)).toBeUndefined();
  }
});
