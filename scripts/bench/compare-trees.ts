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
