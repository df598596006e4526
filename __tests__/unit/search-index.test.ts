/**
 * @jest-environment node
 *
 * The search indexer's page preparation (docs/product/site-search.md#what-is-indexed): each indexed
 * page states its type and title on <main>; FAQ answers and downloads become records of their tab.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';
import { annotate, dataRecords, indexedPart } from '../../scripts/lib/search-index';
import { ROOT, bin } from '../../scripts/lib/proc';

describe('annotate', () => {
  it('puts the type filter and the brandless title on <main>', () => {
    const html =
      '<html><head><title>Ceramic &amp; PPF | Car Film Master</title></head><body><header>menu</header><main id="main" class="x"><h1>Ceramic</h1></main></body></html>';
    const out = annotate(html, 'Blog')!;
    expect(out).toContain(
      '<main id="main" class="x" data-pagefind-filter="type:Blog" data-pagefind-meta="type:Blog"><span hidden data-pagefind-ignore data-pagefind-meta="title">Ceramic &amp; PPF</span><h1>',
    );
  });
  it('names a page whose <title> was shortened by its full <h1>', () => {
    const html = (title: string, h1: string) =>
      `<html><head><title>${title} | Car Film Master</title></head><body><main><h1 id="t">${h1}</h1></main></body></html>`;
    expect(annotate(html('Melbourne Open Day: 600 Visitors…', 'Melbourne Open Day: 600 Visitors and <em>Tint</em> Demos'), 'Blog')).toContain(
      '<span hidden data-pagefind-ignore data-pagefind-meta="title">Melbourne Open Day: 600 Visitors and Tint Demos</span>',
    );
    // an <h1> that is not the long title (a slogan) leaves the title as it is
    expect(annotate(html('PPF &amp; Window Film…', 'Invisible armour'), 'Product')).toContain('data-pagefind-meta="title">PPF &amp; Window Film…</span>');
  });
  it('skips a page without <main>', () => {
    expect(annotate('<html><body>x</body></html>', 'Tool')).toBeNull();
  });
});

describe('indexedPart', () => {
  it('gives Pagefind only the <title> and <main> of a page (what it indexes with rootSelector main)', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Ceramic | Car Film Master</title><style>.a{color:red}</style>' +
      '<script>window.x=1</script></head><body><header><nav>menu</nav></header><main id="main" data-pagefind-filter="type:Blog"><h1>Ceramic</h1><p>Heat.</p></main>' +
      '<footer>© Car Film Master</footer><script src="/app.js"></script></body></html>';
    expect(indexedPart(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Ceramic | Car Film Master</title></head><body><main id="main" data-pagefind-filter="type:Blog"><h1>Ceramic</h1><p>Heat.</p></main></body></html>',
    );
  });
  it('keeps everything from the first <main> to the last </main>, and a page without one as it is', () => {
    const two = '<html><head></head><body><main>a</main><aside>b</aside><main>c</main><footer>d</footer></body></html>';
    expect(indexedPart(two)).toBe('<!DOCTYPE html><html lang="en"><head></head><body><main>a</main><aside>b</aside><main>c</main></body></html>');
    expect(indexedPart('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });
});

describe('dataRecords', () => {
  it('one record per FAQ (its tab) and per download (its category), text only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidx-'));
    const write = (route: string, data: object) => {
      fs.mkdirSync(path.join(dir, 'page-data', route), { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data', route, 'page-data.json'), JSON.stringify({ result: { data } }));
    };
    write('FAQ', {
      allCmsFaq: {
        nodes: [
          { title: 'Can I wax PPF?', content: '<p>Yes, <b>after</b> a week.</p>', category_id: 2, second_id: 7 },
          { title: 'Warranty?', content: 'Ten years', category_id: 1, second_id: null },
        ],
      },
    });
    write('DownloadCenter', {
      allCmsDownload: { nodes: [{ title: 'Ceramic IR 70 datasheet', category_id: 3 }] },
      allCmsDownloadCategory: { nodes: [{ cmsId: 3, name: 'Datasheets' }] },
    });
    expect(dataRecords(dir)).toEqual([
      { url: '/FAQ/?category=2&second=7', title: 'Can I wax PPF?', content: 'Can I wax PPF?. Yes, after a week.', type: 'FAQ' },
      { url: '/FAQ/?category=1', title: 'Warranty?', content: 'Warranty?. Ten years', type: 'FAQ' },
      { url: '/DownloadCenter/?category=3', title: 'Ceramic IR 70 datasheet', content: 'Ceramic IR 70 datasheet. Datasheets', type: 'Download' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  it('a build without those pages gives no records', () => {
    expect(dataRecords(path.join(os.tmpdir(), 'no-such-build'))).toEqual([]);
  });
});

describe('the index build (scripts/search-index.ts)', () => {
  // Pagefind's API is an ES module only, which jest's CommonJS runtime cannot import: run the script.
  const buildSearchIndex = (dir: string) => execFileSync(bin('tsx'), [path.join(ROOT, 'scripts', 'search-index.ts'), dir], { cwd: ROOT, stdio: 'pipe' });
  /** The text and meta Pagefind stored for each page (its fragments are gzipped JSON behind a signature). */
  const fragments = (publicDir: string) =>
    fs.readdirSync(path.join(publicDir, 'pagefind', 'fragment')).map(
      (f) =>
        JSON.parse(
          zlib
            .gunzipSync(fs.readFileSync(path.join(publicDir, 'pagefind', 'fragment', f)))
            .toString('utf8')
            .replace(/^pagefind_dcd/, ''),
        ) as { url: string; content: string; meta: Record<string, string> },
    );
  const post = (body: string) =>
    `<html><head><title>Ceramic, explained | Car Film Master</title></head><body><header>menu</header><main id="main"><article><header>` +
    `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span>Ceramic, expl…</span></li></ol></nav>` +
    `<span data-pagefind-ignore=""><time>Jul 3, 2026</time><span>Events</span><span>News</span></span><h1>Ceramic, explained</h1></header>` +
    `<div data-rich-html=""><p>${body}</p></div></article>` +
    `<section aria-labelledby="related-blogs"><h2 id="related-blogs">Related Blogs</h2><h3>Dubai summit</h3></section></main></body></html>`;

  it("indexes a page's own text only, titled without the brand, and a rebuild leaves no earlier fragment", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidx-build-'));
    const file = path.join(dir, 'blogInfo', '1', 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, post('Nano-ceramic film rejects heat.'));
    buildSearchIndex(dir);
    const [first] = fragments(dir);
    expect(first.url).toBe('/blogInfo/1/');
    expect(first.meta).toMatchObject({ title: 'Ceramic, explained', type: 'Blog' });
    // no hidden title, breadcrumb, date/tag line or related cards in the text excerpts come from
    expect(first.content).toBe('Ceramic, explained. Nano-ceramic film rejects heat.');

    fs.writeFileSync(file, post('Edited: the film now rejects more heat.'));
    buildSearchIndex(dir);
    const after = fragments(dir);
    expect(after).toHaveLength(1);
    expect(after[0].content).toContain('Edited');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
