/**
 * @jest-environment node
 */
// Media URL rewriting of the source plugin: which URLs are API media, local names, HTML rewriting.
import { collectMediaUrls, htmlMediaUrls, isApiMediaUrl, localMediaPath, rewriteHtml, rewriteValue } from '../../plugins/gatsby-source-carfilm/media';

const API = 'http://localhost:4200';

describe('isApiMediaUrl', () => {
  it.each([
    ['http://localhost:4200/uploads/media/blog-01.jpg', true],
    ['http://127.0.0.1:4200/uploads/media/a.png', true], // loopback aliases of the API host
    ['http://localhost:4200/api/Blog/list', false], // an API call, not a file
    ['http://localhost:4300/uploads/a.png', false], // another port
    ['https://example.com/a.png', false],
    ['/media/abc-a.png', false],
    ['media/a.png', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiMediaUrl(url, API)).toBe(expected);
  });
});

describe('localMediaPath', () => {
  it('is /media/<10 hex>-<safe basename>, stable per URL', () => {
    const a = localMediaPath(`${API}/uploads/media/blog 01 (final).jpg`);
    expect(a).toMatch(/^\/media\/[0-9a-f]{10}-blog-01-final-\.jpg$/);
    expect(localMediaPath(`${API}/uploads/media/blog 01 (final).jpg`)).toBe(a);
  });
  it('gives different files with the same name different paths', () => {
    expect(localMediaPath(`${API}/uploads/a/x.png`)).not.toBe(localMediaPath(`${API}/uploads/b/x.png`));
  });
});

describe('rewriteHtml', () => {
  const map = (u: string) => (isApiMediaUrl(u, API) ? `/media/L-${u.split('/').pop()}` : undefined);

  it('rewrites src, href and poster on the API host and leaves the rest', () => {
    const html = `<p><img src="${API}/uploads/media/a.png" alt="x"> <a href='${API}/uploads/doc.pdf'>pdf</a> <a href="https://other.example/x.png">x</a> <video poster="${API}/uploads/p.jpg"></video></p>`;
    expect(rewriteHtml(html, map)).toBe(
      `<p><img src="/media/L-a.png" alt="x"> <a href='/media/L-doc.pdf'>pdf</a> <a href="https://other.example/x.png">x</a> <video poster="/media/L-p.jpg"></video></p>`,
    );
  });

  it('rewrites every srcset candidate and CSS url()', () => {
    const html = `<img srcset="${API}/u/a.png 1x, ${API}/u/b.png 2x"><div style="background:url('${API}/u/c.jpg')"></div>`;
    expect(rewriteHtml(html, map)).toBe(`<img srcset="/media/L-a.png 1x, /media/L-b.png 2x"><div style="background:url('/media/L-c.jpg')"></div>`);
  });

  it('decodes &amp; in attribute values before looking the URL up', () => {
    const seen: string[] = [];
    rewriteHtml(`<img src="${API}/u/a.png?x=1&amp;y=2">`, (u) => {
      seen.push(u);
      return undefined;
    });
    expect(seen).toEqual([`${API}/u/a.png?x=1&y=2`]);
  });

  it('lists the media an HTML string refers to', () => {
    expect(htmlMediaUrls(`<img src="${API}/u/a.png"><a href="${API}/api/x">api</a>`, API)).toEqual([`${API}/u/a.png`]);
  });
});

describe('rewriteValue / collectMediaUrls', () => {
  const data = {
    id: 3,
    image: `${API}/uploads/media/a.png`,
    images_arr: [`${API}/uploads/media/b.png`, `${API}/uploads/media/a.png`],
    content: `<p><img src="${API}/uploads/media/c.png"></p>`,
    pdf_url: null,
    title: 'A title with http://localhost:4200 in text',
    nested: [{ url: `${API}/uploads/media/d.mp4`, type: 'video' }],
  };

  it('finds whole-string URLs and URLs inside HTML, deduplicated, nested too', () => {
    expect(collectMediaUrls(data, API)).toEqual([
      `${API}/uploads/media/a.png`,
      `${API}/uploads/media/b.png`,
      `${API}/uploads/media/c.png`,
      `${API}/uploads/media/d.mp4`,
    ]);
  });

  it('rewrites them without touching other fields', () => {
    const out = rewriteValue(data, API, (u) => localMediaPath(u));
    expect(out.image).toBe(localMediaPath(data.image));
    expect(out.images_arr[1]).toBe(out.image);
    expect(out.content).toMatch(/^<p><img src="\/media\/[0-9a-f]{10}-c\.png"><\/p>$/);
    expect(out.nested[0]).toEqual({ url: localMediaPath(data.nested[0].url), type: 'video' });
    expect(out.title).toBe(data.title);
    expect(out.pdf_url).toBeNull();
    expect(out.id).toBe(3);
  });
});
