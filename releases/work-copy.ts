// The build's kept work copy: a private copy of the project whose .cache/ and public/ survive from
// one build to the next, so Gatsby rebuilds only what changed. Before each build the project's
// files are mirrored into it, copying only files whose size or time differ (with their times kept,
// so an unchanged source file looks unchanged to Gatsby), and deleting what the project no longer
// has. node_modules is a link to the project's, never a copy. (scripts/lib/private-copy.ts makes
// throw-away copies the same way; this one keeps the generated folders.)
import fs from 'node:fs';
import path from 'node:path';

/** Top-level entries that are never mirrored: generated output, caches, local data and git. */
export const NOT_MIRRORED = new Set(['node_modules', '.cache', 'public', '.git', 'data', 'artifacts', 'coverage', 'test-results', 'playwright-report']);

export interface MirrorStats {
  copied: number;
  removed: number;
}

type Skip = (abs: string, name: string) => boolean;

function mirrorDir(from: string, to: string, skip: Skip, stats: MirrorStats, inner: (abs: string) => boolean): void {
  fs.mkdirSync(to, { recursive: true });
  const wanted = fs.readdirSync(from, { withFileTypes: true }).filter((e) => !skip(path.join(from, e.name), e.name));
  const names = new Set(wanted.map((e) => e.name));
  for (const e of fs.readdirSync(to, { withFileTypes: true })) {
    if (!names.has(e.name) && !skip(path.join(from, e.name), e.name)) {
      fs.rmSync(path.join(to, e.name), { recursive: true, force: true });
      stats.removed++;
    }
  }
  for (const e of wanted) {
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    const have = fs.lstatSync(dest, { throwIfNoEntry: false });
    if (e.isDirectory()) {
      if (have && !have.isDirectory()) fs.rmSync(dest, { recursive: true, force: true });
      mirrorDir(src, dest, (abs) => inner(abs), stats, inner);
    } else if (e.isSymbolicLink()) {
      const target = fs.readlinkSync(src);
      if (have?.isSymbolicLink() && fs.readlinkSync(dest) === target) continue;
      fs.rmSync(dest, { recursive: true, force: true });
      fs.symlinkSync(target, dest);
      stats.copied++;
    } else if (e.isFile()) {
      const st = fs.statSync(src);
      if (have?.isFile() && have.size === st.size && Math.trunc(have.mtimeMs) === Math.trunc(st.mtimeMs)) continue;
      if (have) fs.rmSync(dest, { recursive: true, force: true });
      fs.copyFileSync(src, dest);
      fs.utimesSync(dest, st.atimeMs / 1000, st.mtimeMs / 1000);
      stats.copied++;
    }
  }
}

/**
 * Mirrors `from` into `dest` without its generated folders and without `exclude` (the releases
 * folder, when it lies inside the project), then links `dest/node_modules` to the original's.
 */
export function mirrorProject(dest: string, from: string, exclude: string[] = []): MirrorStats {
  const stats: MirrorStats = { copied: 0, removed: 0 };
  const excluded = exclude.map((p) => path.resolve(p));
  const inner = (abs: string) => excluded.includes(abs);
  mirrorDir(from, dest, (abs, name) => NOT_MIRRORED.has(name) || inner(abs), stats, inner);
  const nm = path.join(dest, 'node_modules');
  if (fs.existsSync(path.join(from, 'node_modules')) && !fs.lstatSync(nm, { throwIfNoEntry: false })) fs.symlinkSync(path.join(from, 'node_modules'), nm);
  return stats;
}
