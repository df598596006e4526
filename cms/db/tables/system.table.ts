// Non-content tables: sessions, reset codes, form submissions, the mail outbox, deletions.
import type { Generated } from 'kysely';

export interface SessionTable {
  /** SHA-256 hex of the token; the token itself is never stored */
  token_hash: string;
  shop_id: number;
  created_at: string;
  /** unix seconds */
  expires_at: number;
  revoked_at: string | null;
}

export interface ResetCodeTable {
  code_hash: string;
  shop_id: number;
  created_at: string;
  expires_at: number;
  used_at: string | null;
}

export interface ContactRequestTable {
  id: Generated<number>;
  username: string;
  phone: string;
  email: string;
  country: string;
  content: string;
  ip: string;
  created_at: string;
}

export interface JoinRequestTable {
  id: Generated<number>;
  username: string;
  phone: string;
  country: string;
  city: string;
  explain: string;
  ip: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** Tombstones for the change feed of a later editing API. */
export interface DeletionTable {
  id: Generated<number>;
  type: string;
  cms_id: string;
  deleted_at: string;
}

/** One throttle window per hashed key (cms/lib/throttle.ts); times in unix seconds. */
export interface ThrottleCounterTable {
  key: string;
  window_start: number;
  count: number;
  /** the latest attempt */
  last_at: number;
  /** the attempt before it (growing delays are measured from here) */
  prev_at: number | null;
}

/** Present (id 1) once content has been loaded into the database (cms/db/content-loader.ts). */
export interface ContentLoadTable {
  id: number;
  loaded_at: string;
}

/** One row (id 1): a number triggers raise on every write to a table public answers read (migration 2026-11-25-cms-content-version). */
export interface ContentVersionTable {
  id: number;
  version: number;
}
