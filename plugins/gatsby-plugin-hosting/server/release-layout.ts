// The releases folder as the release service (releases/) writes it and every host reads it
// (docs/releases.md): `releases/<id>/` holds one release each, never written after it is made;
// `current` is a symlink to the live one, replaced by a rename (atomic); `kept-1` … `kept-<n>`
// link the other kept releases, newest first, for hosts (nginx) that find an older release's
// hashed assets by a fixed name.
import fs from 'node:fs';
import path from 'node:path';

export const CURRENT_LINK = 'current';
export const RELEASES_SUBDIR = 'releases';
export const keptLink = (n: number) => `kept-${n}`;
/** A release id as contract/releases.ts allows it (its directory name). */
export const RELEASE_ID = /^[A-Za-z0-9._-]{1,80}$/;

export interface LiveRelease {
  id: string;
  /** the release's own directory (resolved through `current`) */
  root: string;
}

/** The release `current` points at, or null when none is live yet. */
export function currentRelease(releasesDir: string): LiveRelease | null {
  let target: string;
  try {
    target = fs.readlinkSync(path.join(releasesDir, CURRENT_LINK));
  } catch {
    return null;
  }
  const root = path.resolve(releasesDir, target);
  return { id: path.basename(root), root };
}

/** The release directories on disk, oldest first (ids begin with their UTC time). */
export function releaseIds(releasesDir: string): string[] {
  try {
    return fs
      .readdirSync(path.join(releasesDir, RELEASES_SUBDIR), { withFileTypes: true })
      .filter((e) => e.isDirectory() && RELEASE_ID.test(e.name) && !e.name.endsWith('.partial'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

export const releaseRoot = (releasesDir: string, id: string) => path.join(releasesDir, RELEASES_SUBDIR, id);
