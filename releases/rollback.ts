// A rollback: `current` switched to a kept release at once (one rename). Shared by the command
// (`npm run releases -- rollback <id>`) and the console's orders (GET orders in the service loop).
import { RELEASE_ID, currentRelease, releaseIds } from '../plugins/gatsby-plugin-hosting/server/release-layout';
import { readMeta, switchTo, type ReleaseMeta } from './release-store';

export type RollbackResult = { ok: true; meta: ReleaseMeta; from: string | null } | { ok: false; message: string };

export function rollbackTo(releasesDir: string, id: string): RollbackResult {
  const kept = releaseIds(releasesDir);
  const list = kept.length ? `kept releases: ${kept.join(', ')}` : 'no release is kept';
  if (!RELEASE_ID.test(id)) return { ok: false, message: `"${id}" is not a release id (letters, digits, ".", "_" and "-"; ${list}). Nothing changed.` };
  if (!kept.includes(id)) {
    return {
      ok: false,
      message: `release ${id} is not kept in ${releasesDir}: it never existed here or was removed (only the newest RELEASES_KEEP stay); ${list}. Nothing changed.`,
    };
  }
  const meta = readMeta(releasesDir, id);
  if (!meta) return { ok: false, message: `release ${id} has no readable .release.json, so what it holds is unknown. Nothing changed.` };
  const from = currentRelease(releasesDir)?.id ?? null;
  switchTo(releasesDir, id);
  return { ok: true, meta, from };
}
