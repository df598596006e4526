// Which publishing states the current request may see: published only, or drafts too for an editor's preview.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentStatus } from '../db/tables/common';

const store = new AsyncLocalStorage<{ drafts: boolean }>();
const PUBLISHED: ContentStatus[] = ['published'];
const ALL: ContentStatus[] = ['published', 'draft'];

/** The states queries of this request may return. */
export const visible = (): ContentStatus[] => (store.getStore()?.drafts ? ALL : PUBLISHED);

/** Runs `next` (the rest of the request) with drafts visible or not. */
export const runWithDrafts = (drafts: boolean, next: () => void) => store.run({ drafts }, next);
