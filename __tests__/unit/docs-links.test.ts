/**
 * @jest-environment node
 *
 * Every reference to the project's docs must land on a real page and a real heading: code comments
 * cite rules as `docs/product/<page>.md#<heading>`, and the docs link to each other. When a heading
 * is renamed or a page moves, this test names every reference left dangling. It also keeps the
 * tree free of the old numbered references ("§n") to a document that is not in the repository.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { githubSlug, headingSlugs, markdownLinks, docsReferences } from './docs-links-support';

const ROOT = path.resolve(__dirname, '../..');

/** Text files worth scanning: source, styles, scripts and docs. */
const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|css|md|json|yml|yaml|sh)$|(^|\/)\.ci\/run$/;
const SKIP_DIRS = new Set(['node_modules', '.git', '.cache', 'public', 'test-results', 'playwright-report']);

/** Tracked and untracked-but-not-ignored files; a plain walk when git is unavailable. */
function listFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter((f) => f && fs.existsSync(path.join(ROOT, f)));
  } catch {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name)) walk(rel);
        } else files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

const files = listFiles()
  .filter((f) => TEXT_FILE.test(f) && !f.endsWith('package-lock.json'))
  .sort();
const read = (rel: string): string => fs.readFileSync(path.join(ROOT, rel), 'utf8');

const slugCache = new Map<string, Set<string>>();
function slugsOf(rel: string): Set<string> {
  let slugs = slugCache.get(rel);
  if (!slugs) {
    slugs = headingSlugs(read(rel));
    slugCache.set(rel, slugs);
  }
  return slugs;
}

interface Ref {
  from: string;
  line: number;
  target: string;
  anchor: string | null;
}

/** Where a reference points, relative to the repository root, or null when it leaves the repository. */
function resolveTarget(from: string, target: string, relativeToFile: boolean): string | null {
  const base = relativeToFile ? path.posix.dirname(from) : '';
  const joined = path.posix.normalize(path.posix.join(base, target));
  return joined.startsWith('../') || path.posix.isAbsolute(joined) ? null : joined;
}

function collectRefs(): Ref[] {
  const refs: Ref[] = [];
  for (const file of files) {
    const text = read(file);
    if (file.endsWith('.md')) {
      for (const link of markdownLinks(text)) {
        const target = link.target === '' ? file : (resolveTarget(file, link.target, true) ?? `(outside) ${link.target}`);
        refs.push({ from: file, line: link.line, target, anchor: link.anchor });
      }
    }
    // Plain `docs/…` mentions read from the repository root (inside docs/ pages link relatively).
    if (!file.startsWith('docs/')) {
      for (const ref of docsReferences(text)) refs.push({ from: file, line: ref.line, target: ref.target, anchor: ref.anchor });
    }
  }
  return refs;
}

describe('GitHub heading slugs', () => {
  it('follow GitHub: lower case, punctuation dropped, spaces to hyphens, inline markup stripped', () => {
    expect(githubSlug('Contact Us')).toBe('contact-us');
    expect(githubSlug('Safe-IN quality limits')).toBe('safe-in-quality-limits');
    expect(githubSlug('HTTP 401')).toBe('http-401');
    expect(githubSlug('`/blogs` by type')).toBe('blogs-by-type');
    expect(githubSlug('Why: static vs. live')).toBe('why-static-vs-live');
    expect(githubSlug('A [link](x.md) here')).toBe('a-link-here');
    expect(githubSlug('Ünïcode & más')).toBe('ünïcode--más');
  });

  it('number repeated headings and ignore fenced code', () => {
    const slugs = headingSlugs('# Page\n## Notes\n```\n## Not a heading\n```\n## Notes\n### Notes\n');
    expect([...slugs]).toEqual(['page', 'notes', 'notes-1', 'notes-2']);
  });
});

describe('references to the docs', () => {
  const refs = collectRefs();
  const docRefs = refs.filter((r) => r.target.startsWith('docs/'));

  it('are found across the tree (code comments cite the product docs)', () => {
    expect(docRefs.filter((r) => !r.from.startsWith('docs/') && r.from.startsWith('src/')).length).toBeGreaterThan(50);
    expect(docRefs.filter((r) => r.from.startsWith('docs/')).length).toBeGreaterThan(20);
  });

  it('each name an existing file inside the repository', () => {
    const missing = refs
      .filter((r) => r.target.startsWith('(outside)') || !fs.existsSync(path.join(ROOT, r.target)))
      .map((r) => `${r.from}:${r.line} → ${r.target}`);
    expect(missing).toEqual([]);
  });

  it('each name an existing heading when they carry an anchor', () => {
    const broken = refs
      .filter((r) => r.anchor && r.target.endsWith('.md') && fs.existsSync(path.join(ROOT, r.target)))
      .filter((r) => !slugsOf(r.target).has(r.anchor as string))
      .map((r) => `${r.from}:${r.line} → ${r.target}#${r.anchor}`);
    expect(broken).toEqual([]);
  });
});

describe('the tree cites only what is in the repository', () => {
  it('has no numbered section references to an outside document', () => {
    const offenders = files.filter((f) => f !== '__tests__/unit/docs-links.test.ts' && /§|\bSPEC\.md\b|\bDESIGN\.md\b/.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it('names no absolute path of the machine it was written on', () => {
    const offenders = files.filter((f) => f !== '__tests__/unit/docs-links.test.ts' && /\/work\/(team|shared|briefs|wt|main)\b|\.\.\/shared\//.test(read(f)));
    expect(offenders).toEqual([]);
  });
});
