// Publish to live: the calls between the CMS, the release service (releases/) and the console.
// The service signs its calls with CMS_RELEASE_TOKEN (`authorization: Bearer <token>`); editors'
// calls use the console session. Every answer of these paths is no-store.
//
// The CMS keeps a publish log: every publish, unpublish or delete of what static pages show (items,
// pages, a schedule firing, an editor's "build now") appends an entry with a rising `seq`. A release
// holds every entry up to its `seq`. The service builds when the log is ahead of the live release
// and not held by a rollback (`held_through`): a rollback holds what was published up to then, so
// no retry re-releases it; the next publish or "build now" releases the current content again.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, EmptyData } from './envelope';

export const releasePaths = {
  /** POST ReleaseLeaseRequest (service): take or renew the one release lease → ReleaseLease */
  lease: '/api/releases/lease',
  /** GET (service): what a build started now must hold → SiteSnapshot */
  snapshot: '/api/releases/snapshot',
  /** POST ReleaseEvent (service): a build started, moved to a step, failed, went live, was rolled back.
   *  Refused (409) while another holder's lease is unexpired: a service that lost the lease changes nothing. */
  events: '/api/releases/events',
  /** GET (service): the oldest rollback an admin asked for and the service has not carried out → RollbackOrder | null */
  orders: '/api/releases/orders',
  /** GET (editor): LiveState */
  live: '/api/editor/releases/live',
  /** GET (admin): ReleaseRecord[], newest first */
  history: '/api/editor/releases',
  /** POST RollbackRequest (admin): roll back to a kept release (audited) → RollbackOrder */
  rollback: '/api/editor/releases/rollback',
  /** POST (editor): release the current content now (after a rollback, or to retry a failure; audited) → the 'rebuild' PublishEntry */
  rebuild: '/api/editor/releases/rebuild',
  /** GET (editor): ItemLiveState of one item or page */
  itemLive: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/live`,
  /** GET: Schedule[] of one item or page (type 'page', id its key): pending, failed and the last done ·
   *  PUT ScheduleRequest: set one, replacing the pending one of that action → Schedule ·
   *  DELETE ?action=: cancel the pending one, or dismiss the failed one (audited) → Schedule[] */
  schedule: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/schedule`,
  /** GET (editor): every pending and failed schedule, soonest first → Schedule[] */
  schedules: '/api/editor/schedules',
} as const;

/** What changed what static pages show. `rebuild`: an editor's "build now". */
export const PublishAction = Type.Union([Type.Literal('publish'), Type.Literal('unpublish'), Type.Literal('delete'), Type.Literal('rebuild')]);
export type PublishAction = Static<typeof PublishAction>;

export const PublishEntry = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  /** editor type or 'page'; '' for a rebuild */
  type: Type.String(),
  id: Type.String(),
  /** the item's title at the time (plain text) */
  title: Type.String(),
  action: PublishAction,
  /** who: a username, or "schedule" */
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type PublishEntry = Static<typeof PublishEntry>;

export const ReleaseLeaseRequest = Type.Object({
  /** the service instance, e.g. "<host>:<pid>" */
  holder: Type.String({ minLength: 1, maxLength: 200 }),
  ttl_ms: Type.Integer({ minimum: 1000, maximum: 120_000 }),
});
// The lease's expiry is measured by the CMS database's clock, the one clock every CMS instance shares.
export type ReleaseLeaseRequest = Static<typeof ReleaseLeaseRequest>;

export const ReleaseLease = Type.Object({
  /** true when the caller holds the lease now */
  held: Type.Boolean(),
  holder: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type ReleaseLease = Static<typeof ReleaseLease>;

export const SiteSnapshot = Type.Object({
  /** the newest publish log entry (0 when empty) */
  seq: Type.Integer({ minimum: 0 }),
  /** a rollback holds entries up to here: build only when `seq` is beyond it (0: none) */
  held_through: Type.Integer({ minimum: 0 }),
  /** published detail pages per route of contract/routes.ts DETAIL_ROUTES, at `seq` */
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  taken_at: Type.String({ format: 'date-time' }),
});
export type SiteSnapshot = Static<typeof SiteSnapshot>;

export const ReleaseState = Type.Union([
  Type.Literal('building'),
  Type.Literal('failed'),
  Type.Literal('live'),
  /** was live, kept on disk, can be rolled back to */
  Type.Literal('kept'),
  /** deleted from disk (beyond the kept count) */
  Type.Literal('removed'),
]);
export type ReleaseState = Static<typeof ReleaseState>;

export const ReleaseEvent = Type.Object({
  kind: Type.Union([Type.Literal('started'), Type.Literal('step'), Type.Literal('failed'), Type.Literal('live'), Type.Literal('removed')]),
  /** the release's id: its directory name, e.g. "20261128T101500Z-42" */
  release: Type.String({ pattern: '^[A-Za-z0-9._-]{1,80}$' }),
  /** the publish log entry the build read (required with started; live may repeat it) */
  seq: Type.Optional(Type.Integer({ minimum: 0 })),
  /** the step now running (step) or that failed (failed) */
  step: Type.Optional(Type.String({ maxLength: 200 })),
  /** the end of the failing step's log (failed), at most 4000 characters */
  log_tail: Type.Optional(Type.String({ maxLength: 4000 })),
  /** a rollback order carried out by this switch (live) */
  order: Type.Optional(Type.Integer({ minimum: 1 })),
  /** milliseconds per step (live, failed) */
  timings: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 0 }))),
  /** the service that sent it */
  holder: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

