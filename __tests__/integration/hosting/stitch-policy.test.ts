// The script policy written while Gatsby stitches slices (plugins/gatsby-plugin-hosting/stitch-policy.ts) gives
// every page the same bytes as Gatsby's own stitching followed by the post-build pass alone, and the
// post-build pass then reads only what the stitching did not write.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPolicyState, writeHostingFiles } from '../../../plugins/gatsby-plugin-hosting/post-build';
import { runScriptsAfterMainImage, stitchWithPolicy, type HtmlPath, type StitchingModule } from '../../../plugins/gatsby-plugin-hosting/stitch-policy';
import { sliceReader, stitchSlices } from '../../../plugins/gatsby-plugin-hosting/stitch-slices';

// Gatsby's own modules, as the build uses them
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyStitching = require('gatsby/dist/utils/slices/stitching') as Required<StitchingModule>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateHtmlPath } = require('gatsby-core-utils/page-html') as { generateHtmlPath: HtmlPath };

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

it('stitches a page as Gatsby does, nested slices included', async () => {
  const dir = renderedSite();
  dirs.push(dir);
  for (const [pagePath, html] of PAGES) {
    await gatsbyStitching.stitchSliceForAPage({ pagePath, publicDir: dir });
    const gatsbys = fs.readFileSync(generateHtmlPath(dir, pagePath), 'utf8');
    expect(await stitchSlices(html, sliceReader(dir))).toBe(gatsbys);
    // a stitched page keeps comments, and stitching it again gives it unchanged
    expect(await stitchSlices(gatsbys, sliceReader(dir))).toBe(gatsbys);
  }
  expect(fs.readFileSync(generateHtmlPath(dir, '/'), 'utf8')).toContain('<nav>menu <!-- slice-start id="badge-1" --><b>new</b>');
});

it("gives every page the post-build pass's bytes, writing pages once while stitching", async () => {
  // what a build gave before: Gatsby's stitching (of the scripts slice with its loader), then the
  // post-build pass over every page
  const plain = renderedSite();
  dirs.push(plain);
  await runScriptsAfterMainImage(plain);
  for (const [pagePath] of PAGES) await gatsbyStitching.stitchSliceForAPage({ pagePath, publicDir: plain });
  writeHostingFiles(plain, OPTIONS);

  const dir = renderedSite();
  dirs.push(dir);
  const state = newPolicyState();
  const stitching: StitchingModule = { stitchSliceForAPage: gatsbyStitching.stitchSliceForAPage };
  expect(stitchWithPolicy(stitching, generateHtmlPath, state)).toBe(true);
  for (const [pagePath] of PAGES) await stitching.stitchSliceForAPage!({ pagePath, publicDir: dir });
  expect(state.done.size).toBe(PAGES.length);

  const writes: string[] = [];
  const realWrite = fs.writeFileSync;
  const spy = jest.spyOn(fs, 'writeFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(file).endsWith('.html')) writes.push(path.relative(dir, String(file)));
    return (realWrite as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.writeFileSync);
  let result;
  try {
    result = writeHostingFiles(dir, OPTIONS, state);
  } finally {
    spy.mockRestore();
  }
  // the home page's helmet script was known before the first page was written (shallow pages are
  // read first), so only the page the stitching never saw is written after the build
  expect(writes).toEqual(['404.html']);
  expect(result).toEqual({ pages: 5, sharedHashes: 4, written: 1, skipped: 0 });
  expect(pagesOf(dir)).toEqual(pagesOf(plain));
  for (const html of pagesOf(dir)) expect(html).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'/);
  // the stitched pages run the app's script from the loader, whose hash their policy lists
  for (const html of pagesOf(dir).slice(0, PAGES.length)) {
    expect(html).not.toContain('<script src="/app-0123456789abcdef0123.js" async>');
    const loader = /<script id="scripts-after-main-image">([^<]*)<\/script>/.exec(html)?.[1];
    expect(loader).toContain('"/app-0123456789abcdef0123.js"');
    expect(html).toContain(`'sha256-${crypto.createHash('sha256').update(loader!).digest('base64')}'`);
  }
});

it('writes a page again after the build when a shared script turned up after it was written', async () => {
  const plain = renderedSite();
  dirs.push(plain);
  await runScriptsAfterMainImage(plain);
  for (const [pagePath] of PAGES) await gatsbyStitching.stitchSliceForAPage({ pagePath, publicDir: plain });
  // a deep page with a shared script of its own (the shallow pages do not show it)
  const extra = '<script data-react-helmet="true">window.deep=1</script>';
  const deep = generateHtmlPath(plain, '/blogInfo/2/');
  fs.writeFileSync(deep, fs.readFileSync(deep, 'utf8').replace('</head>', `${extra}</head>`));
  writeHostingFiles(plain, OPTIONS);

  const dir = renderedSite();
  dirs.push(dir);
  const file = generateHtmlPath(dir, '/blogInfo/2/');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('</head>', `${extra}</head>`));
  const state = newPolicyState();
  const stitching: StitchingModule = { stitchSliceForAPage: gatsbyStitching.stitchSliceForAPage };
  stitchWithPolicy(stitching, generateHtmlPath, state);
  for (const [pagePath] of PAGES) await stitching.stitchSliceForAPage!({ pagePath, publicDir: dir });
  const result = writeHostingFiles(dir, OPTIONS, state);
  // /blogInfo/1/ was stitched before /blogInfo/2/ brought the new script: written again, with 404.html
  expect(result.written).toBe(2);
  expect(pagesOf(dir)).toEqual(pagesOf(plain));
});

it('leaves Gatsby alone when its stitching module has no such function', () => {
  expect(stitchWithPolicy({}, generateHtmlPath, newPolicyState())).toBe(false);
});
