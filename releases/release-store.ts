// The release directories (layout: plugins/gatsby-plugin-hosting/server/release-layout.ts):
// making one from the build's output, switching `current` to one atomically, and removing those
// beyond the kept count. A release is never written after it is made: Gatsby rewrites public/ in
// place, so a release holds copies of public/'s files, or hard links to the identical file of an
// older release (which nobody writes either), never links into public/.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { searchReleaseId } from '../contract/release-names';
import { niced } from './niced';
import {
  CURRENT_LINK,
  RELEASES_SUBDIR,
  RELEASE_ID,
  currentRelease,
  keptLink,
  releaseIds,
  releaseRoot,
} from '../plugins/gatsby-plugin-hosting/server/release-layout';

/** What the service writes into each release (a dotfile: no host serves it). */
export const RELEASE_META = '.release.json';
/**
 * Each file's size and time in the build output when the release was copied from it: a file of
 * the next build with the same size and time was not written since (Gatsby rewrites what it
 * renders), so it is the release's file, linked without reading either.
 */
export const RELEASE_FILES = '.release-files.json';

type Seen = Record<string, [size: number, mtimeMs: number]>;

export interface ReleaseMeta {
  id: string;
  /** the publish log entry the build read */
  seq: number;
  built_at: string;
  timings: Record<string, number>;
  /** the seq of the pages its search index was made from: below `seq` while it carries an older release's index (absent: `seq`) */
  search_seq?: number;
}

/** The folder of a release's search index (Pagefind's output). */
export const SEARCH_DIR = 'pagefind';
/** A search index is whole when its entry file is there (what the checks ask of every release). */
export const SEARCH_ENTRY = path.join(SEARCH_DIR, 'pagefind-entry.json');

export interface CopyStats {
  /** the seq of the pages the release's search index was made from (its own, or the live release's it carries) */
  searchSeq: number;
  files: number;
  linked: number;
  copied: number;
  bytesCopied: number;
  ms: number;
}

/** A new release id: its UTC time and the seq it holds (`20261128T101500Z-42`), unique on disk. */
export function newReleaseId(releasesDir: string, seq: number, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const base = `${stamp}-${seq}`;
  let id = base;
  for (let n = 2; fs.existsSync(releaseRoot(releasesDir, id)) || fs.existsSync(`${releaseRoot(releasesDir, id)}.partial`); n++) id = `${base}.${n}`;
  return id;
}

function sameBytes(a: string, b: string): boolean {
  const hash = (f: string) => crypto.createHash('sha1').update(fs.readFileSync(f)).digest();
  return hash(a).equals(hash(b));
}

interface Walk {
  stats: CopyStats;
  /** the older release's record of the output (RELEASE_FILES) */
  before: Seen;
  /** this release's record */
  now: Seen;
  /** top-level names not copied from the output */
  skip: ReadonlySet<string>;
}

/** Hard-links every file of `from` (a release: never written) into `to`, but the top-level names in `skip`. */
function linkTree(from: string, to: string, skip: ReadonlySet<string> = new Set(), stats?: CopyStats): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(e.name)) continue;
    const src = path.join(from, e.name);
    if (e.isDirectory()) linkTree(src, path.join(to, e.name), undefined, stats);
    else if (e.isFile()) {
      fs.linkSync(src, path.join(to, e.name));
      if (stats) {
        stats.files++;
        stats.linked++;
      }
    }
  }
}

function copyTree(from: string, to: string, older: string | null, rel: string, w: Walk): void {
  fs.mkdirSync(to, { recursive: true });
  const { stats } = w;
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    if (!rel && w.skip.has(e.name)) continue;
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    const old = older ? path.join(older, e.name) : null;
    const key = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      copyTree(src, dest, old && fs.statSync(old, { throwIfNoEntry: false })?.isDirectory() ? old : null, key, w);
      continue;
    }
    if (!e.isFile()) continue;
    stats.files++;
    const st = fs.statSync(src);
    w.now[key] = [st.size, st.mtimeMs];
    const seen = w.before[key];
    const unwritten = seen !== undefined && seen[0] === st.size && seen[1] === st.mtimeMs;
    if (old && unwritten) {
      // the older release holds this very file (releases are never written): no need to look at it
      try {
        fs.linkSync(old, dest);
        stats.linked++;
        continue;
      } catch {
        /* not there after all: compared below */
      }
    }
    const was = old ? fs.statSync(old, { throwIfNoEntry: false }) : undefined;
    if (old && was?.isFile() && was.size === st.size && sameBytes(src, old)) {
      fs.linkSync(old, dest);
      stats.linked++;
    } else {
      // a reflink where the file system offers one (copy-on-write), a plain copy elsewhere
      fs.copyFileSync(src, dest, fs.constants.COPYFILE_FICLONE);
      stats.copied++;
      stats.bytesCopied += st.size;
    }
  }
}

