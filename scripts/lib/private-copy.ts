// A private copy of the project for builds that must not touch the working tree (preview, bench,
// tests). Node's own fs.cpSync does the copy: a fresh machine has Node and npm, not rsync.
import fs from 'node:fs';
import path from 'node:path';

/** Top-level entries that are never copied: generated output, caches, local data and git. */
export const SKIPPED = new Set(['node_modules', '.cache', 'public', '.git', 'data', 'artifacts', 'coverage', 'test-results', 'playwright-report']);

/**
 * Mirrors `from` into `dest` (entries of `dest` that `from` no longer has are removed) without the
 * generated folders, then links `dest/node_modules` to the original's so nothing is installed twice.
 */
export function makePrivateCopy(dest: string, from: string): string {
  fs.mkdirSync(dest, { recursive: true });
  const wanted = fs.readdirSync(from).filter((name) => !SKIPPED.has(name));
  for (const name of fs.readdirSync(dest)) {
    if (!SKIPPED.has(name) && !wanted.includes(name)) fs.rmSync(path.join(dest, name), { recursive: true, force: true });
  }
  for (const name of wanted) {
    const target = path.join(dest, name);
    // replace, not merge: a file deleted in the original must not survive in the copy
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(from, name), target, { recursive: true, verbatimSymlinks: true });
  }
  const nm = path.join(dest, 'node_modules');
  if (!fs.existsSync(nm)) fs.symlinkSync(path.join(from, 'node_modules'), nm);
  return dest;
}
