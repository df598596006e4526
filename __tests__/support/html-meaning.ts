// What a piece of rich HTML means to a reader, independent of how an editor happens to write it:
// its blocks of text and where they sit (paragraph, heading, list item, quote, table cell), its
// images, links and emphasis. Two HTML strings with equal meanings read the same on the site.
// Used to prove that the console's rich-text editor gives back what it was given.

export interface HtmlMeaning {
  /** "<where>|<text>" per block, in order, e.g. "body/h3|Why heat matters", "body/ol>li|Day 1" */
  blocks: string[];
  /** "<src>|<alt>|<title>" per image, in order */
  images: string[];
  /** "<href>|<target>|<rel>|<text>" per link, in order */
  links: string[];
  /** "<mark>:<text>" per emphasised run, in order */
  marks: string[];
}

const BLOCK = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'DIV', 'SECTION', 'ARTICLE', 'FIGURE', 'FIGCAPTION']);
const TABLE_PARTS = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH', 'CAPTION']);
const MARKS: Record<string, string> = {
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  U: 'u',
  S: 's',
  DEL: 's',
  STRIKE: 's',
  CODE: 'code',
  SUB: 'sub',
  SUP: 'sup',
  MARK: 'mark',
};

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Text of inline content; a line break counts (it is visible), an image is listed apart. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  if ((node as Element).tagName === 'BR') return ' ⏎ ';
  return Array.from(node.childNodes).map(inlineText).join('');
}

/** Where a block sits: a paragraph inside a list item, quote or cell adds nothing (editors wrap one there or not). */
function place(parent: string, tag: string): string {
  const last = parent.slice(parent.lastIndexOf('/') + 1);
  switch (tag) {
    case 'P':
    case 'DIV':
    case 'SECTION':
    case 'ARTICLE':
    case 'FIGURE':
      return last === 'body' ? `${parent}/p` : parent;
    case 'UL':
    case 'OL':
      return `${parent}/${tag.toLowerCase()}`;
    case 'LI':
      return `${parent}>li`;
    case 'BLOCKQUOTE':
      return `${parent}/quote`;
    case 'TD':
    case 'TH':
      return `${parent}/${tag.toLowerCase()}`;
    case 'TR':
      return `${parent}/tr`;
    case 'TABLE':
    case 'THEAD':
    case 'TBODY':
    case 'TFOOT':
      return parent;
    default:
      return `${parent}/${tag.toLowerCase()}`;
  }
}

function collectBlocks(el: Element, where: string, runPlace: string, out: string[]) {
  let run = '';
  const flush = () => {
    const text = norm(run);
    if (text && text !== '⏎') out.push(`${runPlace}|${text}`);
    run = '';
  };
  for (const child of Array.from(el.childNodes)) {
    const tag = child.nodeType === Node.ELEMENT_NODE ? (child as Element).tagName : '';
    if (BLOCK.has(tag) || TABLE_PARTS.has(tag)) {
      flush();
      const inner = place(where, tag);
      collectBlocks(child as Element, inner, inner, out);
    } else run += inlineText(child);
  }
  flush();
}

/**
 * Each emphasised run of text, per kind of mark, however the marks are nested or split into
 * elements (<strong>a </strong><a><strong>b</strong></a> is one run "a b").
 */
function markRuns(body: HTMLElement): string[] {
  const texts: { text: string; marks: Set<string> }[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const marks = new Set<string>();
    for (let e = n.parentElement; e && e !== body; e = e.parentElement) if (MARKS[e.tagName]) marks.add(MARKS[e.tagName]);
    texts.push({ text: n.textContent ?? '', marks });
  }
  const out: string[] = [];
  for (const mark of new Set(Object.values(MARKS))) {
    let run = '';
    const close = () => {
      if (norm(run)) out.push(`${mark}:${norm(run)}`);
      run = '';
    };
    for (const t of texts) {
      if (t.marks.has(mark)) run += t.text;
      else if (norm(t.text)) close();
      else run += t.text;
    }
    close();
  }
  return out;
}

/**
 * The meaning of `html`. `inline` is for one-line fields: text outside any block stays "body";
 * in a block field such text is a paragraph (which is how any editor stores it).
 */
export function htmlMeaning(html: string, inline = false): HtmlMeaning {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const body = doc.body;
  const blocks: string[] = [];
  collectBlocks(body, 'body', inline ? 'body' : 'body/p', blocks);
  const images = Array.from(body.querySelectorAll('img')).map(
    (i) => `${i.getAttribute('src') ?? ''}|${i.getAttribute('alt') ?? ''}|${i.getAttribute('title') ?? ''}`,
  );
  const links = Array.from(body.querySelectorAll('a')).map(
    (a) => `${a.getAttribute('href') ?? ''}|${a.getAttribute('target') ?? ''}|${a.getAttribute('rel') ?? ''}|${norm(inlineText(a))}`,
  );
  return { blocks, images, links, marks: markRuns(body) };
}