/**
 * Makes `releases/<id>/` from `outputDir`: built under `<id>.partial` and renamed when complete, so
 * a half-made release never appears. A file identical to the live release's is a hard link to it:
 * identical when the output's file was not written since that release was copied (same size and
 * time as recorded then), else when its bytes are the same. With `carrySearch`, the search index
 * is the live release's (linked), not the output's.
 */
export function makeRelease(releasesDir: string, id: string, outputDir: string, meta: Omit<ReleaseMeta, 'id' | 'search_seq'>, carrySearch = false): CopyStats {
  if (!RELEASE_ID.test(id)) throw new Error(`"${id}" is not a release id`);
  const t0 = Date.now();
  const dest = releaseRoot(releasesDir, id);
  const partial = `${dest}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const newest = currentRelease(releasesDir)?.root ?? null;
  const older = newest && fs.existsSync(newest) ? newest : null;
  const stats: CopyStats = { searchSeq: meta.seq, files: 0, linked: 0, copied: 0, bytesCopied: 0, ms: 0 };
  let before: Seen = {};
  try {
    if (older) before = JSON.parse(fs.readFileSync(path.join(older, RELEASE_FILES), 'utf8')) as Seen;
  } catch {
    /* none kept: every file is compared byte for byte */
  }
  if (carrySearch) {
    // the index of the release linked below, whatever went live since the build began
    const olderMeta = older ? readMetaAt(older) : null;
    if (!older || !olderMeta || !fs.existsSync(path.join(older, SEARCH_ENTRY))) throw new Error('no live release with a search index to carry');
    stats.searchSeq = olderMeta.search_seq ?? olderMeta.seq;
  }
  try {
    const w: Walk = { stats, before, now: {}, skip: new Set(carrySearch ? [SEARCH_DIR] : []) };
    copyTree(outputDir, partial, older, '', w);
    if (carrySearch) linkTree(path.join(older!, SEARCH_DIR), path.join(partial, SEARCH_DIR), undefined, stats);
    fs.writeFileSync(path.join(partial, RELEASE_FILES), JSON.stringify(w.now));
    fs.writeFileSync(path.join(partial, RELEASE_META), `${JSON.stringify({ id, ...meta, search_seq: stats.searchSeq }, null, 2)}\n`);
    fs.renameSync(partial, dest);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  stats.ms = Date.now() - t0;
  return stats;
}

/**
 * A folder of its own for one attempt at the search index of release `id` (`<id>.search.<attempt>.partial`):
 * a writer left running by a service that died never writes into the folder of the next attempt.
 */
export const newSearchPartial = (releasesDir: string, id: string) =>
  `${releaseRoot(releasesDir, searchReleaseId(id))}.${process.pid}-${crypto.randomBytes(3).toString('hex')}.partial`;

/** Removes what earlier attempts at release `id`'s search index left: their folders, and `<id>.search` when it is not live. */
export function clearSearchAttempts(releasesDir: string, id: string): void {
  const prefix = `${searchReleaseId(id)}.`;
  const root = path.join(releasesDir, RELEASES_SUBDIR);
  for (const name of fs.readdirSync(root)) {
    if (name.startsWith(prefix) && name.endsWith('.partial')) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
  if (currentRelease(releasesDir)?.id !== searchReleaseId(id)) fs.rmSync(releaseRoot(releasesDir, searchReleaseId(id)), { recursive: true, force: true });
}

/** Kept on disk when release `id`'s search index failed: no later start of the service tries it again (the next release tries its own). */
export const searchFailedMarker = (releasesDir: string, id: string) => `${releaseRoot(releasesDir, searchReleaseId(id))}.failed`;

/**
 * Makes `releases/<id>.search/`: release `id`'s pages (hard links: a release is never written) and
 * the search index already written into `<partial>/pagefind`; renamed into place when whole.
 */
export function makeSearchRelease(releasesDir: string, id: string, partial: string, timings: Record<string, number>): ReleaseMeta {
  const from = releaseRoot(releasesDir, id);
  const meta = readMeta(releasesDir, id);
  if (!meta) throw new Error(`release ${id} has no readable ${RELEASE_META}`);
  if (!fs.existsSync(path.join(partial, SEARCH_ENTRY))) throw new Error(`the search index of ${id} has no ${SEARCH_ENTRY}`);
  const next: ReleaseMeta = {
    ...meta,
    id: searchReleaseId(id),
    built_at: new Date().toISOString(),
    timings: { ...meta.timings, ...timings },
    search_seq: meta.seq,
  };
  try {
    linkTree(from, partial, new Set([SEARCH_DIR, RELEASE_META]));
    fs.writeFileSync(path.join(partial, RELEASE_META), `${JSON.stringify(next, null, 2)}\n`);
    fs.renameSync(partial, releaseRoot(releasesDir, next.id));
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  return next;
}

function readMetaAt(root: string): ReleaseMeta | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, RELEASE_META), 'utf8')) as ReleaseMeta;
  } catch {
    return null;
  }
}

export const readMeta = (releasesDir: string, id: string): ReleaseMeta | null => readMetaAt(releaseRoot(releasesDir, id));

/** Points `at` to `target` by renaming a new symlink over it: readers see the old or the new, never none. */
function swapLink(releasesDir: string, at: string, target: string): void {
  const tmp = path.join(releasesDir, `.${at}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, path.join(releasesDir, at));
}

