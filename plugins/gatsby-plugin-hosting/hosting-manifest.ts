// The hosting pass's record of the pages it left in public/ (issue 36, incremental builds). In a
// work directory kept between builds (GATSBY_KEPT_WORK_DIR=1,
// plugins/gatsby-plugin-build-tuning/kept-work-dir.ts) Gatsby rewrites only the pages whose data
// changed; the others are as the last pass left them. The record says, per page, the file the pass
// left (size, modification time in nanoseconds, inode: any write or copy changes one of them) and
// the shared inline scripts it runs, so the next pass reads only the pages written since and takes
// the shared scripts of the others from the record. A page is skipped only when its policy would
// be the one it has: same file, and the same shared scripts over the whole site as the last pass
// (./post-build.ts checks that at the end and rewrites the skipped pages otherwise). Kept in
// .cache/ (the output in public/ stays exactly a cold build's); a missing, unreadable or older
// record means a full pass. As git does with its index, a page written just before the record is
// saved is not recorded: Linux stamps modification times from a clock that advances in ticks of a
// few milliseconds, and a page written again within the same tick with the same size would look
// unchanged. Past the margin, any later write gets a later time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scriptPolicy } from './server/policy';

/** Bump when what a page's policy depends on changes shape (the pass then starts from scratch). */
const VERSION = 1;
/** What the policy a page gets depends on besides its scripts: the policy's own wording. */
const POLICY_KEY = crypto
  .createHash('sha256')
  .update(`${VERSION}\n${scriptPolicy(['x'])}`)
  .digest('base64');

/** A page written less than this long before the record is saved is read again next time (ten ticks of a 100 Hz kernel clock). */
export const RACY_NS = 100_000_000n;

/** A page as the pass left it: [size, mtimeNs, inode, indexes of its shared scripts in `hashes`]. */
type PageEntry = [number, string, number, number[]];

export interface ManifestFile {
  version: number;
  key: string;
  /** every shared script's hash, once; pages name theirs by index */
  hashes: string[];
  /** the shared scripts of the whole site when the pass ended (indexes in `hashes`) */
  final: number[];
  pages: Record<string, PageEntry>;
}

/** Where a site's record lives: in Gatsby's cache, kept with it and cleared with it. */
export const manifestFile = (siteRoot: string) => path.join(siteRoot, '.cache', 'gatsby-plugin-hosting', 'pages.json');

const stamp = (file: string): [number, string, number] | null => {
  const s = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  return s ? [Number(s.size), String(s.mtimeNs), Number(s.ino)] : null;
};

export class KeptPages {
  private readonly before: ManifestFile | null;
  private readonly now = new Map<string, string[]>();

  constructor(
    private readonly publicDir: string,
    private readonly file: string,
    before: ManifestFile | null,
  ) {
    this.before = before && before.version === VERSION && before.key === POLICY_KEY ? before : null;
  }

  /** Reads the record of the last pass (none when it is missing or cannot be read). */
  static load(publicDir: string, file: string): KeptPages {
    try {
      return new KeptPages(publicDir, file, JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFile);
    } catch {
      return new KeptPages(publicDir, file, null);
    }
  }

  /** The shared scripts of the whole site when the last pass ended, or null without a record. */
  get finalBefore(): Set<string> | null {
    return this.before ? new Set(this.before.final.map((i) => this.before!.hashes[i])) : null;
  }

  /**
   * The shared scripts of page `rel` when the file is the one the last pass left, or null when it
   * was written since (or there is no record of it): then the page must be read.
   */
  unchanged(rel: string): string[] | null {
    const entry = this.before?.pages[rel];
    if (!entry) return null;
    const s = stamp(path.join(this.publicDir, rel));
    if (!s || s[0] !== entry[0] || s[1] !== entry[1] || s[2] !== entry[2]) return null;
    return entry[3].map((i) => this.before!.hashes[i]);
  }

  /** The shared scripts of a page the pass read this time. */
  record(rel: string, shared: string[]): void {
    this.now.set(rel, shared);
  }

  /**
   * Writes the record of this pass: every page of `pages`, with the shared scripts recorded now or,
   * for a page left as it was, last time; `final` is the site's shared scripts.
   */
  save(pages: string[], final: Set<string>): void {
    const file = this.file;
    const hashes: string[] = [];
    const index = new Map<string, number>();
    const indexOf = (h: string) => {
      let i = index.get(h);
      if (i === undefined) {
        i = hashes.push(h) - 1;
        index.set(h, i);
      }
      return i;
    };
    const racy = BigInt(Date.now()) * 1_000_000n - RACY_NS;
    const out: ManifestFile = { version: VERSION, key: POLICY_KEY, hashes, final: [...final].sort().map(indexOf), pages: {} };
    for (const rel of pages) {
      const shared = this.now.get(rel) ?? this.unchanged(rel);
      const s = stamp(path.join(this.publicDir, rel));
      if (shared && s && BigInt(s[1]) < racy) out.pages[rel] = [...s, shared.map(indexOf)];
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(out));
  }
}
