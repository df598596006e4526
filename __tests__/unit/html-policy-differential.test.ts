// The one HTML policy (contract/html/html-policy.ts) in its two engines: DOMPurify (saves, live HTML:
// contract/html/sanitize.ts) and sanitize-html (the build: contract/html/build-sanitizer.ts). One hostile
// corpus goes through both, and a browser must build the same DOM from either output; the DOM
// holds nothing that runs, positions, hides or re-labels itself, or borrows the site's hooks.
import { sanitizeHtml } from '../../contract/html/sanitize';
import { sanitizeForBuild } from '../../contract/html/build-sanitizer';
import { SCRIPT_PAYLOADS } from './support/hostile-html';

/** The outside probe of issue 33: a link laid over the whole viewport. */
const PROBE =
  '<p>Read on</p><a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647;background:#fff">Sign in</a>';

const HOSTILE = [
  PROBE,
  // scripts, handlers, script URLs
  ...SCRIPT_PAYLOADS,
  '<object data="javascript:alert(23)"></object><embed src="x.swf">',
  '<details open ontoggle=alert(24)>d</details>',
  '<video poster="javascript:alert(25)"><source src=x onerror=alert(26)></video>',
  '<table background="javascript:alert(27)"><tr><td>cell</td></tr></table>',
  '<base href="javascript:alert(29)//"><meta http-equiv="refresh" content="0;url=javascript:alert(30)"><link rel="import" href="//evil.example">',
  '<xmp><img src=x onerror=alert(32)></xmp><textarea><img src=x onerror=alert(33)></textarea><title><img src=x onerror=alert(34)></title>',
  '<!--<img src=x onerror=alert(35)>--><template><img src=x onerror=alert(36)></template>',
  // styles and the site's own hooks
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(22))">styled</div>',
  '<p class="visually-hidden">only for screen readers</p><span class="sr-only skip-link">x</span>',
  '<p id="main-content">a</p><img name="getElementById" id="cookie"><a id="___gatsby" href="#x">y</a>',
  '<p data-rich-html="" data-testid="x" data-gatsby="y">data</p>',
  // hiding, overlaying, stealing focus, lying to assistive technology
  '<p hidden>h1</p><p hidden="until-found">h2</p>',
  '<dialog open>modal</dialog><marquee behavior="alternate">scroll</marquee>',
  '<div popover="manual" id="p">pop</div><button popovertarget="p">open</button>',
  '<section inert><a href="/x">dead</a></section>',
  '<a href="/first" tabindex="1">first</a><p tabindex="0">focus</p>',
  '<p aria-hidden="true">gone</p><a href="/buy" aria-label="Close">Buy now</a><div role="dialog" aria-modal="true">d</div>',
  '<font color="#ffffff" face="Arial" size="2">white</font><table bgcolor="#fff"><tr><td background="/x.png">c</td></tr></table>',
  // URLs: data, srcset, whitespace
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel"><img src="DATA:image/png;base64,AA==" alt="upper"><img src=" data:image/png;base64,AA==">',
  '<a href="data:image/png;base64,AA==">d</a><img href="data:image/png;base64,AA==" src="/a.png">',
  '<img srcset="javascript:alert(28) 1x, /a.png 2x" src="/b.png"><picture><source srcset="/a.webp" type="image/webp"><img src="/a.jpg" alt="a"></picture>',
  '<a href="  /spaced  " title="  keep  ">sp</a><li value=" 3 ">v</li>',
  '<a href="/x" title="a --> b">t</a><img alt="</noscript><img src=x onerror=alert(37)>" src="/y.png">',
  '<a href="//cdn.example/x">protocol-relative</a><a href="mailto:a@b.example">mail</a><a href="tel:+1">tel</a><a href="ftp://f.example">ftp</a>',
  '<a href="weird:thing">w</a><a href="#frag">f</a><a href="?q=1">q</a><a href="x:y">xy</a>',
  // links that open a new tab
  '<a href="/ok" target="_blank">keep me</a><a href="/ok" target="_BLANK" rel="nofollow">mine</a><a href="/ok" target="_self">self</a>',
  // structure a streaming parser reads differently from a browser
  '<a href="/a">one<a href="/b">two</a></a>',
  '<table><div>foster</div><tr><td>c</td></tr></table>',
  '<p>para<div>block</div></p>',
  '<ul><li>a<li>b</ul><p>x<p>y',
];

/** What a browser builds from a fragment, serialized back. */
function dom(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
}

/**
 * Inputs a streaming parser (sanitize-html's) reads into another tree than a browser does:
 * misnested formatting, markup that leaves foreign content, `noscript` and `head` in a fragment,
 * a table inside a paragraph. The policy is the same, the structure can differ; both stay inert.
 */
const PARSER_DIFFERENCES = [
  '<b><i>mis</b>nested</i>',
  '<noscript><p title="</noscript><img src=x onerror=alert(31)>"></noscript>',
  '<svg><p>in svg</p></svg><math><p>in math</p></math>',
  '<head><p>x</p></head>',
  '<p>a<table><tr><td>t</td></tr></table>',
];

/** Nothing in the DOM a browser builds from `html` runs, styles, hides, re-labels or borrows the site's hooks. */
function expectInert(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  expect(
    div.querySelectorAll('script, iframe, object, embed, form, input, button, textarea, select, style, link, meta, base, svg, math, template'),
  ).toHaveLength(0);
  expect(div.querySelectorAll('dialog, marquee, noscript')).toHaveLength(0);
  for (const el of Array.from(div.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(
        /^(on.*|style|class|id|name|hidden|inert|popover.*|tabindex|role|aria-.*|data-.*|color|bgcolor|background|srcset|srcdoc|formaction)$/i,
      );
      if (attr.name !== 'title' && attr.name !== 'alt') expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data:text)/i);
    }
  }
}

describe.each(HOSTILE.map((h) => [h]))('%s', (hostile) => {
  const live = sanitizeHtml(hostile);
  const build = sanitizeForBuild(hostile);

  it('gives the same DOM from both engines', () => {
    expect(dom(build)).toBe(dom(live));
  });

  it('leaves nothing that runs, styles, hides, re-labels or borrows the site’s hooks', () => {
    expectInert(live);
    expectInert(build);
  });
});

it.each(PARSER_DIFFERENCES.map((h) => [h]))('%s: where the parsers disagree, both outputs are inert', (hostile) => {
  expectInert(sanitizeHtml(hostile));
  expectInert(sanitizeForBuild(hostile));
});

it('answers the probe with the link and no style', () => {
  expect(sanitizeHtml(PROBE)).toBe('<p>Read on</p><a href="https://evil.example/login">Sign in</a>');
  expect(sanitizeForBuild(PROBE)).toBe(sanitizeHtml(PROBE));
});

it('keeps the harmless text, the safe links and the media data URL', () => {
  const div = document.createElement('div');
  div.innerHTML = HOSTILE.map(sanitizeHtml).join('');
  expect(div.textContent).toContain('click');
  expect(div.textContent).toContain('only for screen readers');
  expect(div.textContent).toContain('modal');
  expect(div.querySelector('img[alt="pixel"]')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  const links = Array.from(div.querySelectorAll('a'));
  expect(links.find((a) => a.textContent === 'keep me')?.getAttribute('rel')).toBe('noopener noreferrer');
  expect(links.find((a) => a.textContent === 'mine')?.getAttribute('rel')).toBe('nofollow');
  expect(links.find((a) => a.textContent === 'protocol-relative')?.getAttribute('href')).toBe('//cdn.example/x');
});
