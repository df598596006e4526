// Two build outputs compared file by file (`npm run bench:warm-build` with BENCH_VERIFY=1: a warm
// build's public/ against a cold build's of the same content).
import fs from 'node:fs';
import path from 'node:path';

function filesOf(dir: string, rel = '', out = new Map<string, string>()): Map<string, string> {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) filesOf(dir, r, out);
    else out.set(r, path.join(dir, r));
  }
  return out;
}

/** The differences between two folders, one line each ("only in a: x", "differs: y"); empty when they are byte-identical. */
export function compareTrees(a: string, b: string): string[] {
  const left = filesOf(a);
  const right = filesOf(b);
  const out: string[] = [];
  for (const [rel, file] of left) {
    const other = right.get(rel);
    if (!other) out.push(`only in ${a}: ${rel}`);
    else if (!fs.readFileSync(file).equals(fs.readFileSync(other))) out.push(`differs: ${rel}`);
  }
  for (const rel of right.keys()) if (!left.has(rel)) out.push(`only in ${b}: ${rel}`);
  return out.sort();
}

const COMPILATION_HASH = /window\.___webpackCompilationHash="([0-9a-f]+)"/;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/**
 * Of the files `compareTrees` lists as differing, those that differ only in webpack's compilation
 * hash (named in every page's scripts slice and in page-data/app-data.json, and hashed by the
 * pages' script policy): a compilation restored from webpack's cache is named otherwise than a
 * fresh one (docs/decisions/0018-warm-build-floor.md). Answers the rest.
 */
export function beyondCompilationHash(a: string, b: string, differing: string[]): string[] {
  const hashOf = (dir: string) => COMPILATION_HASH.exec(fs.readFileSync(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), 'utf8'))?.[1];
  let hashes: string[];
  try {
    hashes = [hashOf(a), hashOf(b)].filter((h): h is string => !!h);
  } catch {
    return differing;
  }
  const norm = (file: string) => {
    let text = fs.readFileSync(file, 'latin1');
    for (const h of hashes) text = text.split(h).join('HASH');
    return text.replace(POLICY_META, '');
  };
  return differing.filter((line) => {
    if (!line.startsWith('differs: ')) return true;
    const rel = line.slice('differs: '.length);
    return norm(path.join(a, rel)) !== norm(path.join(b, rel));
  });
}
