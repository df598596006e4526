// The console's calls about the live site (contract/releases.ts, `releasePaths`). The console may
// not load the contract at run time (it imports TypeBox), so, as with every other editing call in
// the console, the paths are written where they are called; __tests__/unit/console-live-site.test.tsx
// checks that they are the contract's.
import { useQuery } from '@tanstack/react-query';
import { call, get } from '../lib/api';
import type { ItemLiveState, LiveState, ReleaseRecord } from '../lib/types';

export const LIVE_PATHS = {
  live: '/api/editor/releases/live',
  history: '/api/editor/releases',
  rollback: '/api/editor/releases/rollback',
  rebuild: '/api/editor/releases/rebuild',
  itemLive: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/live`,
};

export const LIVE_KEY = ['releases', 'live'];
export const HISTORY_KEY = ['releases', 'history'];
export const itemLiveKey = (type: string, id: string) => ['releases', 'item', type, id];

/** While something builds or waits to go live the answer changes within seconds; otherwise seldom. */
export const FAST_POLL_MS = 2_000;
export const SLOW_POLL_MS = 15_000;

/**
 * A rollback holds the publishes up to `held_through` until someone publishes again or asks for a
 * build: from then on the service builds the current content, and they go live with it.
 */
const released = (s: LiveState) => s.waiting.some((p) => p.seq > s.held_through) || (s.building !== null && s.building.seq > s.held_through);
/** Publishes waiting that the service will build on its own. */
export const pendingOf = (s: LiveState) => (released(s) ? s.waiting : []);
/** Publishes a rollback took back that wait for a person (a publish or "Build now"). */
export const heldOf = (s: LiveState) => (released(s) ? [] : s.waiting);

/** Something will change within seconds: a build runs, or publishes wait for a service that is there. */
export const busyLive = (s: LiveState | undefined) => !!s && s.service !== null && (s.building !== null || pendingOf(s).length > 0);

export const useLiveState = (enabled = true) =>
  useQuery({
    queryKey: LIVE_KEY,
    enabled,
    queryFn: () => get<LiveState>(LIVE_PATHS.live),
    staleTime: 0,
    refetchInterval: (q) => (busyLive(q.state.data) ? FAST_POLL_MS : SLOW_POLL_MS),
  });

export const useReleaseHistory = () =>
  useQuery({
    queryKey: HISTORY_KEY,
    queryFn: () => get<ReleaseRecord[]>(LIVE_PATHS.history),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((r) => r.state === 'building') ? FAST_POLL_MS : SLOW_POLL_MS),
  });

/** One item's or page's state on the live site; asked again every two seconds while it is going live. */
export const useItemLive = (type: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: itemLiveKey(type, id),
    queryFn: () => get<ItemLiveState>(LIVE_PATHS.itemLive(type, id)),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'going-live' ? FAST_POLL_MS : false),
  });

/** A refusal throws ApiError with the CMS's message; success is worded by the screen (the CMS says "success"). */
export const rollbackTo = async (release: string) => void (await call('POST', LIVE_PATHS.rollback, { release }));
export const buildNow = async () => void (await call('POST', LIVE_PATHS.rebuild));
