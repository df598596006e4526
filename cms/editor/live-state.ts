// What editors see of the live site (contract/releases.ts LiveState, ItemLiveState;
// docs/product/releases.md): the live release and the publishes it brought, what waits, and
// whether one item's newest publish is live.
import type { Db } from '../db/database';
import type { CmsConfig } from '../config';
import type { ItemLiveState, LiveState } from '../../contract/releases';
import { LISTING_PATHS, itemPath, pagePath } from '../../contract/routes';
import { findDoc } from '../db/repositories/editor-docs.repository';
import { entriesBetween, newestContentLoad, newestEntryOf, readReleaseState } from '../db/repositories/publish-log.repository';
import { buildingRelease, currentLease, lastFailure, liveRelease, previousLiveSeq } from '../db/repositories/releases.repository';

/**
 * What every page shows: the site page feeds the site info and the footer of every page
 * (src/hooks/use-site-info.ts, src/features/routing/use-footer.ts); the header's menu is fixed in
 * the site's code (src/components/layout/menu-data.ts). A release rebuilds every page for these.
 */
export const reachesEveryPage = (type: string, id: string) => type === 'page' && id === 'site';

export async function liveState(db: Db): Promise<LiveState> {
  const [live, building, state, service] = await Promise.all([liveRelease(db), buildingRelease(db), readReleaseState(db), currentLease(db)]);
  return {
    live: live ? { release: live, publishes: await entriesBetween(db, await previousLiveSeq(db, live), live.seq) } : null,
    building,
    waiting: await entriesBetween(db, live?.seq ?? 0, null),
    held_through: state.held_through,
    last_failure: await lastFailure(db, live),
    service,
  };
}

/** One item's or page's live state; null when there is no such document. */
export async function itemLiveState(db: Db, config: CmsConfig, type: string, id: string): Promise<ItemLiveState | null> {
  const doc = await findDoc(db, { type, docId: id });
  if (!doc) return null;
  const [entry, loaded, live, log] = await Promise.all([newestEntryOf(db, type, id), newestContentLoad(db), liveRelease(db), readReleaseState(db)]);
  const onSite = doc.state === 'published' || doc.state === 'changed';
  // a content load replaces every item at once: it is each item's newest change when it came later
  const seq = Math.max(Number(entry?.seq ?? 0), loaded);
  // nothing is live before the first release; a change older than the live release is in it
  const pending = !live || seq > live.seq;
  // a rollback holds every change up to held_through until the next publish or build now
  const held = !!live && log.held_through > 0 && log.seq <= log.held_through;
  let state: ItemLiveState['state'];
  if (doc.published === null && !entry) state = 'draft';
  else if (onSite) state = !pending ? 'live' : held ? 'held' : 'going-live';
  // unpublished or deleted: gone from the site once a release holds that, until then on its way (or held back)
  else state = pending && live ? (held ? 'held' : 'going-live') : 'draft';
  const own = type === 'page' ? pagePath(id) : itemPath(type, id);
  const path = state === 'draft' ? null : (own ?? LISTING_PATHS[type] ?? null);
  return {
    state,
    url: path ? `${config.siteUrl}${path}` : null,
    own_page: path !== null && path === own,
    reaches_every_page: reachesEveryPage(type, id),
  };
}
