/**
 * Markdown helpers for the docs link check: GitHub's heading anchors, the links of a Markdown
 * page and the `docs/<page>.md#<anchor>` references that code comments carry.
 */

/**
 * The anchor GitHub gives a heading (the github-slugger rules): the rendered text in lower case,
 * every character that is not a letter, digit, mark, `_`, `-` or space dropped, each space turned
 * into a hyphen. Inline links keep their text and lose their target; HTML tags are dropped.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, i) => {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ line: i + 1, text: line });
  });
  return out;
}

/** Every heading anchor of a Markdown page; repeated headings get -1, -2 … as on GitHub. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const m = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const base = githubSlug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

export interface MarkdownLink {
  line: number;
  /** The path part, relative to the page; empty for a link to a heading of the same page. */
  target: string;
  anchor: string | null;
}

/** Links to local files in a Markdown page (web, mail and other scheme links are left out). */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const m of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const raw = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) continue;
      const hash = raw.indexOf('#');
      const target = decodeURIComponent(hash === -1 ? raw : raw.slice(0, hash));
      links.push({ line, target, anchor: hash === -1 ? null : decodeURIComponent(raw.slice(hash + 1)) });
    }
  }
  return links;
}

export interface DocsReference {
  line: number;
  /** Path from the repository root, e.g. docs/product/errors.md. */
  target: string;
  anchor: string | null;
}

/** `docs/….md` and `docs/….md#anchor` references in any text, read from the repository root. */
export function docsReferences(text: string): DocsReference[] {
  const refs: DocsReference[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      refs.push({ line: i + 1, target: m[1], anchor: m[2] ?? null });
    }
  });
  return refs;
}
