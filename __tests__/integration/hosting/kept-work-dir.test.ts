// The hosting pass in a work directory kept between builds (GATSBY_KEPT_WORK_DIR=1, issue 36):
// it reads only the pages written since the last pass (plugins/gatsby-plugin-hosting/hosting-manifest.ts),
// Gatsby finds its scripts slice as it wrote it (the loader goes into the pages, not into the slice:
// plugins/gatsby-plugin-hosting/scripts-after-main-image.ts), and every page ends with the bytes a
// cold build's full pass gives it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KeptPages, manifestFile } from '../../../plugins/gatsby-plugin-hosting/hosting-manifest';
import { newPolicyState, writeHostingFiles, type PostBuildResult } from '../../../plugins/gatsby-plugin-hosting/post-build';
import { scriptsSliceFile, scriptsSwap } from '../../../plugins/gatsby-plugin-hosting/scripts-after-main-image';
import { generateHtmlPath, stitchSliceForAPage } from './gatsby-stitching';

// Gatsby's own module, as the build uses it
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureFileContent } = require('gatsby/dist/utils/ensure-file-content') as { ensureFileContent: (file: string, data: string) => Promise<boolean> };

const OPTIONS = { apiUrl: 'http://api.example.test:4000', https: false, rewrites: [] };

/** The site's content: page path → title (and a helmet script of its own, when it has one). */
type Content = Record<string, { title: string; helmet?: string }>;

const CONTENT: Content = {
  '/': { title: 'Home', helmet: '<script data-react-helmet="true">document.documentElement.dataset.seen="1"</script>' },
  '/aboutUs/': { title: 'About' },
  '/blogInfo/1/': { title: 'Post 1' },
  '/blogInfo/2/': { title: 'Post 2' },
  '/blogInfo/3/': { title: 'Post 3' },
};