export const ReleaseRecord = Type.Object({
  id: Type.String(),
  state: ReleaseState,
  seq: Type.Integer({ minimum: 0 }),
  started_at: Type.String({ format: 'date-time' }),
  /** when it went live (or failed) */
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  step: Type.Union([Type.String(), Type.Null()]),
  log_tail: Type.Union([Type.String(), Type.Null()]),
  timings: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** set when it went live through a rollback: who asked */
  rolled_back_by: Type.Union([Type.String(), Type.Null()]),
});
export type ReleaseRecord = Static<typeof ReleaseRecord>;

export const LiveState = Type.Object({
  /** the release visitors get, with the publishes it holds that the previous one did not */
  live: Type.Union([Type.Object({ release: ReleaseRecord, publishes: Type.Array(PublishEntry) }), Type.Null()]),
  building: Type.Union([ReleaseRecord, Type.Null()]),
  /** publishes not live yet, oldest first (after a rollback: those the rollback took back) */
  waiting: Type.Array(PublishEntry),
  held_through: Type.Integer({ minimum: 0 }),
  /** the newest failed build, when no release went live after it */
  last_failure: Type.Union([ReleaseRecord, Type.Null()]),
  /** the service holding the lease; null when none renewed it lately (nothing will go live) */
  service: Type.Union([ReleaseLease, Type.Null()]),
});
export type LiveState = Static<typeof LiveState>;

export const ItemLiveState = Type.Object({
  /** live: the live release holds its newest publish · going-live: published, not yet in the live release ·
   *  held: published, taken back by a rollback · draft: never published or unpublished and gone from the site */
  state: Type.Union([Type.Literal('live'), Type.Literal('going-live'), Type.Literal('held'), Type.Literal('draft')]),
  /** the page on the live site: the item's own, or the list that shows it (`own_page` false); null for a draft or when no page shows it alone */
  url: Type.Union([Type.String(), Type.Null()]),
  /** whether `url` is the item's own page */
  own_page: Type.Boolean(),
  /** true for what every page shows (site info, header, footer): a release rebuilds every page */
  reaches_every_page: Type.Boolean(),
});
export type ItemLiveState = Static<typeof ItemLiveState>;

export const RollbackRequest = Type.Object({ release: Type.String({ pattern: '^[A-Za-z0-9._-]{1,80}$' }) });
export type RollbackRequest = Static<typeof RollbackRequest>;

export const RollbackOrder = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  release: Type.String(),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type RollbackOrder = Static<typeof RollbackOrder>;

export const ScheduleAction = Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]);
export type ScheduleAction = Static<typeof ScheduleAction>;

export const ScheduleState = Type.Union([Type.Literal('pending'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('cancelled')]);
export type ScheduleState = Static<typeof ScheduleState>;

export const Schedule = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** editor type, or 'page' (then item_id is the page key) */
  type: Type.String(),
  item_id: Type.String(),
  title: Type.String(),
  action: ScheduleAction,
  /** UTC */
  at: Type.String({ format: 'date-time' }),
  /** the IANA zone it was set in (the console shows `at` in the brand's zone) */
  time_zone: Type.String(),
  /** the revision a publish schedule publishes (null for unpublish) */
  revision: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** the newest draft revision of the item (null when it has no draft) */
  newest_draft: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** a pending publish whose item has a draft newer than `revision`: the console offers to move it */
  draft_newer: Type.Boolean(),
  state: ScheduleState,
  error: Type.Union([Type.String(), Type.Null()]),
  /** who set it */
  by: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  ran_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** runs tried (a failing run is retried with back-off before it is marked failed) */
  attempts: Type.Integer({ minimum: 0 }),
});
export type Schedule = Static<typeof Schedule>;

export const ScheduleRequest = Type.Object({
  action: ScheduleAction,
  /** an ISO date-time with its offset ("2026-12-01T09:00:00+01:00", "…Z"), or a wall-clock time
   *  without one ("2026-12-01T09:00") when `time_zone` names the zone it is in */
  at: Type.String({ minLength: 1, maxLength: 40 }),
  /** an IANA zone name ("Europe/Berlin"): where a wall-clock `at` is read, and recorded with the
   *  schedule; the console sends the brand's zone */
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** the revision to publish; the newest draft's when left out (publish only) */
  revision: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ScheduleRequest = Static<typeof ScheduleRequest>;

export const ReleaseLeaseAnswer = Envelope(ReleaseLease);
export const SiteSnapshotAnswer = Envelope(SiteSnapshot);
export const ReleaseEventAnswer = Envelope(EmptyData);
export const RollbackOrderAnswer = Envelope(Type.Union([RollbackOrder, Type.Null()]));
export const LiveStateAnswer = Envelope(LiveState);
export const ReleaseHistoryAnswer = Envelope(Type.Array(ReleaseRecord));
export const ItemLiveStateAnswer = Envelope(ItemLiveState);
export const RollbackAnswer = Envelope(RollbackOrder);
export const RebuildAnswer = Envelope(PublishEntry);
export const ScheduleListAnswer = Envelope(Type.Array(Schedule));
export const ScheduleAnswer = Envelope(Schedule);
