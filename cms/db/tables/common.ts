// Columns every content table shares: a publishing state and an update time (drafts, deltas).
export type ContentStatus = 'published' | 'draft';

export interface ContentColumns {
  status: ContentStatus;
  /** ISO time of the last change */
  updated_at: string;
}

/** A JSON document stored in a TEXT column. */
export type Json = string;
