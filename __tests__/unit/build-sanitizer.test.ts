// The build's sanitizer (contract/html/build-sanitizer.ts, through siteHtml) against hostile markup:
// what a browser parses from its output has no script, no handler and no script URL, and DOMPurify
// with the product's policy (contract/html/sanitize.ts) finds nothing in it to remove.
import fs from 'node:fs';
import path from 'node:path';
import DOMPurify from 'isomorphic-dompurify';
import { SANITIZE_CONFIG } from '../../contract/html/sanitize';
import { servedHref, siteHtml } from '../../plugins/gatsby-source-carfilm/site-html';
import { SCRIPT_PAYLOADS } from './support/hostile-html';

const HOSTILE = [
  ...SCRIPT_PAYLOADS,
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(22))">styled</div>',
  '<object data="javascript:alert(23)"></object><embed src="x.swf">',
  '<details open ontoggle=alert(24)>d</details>',
  '<video poster="javascript:alert(25)"><source src=x onerror=alert(26)></video>',
  '<table background="javascript:alert(27)"><tr><td>cell</td></tr></table>',
  '<img srcset="javascript:alert(28) 1x, /a.png 2x">',
  '<base href="javascript:alert(29)//"><meta http-equiv="refresh" content="0;url=javascript:alert(30)"><link rel="import" href="//evil.example">',
  '<noscript><p title="</noscript><img src=x onerror=alert(31)>"></noscript>',
  '<xmp><img src=x onerror=alert(32)></xmp><textarea><img src=x onerror=alert(33)></textarea><title><img src=x onerror=alert(34)></title>',
  '<!--<img src=x onerror=alert(35)>--><template><img src=x onerror=alert(36)></template>',
  '<img name="getElementById" id="x"><form name="cookie"></form>',
  '<a href="/ok" target="_blank">keep me</a>',
];

/** What a browser builds from the cleaned HTML. */
function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

const FORBIDDEN = 'script, iframe, frame, object, embed, form, input, button, textarea, select, style, link, meta, base, svg, math, template, noscript';

describe.each(HOSTILE.map((h) => [h]))('%s', (hostile) => {
  const clean = siteHtml(hostile);
  const root = parse(clean);

  it('leaves nothing that runs', () => {
    expect(root.querySelectorAll(FORBIDDEN)).toHaveLength(0);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on|^style$|^name$|^srcdoc$|^formaction$/i);
        expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data:text):?/i);
      }
    }
    expect(clean).not.toMatch(/<script|javascript:|onerror=|alert\(\d+\)<\/script>/i);
  });

  it('leaves DOMPurify with the product policy nothing to remove', () => {
    DOMPurify.sanitize(clean, SANITIZE_CONFIG);
    expect(DOMPurify.removed).toEqual([]);
  });
});

it('keeps the harmless text and the safe link', () => {
  // each on its own: an unclosed <math> drops everything after it (as an unclosed <template> does)
  const root = parse(HOSTILE.map((h) => siteHtml(h)).join(''));
  expect(root.textContent).toContain('click');
  expect(root.textContent).toContain('cell');
  const a = Array.from(root.querySelectorAll('a')).find((x) => x.textContent === 'keep me')!;
  expect(a.getAttribute('href')).toBe('/ok/');
  expect(a.getAttribute('rel')).toBe('noopener noreferrer');
});

it('cleans the demo content as DOMPurify does: same elements and attributes, same text, nothing for DOMPurify to remove', () => {
  const dir = path.join(__dirname, '..', '..', 'cms', 'content');
  const html: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && /<[a-z][^>]*>/i.test(v)) html.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  expect(html.length).toBeGreaterThan(20);
  const shape = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('*')).map((el) => `${el.tagName}[${Array.from(el.attributes, (a) => `${a.name}=${a.value}`).join(' ')}]`);
  for (const h of html) {
    const clean = siteHtml(h);
    const before = parse(DOMPurify.sanitize(h, SANITIZE_CONFIG));
    // links point at the served URL either way (site-html.ts)
    for (const a of Array.from(before.querySelectorAll('a[href]'))) a.setAttribute('href', servedHref(a.getAttribute('href')!) ?? a.getAttribute('href')!);
    // and images load lazily (site-html.ts)
    for (const img of Array.from(before.querySelectorAll('img'))) {
      img.setAttribute('loading', 'lazy');
      img.setAttribute('decoding', 'async');
    }
    const after = parse(clean);
    expect(after.textContent).toBe(before.textContent);
    expect(shape(after).map((s) => s.replace(/^H\d/, 'H'))).toEqual(shape(before).map((s) => s.replace(/^H\d/, 'H')));
    DOMPurify.sanitize(clean, SANITIZE_CONFIG);
    expect(DOMPurify.removed).toEqual([]);
  }
});

it('writes void elements the HTML way, as DOMPurify did', () => {
  expect(siteHtml('<p>a<br/>b</p><img src="/a.png" alt="x > y"/><hr>')).toBe(
    '<p>a<br>b</p><img src="/a.png" alt="x &gt; y" loading="lazy" decoding="async"><hr>',
  );
});