/** Makes release `id` the live one (one rename), then points kept-1 … at the others, newest first. */
export function switchTo(releasesDir: string, id: string): void {
  if (!RELEASE_ID.test(id) || !fs.existsSync(path.join(releaseRoot(releasesDir, id), 'index.html'))) {
    throw new Error(`release ${id} is not on disk (${releaseRoot(releasesDir, id)})`);
  }
  swapLink(releasesDir, CURRENT_LINK, path.join('releases', id));
  refreshKeptLinks(releasesDir);
}

/** kept-1 … kept-<n>: the releases other than the live one, newest first; stale links removed. */
export function refreshKeptLinks(releasesDir: string): void {
  const live = currentRelease(releasesDir)?.id;
  const others = releaseIds(releasesDir)
    .filter((id) => id !== live)
    .reverse();
  others.forEach((id, i) => swapLink(releasesDir, keptLink(i + 1), path.join('releases', id)));
  for (const name of fs.readdirSync(releasesDir)) {
    const m = /^kept-(\d+)$/.exec(name);
    if (m && Number(m[1]) > others.length) fs.rmSync(path.join(releasesDir, name), { force: true });
  }
}

/**
 * Deletes a folder already renamed out of the releases (`<id>.partial`) in a process of its own,
 * niced: a release of a 10,000-post site is some 35,000 files. Deleted in the service's own
 * process, they held up the next build's start by 1 to 2 s (synchronously: the event loop;
 * asynchronously: libuv's thread pool, which the service's DNS lookups and file reads share).
 * What a stopped process leaves is removed by `removeLeftovers` at the next start.
 */
function discard(folder: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', folder], {
      stdio: 'ignore',
    });
    niced(child, 10);
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}

/** Folders being deleted or half made (`*.partial`) when a service stopped: removed at its start. */
export function removeLeftovers(releasesDir: string): Promise<void> {
  const root = path.join(releasesDir, RELEASES_SUBDIR);
  const names = fs.existsSync(root) ? fs.readdirSync(root).filter((n) => n.endsWith('.partial')) : [];
  return Promise.all(names.map((n) => discard(path.join(root, n)))).then(() => undefined);
}

/** Removes one release that is not live (its links first, so no host follows one into a folder being removed). */
export function removeRelease(releasesDir: string, id: string): Promise<void> {
  if (currentRelease(releasesDir)?.id === id) throw new Error(`release ${id} is live`);
  const root = releaseRoot(releasesDir, id);
  fs.rmSync(searchFailedMarker(releasesDir, id), { force: true });
  if (!fs.existsSync(root)) return Promise.resolve();
  fs.renameSync(root, `${root}.partial`);
  refreshKeptLinks(releasesDir);
  return discard(`${root}.partial`);
}

/** Removes the oldest releases beyond `keep` (never the live one); returns their ids (gone from the list at once, deleted in the background). */
export function pruneReleases(releasesDir: string, keep: number): string[] {
  const live = currentRelease(releasesDir)?.id;
  const ids = releaseIds(releasesDir);
  const doomed = ids.slice(0, Math.max(0, ids.length - keep)).filter((id) => id !== live);
  // the links go first, so no host follows one into a folder being removed
  for (const id of doomed) fs.renameSync(releaseRoot(releasesDir, id), `${releaseRoot(releasesDir, id)}.partial`);
  refreshKeptLinks(releasesDir);
  for (const id of doomed) {
    fs.rmSync(searchFailedMarker(releasesDir, id), { force: true });
    void discard(`${releaseRoot(releasesDir, id)}.partial`);
  }
  return doomed;
}
