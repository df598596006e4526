// Which version of content the current request reads: production (published only), or the preview
// (drafts over published, read from the `preview_` tables by cms/db/preview-tables.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentStatus } from '../db/tables/common';

const store = new AsyncLocalStorage<{ drafts: boolean }>();
const PUBLISHED: ContentStatus[] = ['published'];
const ALL: ContentStatus[] = ['published', 'draft'];

/** The states queries of this request may return. */
export const visible = (): ContentStatus[] => (store.getStore()?.drafts ? ALL : PUBLISHED);

/** True inside a preview request: content tables are read from their preview twins. */
export const previewing = (): boolean => store.getStore()?.drafts === true;

let everShown = false;

/** True once a request ran with drafts visible (before that, no request needs a store). */
export const draftsEverShown = () => everShown;

/** Runs `next` (the rest of the request) with drafts visible or not. */
export const runWithDrafts = (drafts: boolean, next: () => void) => {
  if (drafts) everShown = true;
  return store.run({ drafts }, next);
};
