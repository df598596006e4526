// Scheduled publishing and unpublishing (migration 2026-11-28-schedules, docs/product/scheduling.md).
import type { Generated } from 'kysely';

export type ScheduleActionName = 'publish' | 'unpublish';
export type ScheduleStateName = 'pending' | 'done' | 'failed' | 'cancelled';

export interface ScheduleTable {
  id: Generated<number>;
  /** EDITABLE type name, or 'page' */
  type: string;
  /** item id as text, or the page key */
  item_id: string;
  action: ScheduleActionName;
  /** UTC, Date#toISOString's form */
  at: string;
  /** the IANA zone it was set in */
  time_zone: Generated<string>;
  /** editor_revisions.n to publish; null for unpublish */
  revision: number | null;
  state: ScheduleStateName;
  error: string | null;
  by: string;
  created_at: string;
  ran_at: string | null;
  attempts: Generated<number>;
  /** the instance running it (while claimed_until is ahead) */
  claimed_by: string | null;
  /** no instance claims it before this instant: a running lease, or a retry's back-off */
  claimed_until: string | null;
}
