// The live site's states in a person's words: what a publish did, a release's state, how long
// something took.
import type { PublishEntry, ReleaseRecord } from '../lib/types';
import { pagesReleaseOf } from '../../../../contract/release-names';
import { docLabel, typeLabel } from '../lib/catalogue';

const ACTIONS: Record<PublishEntry['action'], string> = {
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  // a "Build now" or a content load: it releases everything as it stands
  rebuild: 'Whole site',
};
export const actionWords = (a: PublishEntry['action']) => ACTIONS[a] ?? a;

/** What a publish was about: the item's title then; a release of everything by what the CMS calls it ("Build now", "Content load"). */
export const entryLabel = (p: PublishEntry) => (p.action === 'rebuild' ? p.title || 'Build now' : docLabel(p.type, p.id, p.title));
export const entryKind = (p: PublishEntry) => (p.action === 'rebuild' ? '' : typeLabel(p.type));
/** "schedule" is the scheduler, everyone else a person's user name. */
export const byWords = (by: string) => (by === 'schedule' ? 'the schedule' : by);

const STATES: Record<ReleaseRecord['state'], string> = {
  building: 'Building',
  failed: 'Failed',
  live: 'Live now',
  kept: 'Kept',
  removed: 'Removed',
};
export const releaseStateWords = (s: ReleaseRecord['state']) => STATES[s] ?? s;

/** A span of time as a person says it: "8 s", "1 min 5 s", "1 h 2 min". */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/**
 * The release service makes `<id>.search` of release `<id>`'s pages once their search index is
 * written (docs/releases.md "The search index"): the same pages, search brought up to date.
 */
export const releaseNote = (r: ReleaseRecord): string | null =>
  pagesReleaseOf(r.id) !== null ? (r.state === 'failed' ? 'The search index of the release before' : 'The release before, with its search index') : null;

/** How long a build took: the service's total, else its steps' sum, else from start to finish. */
export function buildTime(r: ReleaseRecord): number | null {
  if (r.timings.total !== undefined) return r.timings.total;
  const steps = Object.values(r.timings);
  if (steps.length) return steps.reduce((a, b) => a + b, 0);
  if (!r.finished_at) return null;
  const ms = Date.parse(r.finished_at) - Date.parse(r.started_at);
  return Number.isNaN(ms) ? null : ms;
}
