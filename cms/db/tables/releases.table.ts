// Publish to live (contract/releases.ts): the publish log, releases, the release lease, rollback
// orders and the one state row (migration 2026-11-28-releases).
import type { Generated } from 'kysely';
import type { Json } from './common';

/** One row (id 1): the publish log's counter and what a rollback holds. */
export interface ReleaseStateTable {
  id: number;
  /** the last seq handed out */
  seq: number;
  held_through: number;
}

export type PublishLogAction = 'publish' | 'unpublish' | 'delete' | 'rebuild';

export interface PublishLogTable {
  seq: number;
  /** editor type or 'page'; '' for a rebuild */
  type: string;
  /** item id as text, or the page key; '' for a rebuild */
  id: string;
  title: string;
  action: PublishLogAction;
  by: string;
  at: string;
}

export type ReleaseRowState = 'building' | 'failed' | 'live' | 'kept' | 'removed';

export interface ReleaseTable {
  id: string;
  state: ReleaseRowState;
  seq: number;
  started_at: string;
  finished_at: string | null;
  step: string | null;
  log_tail: string | null;
  /** milliseconds per step */
  timings: Json;
  rolled_back_by: string | null;
  /** the service that reported it */
  holder: string;
}

/** One row (id 1): '' and 0 when no service ever held it. */
export interface ReleaseLeaseTable {
  id: number;
  holder: string;
  /** unix milliseconds, by the database's clock */
  expires_at: number;
}

export interface RollbackOrderTable {
  id: Generated<number>;
  release: string;
  by: string;
  at: string;
  done_at: string | null;
}
