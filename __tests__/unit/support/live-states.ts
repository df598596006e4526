// The live site's states as the CMS answers them (contract/releases.ts), one of each shape the
// console shows: everything live, a build running with a queue, a failure with its log, no release
// service, after a rollback; and one item's states. Times are UTC; Berlin is an hour ahead in November.
import type { ItemLiveState, LiveState, PublishEntry, ReleaseRecord } from '../../../contract/releases';

export const NOW = Date.parse('2026-11-28T10:20:42Z');

export const entry = (seq: number, over: Partial<PublishEntry> = {}): PublishEntry => ({
  seq,
  type: 'blogs',
  id: String(seq),
  title: `Post number ${seq}`,
  action: 'publish',
  by: 'editor',
  at: '2026-11-28T09:14:00Z',
  ...over,
});

export const release = (id: string, over: Partial<ReleaseRecord> = {}): ReleaseRecord => ({
  id,
  state: 'live',
  seq: 12,
  started_at: '2026-11-28T09:14:30Z',
  finished_at: '2026-11-28T09:15:00Z',
  step: null,
  log_tail: null,
  timings: { snapshot: 400, build: 11_200, check: 900, switch: 60 },
  ...over,
  rolled_back_by: over.rolled_back_by ?? null,
});

const SERVICE = { held: true, holder: 'web-1:4242', expires_at: '2026-11-28T10:21:00Z' };

/** Everything published is live. */
export const allLive: LiveState = {
  live: {
    release: release('20261128T091430Z-12'),
    publishes: [entry(11, { title: 'Winter care for matte film', by: 'anna' }), entry(12, { type: 'page', id: 'site', title: 'Site', by: 'schedule' })],
  },
  building: null,
  waiting: [],
  held_through: 0,
  last_failure: null,
  service: SERVICE,
};

/** A build of 13 and 14 at its second step for 42 s; 15 came in meanwhile and waits for the next. */
export const building: LiveState = {
  ...allLive,
  building: release('20261128T102000Z-14', {
    state: 'building',
    seq: 14,
    started_at: '2026-11-28T10:20:00Z',
    finished_at: null,
    step: 'Build pages',
    timings: {},
  }),
  waiting: [entry(13, { title: 'New PPF range' }), entry(14, { type: 'products', title: 'Crystal Gloss 8.5' }), entry(15, { title: 'Dealer day in Munich' })],
};

export const LOG = [
  'success onPreBootstrap - 0.012s',
  'info Sourcing CMS content',
  ...Array.from({ length: 30 }, (_, i) => `  page ${i + 1} built`),
  'ERROR #85901  GRAPHQL',
  'There was an error in your GraphQL query: Cannot query field "goods_name".',
].join('\n');

/** The last build failed at "Build pages"; 13 is still waiting. */
export const failed: LiveState = {
  ...allLive,
  waiting: [entry(13, { title: 'New PPF range' })],
  last_failure: release('20261128T101000Z-13', {
    state: 'failed',
    seq: 13,
    finished_at: '2026-11-28T10:11:12Z',
    step: 'Build pages',
    log_tail: LOG,
    timings: {},
  }),
};

/** No release service renewed the lease lately; an editor's "Build now" waits behind a publish. */
export const noService: LiveState = {
  ...allLive,
  waiting: [entry(13, { title: 'New PPF range' }), entry(14, { type: '', id: '', title: 'Build now', action: 'rebuild', by: 'anna' })],
  service: null,
};

/** An admin rolled back to the release of 11; 12 and 13 were taken back and wait for a person. */
export const afterRollback: LiveState = {
  ...allLive,
  live: { release: release('20261127T160000Z-11', { seq: 11, finished_at: '2026-11-27T16:00:40Z', rolled_back_by: 'admin' }), publishes: [] },
  waiting: [entry(12, { title: 'Broken post' }), entry(13, { title: 'New PPF range', action: 'unpublish' })],
  held_through: 13,
};

export const history: ReleaseRecord[] = [
  release('20261128T101000Z-13', {
    state: 'failed',
    seq: 13,
    started_at: '2026-11-28T10:10:00Z',
    finished_at: '2026-11-28T10:11:12Z',
    step: 'Build pages',
    timings: {},
  }),
  release('20261128T091430Z-12', { rolled_back_by: 'admin' }),
  release('20261127T160000Z-11', { state: 'kept', seq: 11, started_at: '2026-11-27T16:00:00Z', finished_at: '2026-11-27T16:00:40Z' }),
  release('20261120T080000Z-4', { state: 'removed', seq: 4, started_at: '2026-11-20T08:00:00Z', finished_at: '2026-11-20T08:00:50Z' }),
];

export const item = {
  goingLive: { state: 'going-live', url: null, own_page: false, reaches_every_page: false },
  goingLiveEverywhere: { state: 'going-live', url: null, own_page: false, reaches_every_page: true },
  live: { state: 'live', url: 'https://www.example.test/blog/12/', own_page: true, reaches_every_page: false },
  held: { state: 'held', url: 'https://www.example.test/blog/12/', own_page: true, reaches_every_page: false },
  draft: { state: 'draft', url: null, own_page: false, reaches_every_page: false },
  liveInList: { state: 'live', url: 'https://www.example.test/FAQ/', own_page: false, reaches_every_page: false },
} satisfies Record<string, ItemLiveState>;