/** A page as Gatsby's HTML renderer writes it, before stitching. */
const rendered = (pagePath: string, { title, helmet = '' }: Content[string]) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>${helmet}</head><body><div id="___gatsby"><h1>${title}</h1>` +
  `<slice-start id="nav-1"></slice-start><slice-end id="nav-1"></slice-end></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></body></html>`;

const SCRIPTS_SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/app-0123456789abcdef0123.js" async></script>';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A site root with public/ (and .cache/ for the kept records). */
function siteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-work-dir-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'public', '_gatsby', 'slices'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', '_gatsby', 'slices', 'nav-1.html'), '<nav>menu</nav>');
  return root;
}

/**
 * One `gatsby build` as far as hosting sees it: the plugin loads the last pass's record (onPreBuild),
 * Gatsby writes its scripts slice (marking every page for stitching when the file on disk differs),
 * renders the pages given and stitches them, then the post-build pass. `kept`: GATSBY_KEPT_WORK_DIR=1.
 */
async function build(
  root: string,
  content: Content,
  renderAgain: string[],
  kept: boolean,
  scripts = SCRIPTS_SLICE,
): Promise<PostBuildResult & { stitched: number }> {
  const publicDir = path.join(root, 'public');
  const record = kept ? KeptPages.load(publicDir, manifestFile(root)) : undefined;
  const scriptsChanged = await ensureFileContent(scriptsSliceFile(publicDir), scripts);
  for (const pagePath of renderAgain) {
    const file = generateHtmlPath(publicDir, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, rendered(pagePath, content[pagePath]));
  }
  const toStitch = scriptsChanged ? Object.keys(content) : renderAgain;
  for (const pagePath of toStitch) await stitchSliceForAPage({ pagePath, publicDir });
  return { ...writeHostingFiles(publicDir, OPTIONS, newPolicyState(record, scriptsSwap(publicDir))), stitched: toStitch.length };
}

/** Every file of public/ (the kept records are in .cache/). */
function output(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, 'public', rel), { withFileTypes: true })) {
      const r = path.posix.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else out[r] = fs.readFileSync(path.join(root, 'public', r), 'utf8');
    }
  };
  walk('');
  return out;
}

async function coldBuild(content: Content, scripts = SCRIPTS_SLICE): Promise<Record<string, string>> {
  const root = siteRoot();
  await build(root, content, Object.keys(content), false, scripts);
  return output(root);
}

/** As if the last build ran an hour ago: its pages are past the record's guard for fresh files. */
function age(root: string): void {
  const past = new Date(Date.now() - 3600_000);
  for (const pagePath of Object.keys(CONTENT)) fs.utimesSync(generateHtmlPath(path.join(root, 'public'), pagePath), past, past);
}

/** A kept work directory after a cold build and a warm one with nothing changed, an hour ago. */
async function keptDir(): Promise<string> {
  const root = siteRoot();
  await build(root, CONTENT, Object.keys(CONTENT), true);
  age(root);
  const unchanged = await build(root, CONTENT, [], true);
  // the first build's pages were written moments before its record: read once more, then recorded
  expect(unchanged).toMatchObject({ stitched: 0, written: 0, skipped: 0 });
  return root;
}

/** The .html files the post-build pass reads while `fn` runs. */
function htmlReads<T>(fn: () => Promise<T>): Promise<[T, string[]]> {
  const reads: string[] = [];
  const real = fs.readFileSync;
  const spy = jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(file).endsWith('.html')) reads.push(String(file));
    return (real as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync);
  return fn().then(
    (r) => {
      spy.mockRestore();
      return [r, reads];
    },
    (err) => {
      spy.mockRestore();
      throw err;
    },
  );
}

it('stitches and reads only the page rendered again, and gives every file the bytes of a cold build', async () => {
  const root = await keptDir();
  const edited: Content = { ...CONTENT, '/blogInfo/2/': { title: 'Post 2, edited' } };
  const [result, reads] = await htmlReads(() => build(root, edited, ['/blogInfo/2/'], true));
  // Gatsby found its scripts slice as it wrote it: one page stitched, not the site
  expect(result.stitched).toBe(1);
  // the post-build pass read only that page: the others are on record
  const pageReads = reads.filter((f) => f.startsWith(path.join(root, 'public')) && !f.includes(`${path.sep}_gatsby${path.sep}`));
  expect(pageReads).toEqual([generateHtmlPath(path.join(root, 'public'), '/blogInfo/2/')]);
  expect(result).toMatchObject({ pages: 5, written: 1, skipped: 4, sharedHashes: 4 });
  expect(output(root)).toEqual(await coldBuild(edited));
  expect(output(root)['blogInfo/2/index.html']).toContain('Post 2, edited');
});

it('writes the unread pages again when a page rendered again brings a new shared script', async () => {
  const root = await keptDir();
  const edited: Content = { ...CONTENT, '/blogInfo/3/': { title: 'Post 3', helmet: '<script data-react-helmet="true">window.deep=1</script>' } };
  const result = await build(root, edited, ['/blogInfo/3/'], true);
  expect(result).toMatchObject({ skipped: 0, sharedHashes: 5 });
  expect(output(root)).toEqual(await coldBuild(edited));
});

it("stitches every page again when Gatsby's scripts changed, with no script of the old ones in any policy", async () => {
  const root = await keptDir();
  const scripts = SCRIPTS_SLICE.replace('"abc"', '"def"').replace('0123456789abcdef0123', 'fedcba9876543210fedc');
  const edited: Content = { ...CONTENT, '/blogInfo/1/': { title: 'Post 1, edited' } };
  const result = await build(root, edited, ['/blogInfo/1/'], true, scripts);
  expect(result).toMatchObject({ stitched: 5, skipped: 0, sharedHashes: 4 });
  expect(output(root)).toEqual(await coldBuild(edited, scripts));
});

it('reads a page that was replaced since the last pass, even with the same size and time', async () => {
  const root = await keptDir();
  const file = generateHtmlPath(path.join(root, 'public'), '/aboutUs/');
  const { atime, mtime, size } = fs.statSync(file);
  // another copy of the page, as Gatsby's render left it (no policy, unstitched): a new file
  const replaced = `${file}.new`;
  fs.writeFileSync(replaced, rendered('/aboutUs/', CONTENT['/aboutUs/']).padEnd(size, ' ').slice(0, size));
  fs.renameSync(replaced, file);
  fs.utimesSync(file, atime, mtime);
  const result = await build(root, CONTENT, [], true);
  expect(result).toMatchObject({ skipped: 4, written: 1 });
});

it('makes a full pass when the record is missing or unreadable', async () => {
  const root = await keptDir();
  fs.writeFileSync(manifestFile(root), '{"version": 1, "pages": ');
  const result = await build(root, CONTENT, [], true);
  expect(result).toMatchObject({ skipped: 0, written: 0, pages: 5 });
  expect(output(root)).toEqual(await coldBuild(CONTENT));
});

it("leaves Gatsby's scripts slice as Gatsby wrote it, gives every page the loader, and a cold build keeps no record", async () => {
  const root = siteRoot();
  await build(root, CONTENT, Object.keys(CONTENT), false);
  expect(fs.existsSync(manifestFile(root))).toBe(false);
  expect(fs.readFileSync(scriptsSliceFile(path.join(root, 'public')), 'utf8')).toBe(SCRIPTS_SLICE);
  for (const pagePath of Object.keys(CONTENT)) {
    const page = fs.readFileSync(generateHtmlPath(path.join(root, 'public'), pagePath), 'utf8');
    expect(page).toContain('<script id="scripts-after-main-image">');
    expect(page).not.toContain('<script src="/app-0123456789abcdef0123.js" async>');
  }
});
