/**
 * @jest-environment node
 *
 * The search indexer's page preparation (docs/product/site-search.md#what-is-indexed): each indexed
 * page states its type and title on <main>; FAQ answers and downloads become records of their tab.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { annotate, dataRecords } from '../../scripts/lib/search-index';

describe('annotate', () => {
  it('puts the type filter and the brandless title on <main>', () => {
    const html =
      '<html><head><title>Ceramic &amp; PPF | Car Film Master</title></head><body><header>menu</header><main id="main" class="x"><h1>Ceramic</h1></main></body></html>';
    const out = annotate(html, 'Blog')!;
    expect(out).toContain(
      '<main id="main" class="x" data-pagefind-filter="type:Blog" data-pagefind-meta="type:Blog"><span hidden data-pagefind-meta="title">Ceramic &amp; PPF</span><h1>',
    );
  });
  it('skips a page without <main>', () => {
    expect(annotate('<html><body>x</body></html>', 'Tool')).toBeNull();
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
