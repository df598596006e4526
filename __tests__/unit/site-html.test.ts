// Rich HTML as it enters the site (plugins/gatsby-source-carfilm/site-html.ts): hostile markup made inert, headings
// shifted under the page's own, internal links pointed at the URL that is served.
import { servedHref, siteHtml } from '../../plugins/gatsby-source-carfilm/site-html';

/** Parses cleaned HTML the way a browser would, to check what survived. */
function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('siteHtml: hostile HTML', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<p onclick="alert(2)">click</p>',
    '<img src="x.png" onerror="alert(3)">',
    '<a href="javascript:alert(4)">js</a>',
    '<a href="JaVaScRiPt:alert(5)">js2</a>',
    '<a href=" javascript:alert(6)">js3</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(7)</script><a xlink:href="javascript:alert(8)">s</a></svg>',
    '<form action="https://evil.example"><input name="x"><button>go</button></form>',
    '<style>body{display:none}</style>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>',
    '<div style="background:url(javascript:alert(10))">styled</div>',
    '<object data="javascript:alert(11)"></object><embed src="x.swf">',
  ].join('');

  const clean = siteHtml(hostile);
  const root = parse(clean);

  it('leaves no script, frame, object, form or style element', () => {
    expect(root.querySelectorAll('script, iframe, object, embed, form, input, button, style')).toHaveLength(0);
  });

  it('leaves no event handler and no javascript: URL anywhere', () => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.value).not.toMatch(/javascript:/i);
      }
    }
    expect(clean).not.toMatch(/javascript:|onerror|onclick/i);
  });

  it('keeps the harmless text', () => {
    expect(root.textContent).toContain('click');
    expect(root.textContent).toContain('js2');
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    const a = parse(siteHtml('<a href="https://x.example" target="_blank">x</a>')).querySelector('a')!;
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('returns an empty string for empty input', () => {
    expect(siteHtml('')).toBe('');
  });
});

describe('siteHtml: headings', () => {
  const levels = (html: string) => Array.from(parse(html).querySelectorAll('h1,h2,h3,h4,h5,h6')).map((h) => h.tagName.toLowerCase());

  it('moves the top heading to h2, under the page h1', () => {
    expect(levels(siteHtml('<h3>a</h3><p>x</p><h4>b</h4>'))).toEqual(['h2', 'h3']);
    expect(levels(siteHtml('<h1>a</h1><h2>b</h2>'))).toEqual(['h2', 'h3']);
  });

  it('never skips a level going down', () => {
    expect(levels(siteHtml('<h2>a</h2><h5>b</h5><h6>c</h6><h3>d</h3>'))).toEqual(['h2', 'h3', 'h4', 'h3']);
  });

  it('follows another top level when asked, and keeps the allowed attributes and content', () => {
    // id and class are not content's to set (contract/html/html-policy.ts)
    const out = siteHtml('<h1 lang="en" id="x" class="c">Title <em>here</em></h1><h2>b</h2>', { topLevel: 3 });
    expect(out).toBe('<h3 lang="en">Title <em>here</em></h3><h4>b</h4>');
  });

  it('stops at h6', () => {
    expect(levels(siteHtml('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>'))).toEqual(['h2', 'h3', 'h4', 'h5', 'h6', 'h6']);
  });
});

describe('siteHtml: links', () => {
  it('rewrites query-form links to the item page, keeping the other parameters', () => {
    const out = parse(siteHtml('<a href="/ProductInfo?id=3&type=1">p</a><a href="/blogs?type=2">b</a><a href="/blogInfo?id=12#top">x</a>'));
    expect(Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['/ProductInfo/3/?type=1', '/blogs/2/', '/blogInfo/12/#top']);
  });

  it('adds the trailing slash pages are served with, and leaves files, outside links and bad ids alone', () => {
    expect(servedHref('/aboutUs')).toBe('/aboutUs/');
    expect(servedHref('/PPF/')).toBeNull();
    expect(servedHref('/media/abc-guide.pdf')).toBeNull();
    expect(servedHref('https://example.com/ProductInfo?id=3')).toBeNull();
    expect(servedHref('//example.com/x')).toBeNull();
    expect(servedHref('mailto:a@b.c')).toBeNull();
    expect(servedHref('/ProductInfo?id=abc')).toBe('/ProductInfo/?id=abc');
  });
});

describe('siteHtml: images', () => {
  const sizes = new Map([['/media/abc-photo.jpg', { width: 1200, height: 800 }]]);
  const imageSize = (src: string) => sizes.get(src);
  const img = (html: string) => parse(siteHtml(html, { imageSize })).querySelector('img')!;

  it('load lazily and off the main thread', () => {
    const el = img('<p><img src="https://elsewhere.example/x.jpg" alt="x" loading="eager"></p>');
    expect([el.getAttribute('loading'), el.getAttribute('decoding')]).toEqual(['lazy', 'async']);
  });

  it('get the size of a file the build has, so their box is reserved', () => {
    const el = img('<img src="/media/abc-photo.jpg" alt="A car">');
    expect([el.getAttribute('width'), el.getAttribute('height')]).toEqual(['1200', '800']);
  });

  it('keep the size the content gave, and get none for a file the build does not know', () => {
    expect(img('<img src="/media/abc-photo.jpg" width="300">').getAttribute('height')).toBeNull();
    expect(img('<img src="/media/other.jpg">').hasAttribute('width')).toBe(false);
  });

  it('still lose unsafe URLs and handlers', () => {
    const el = img('<img src="javascript:alert(1)" onerror="alert(2)">');
    expect(el.getAttribute('src')).toBeNull();
    expect(el.getAttribute('onerror')).toBeNull();
  });
});
