// A document's state, in words (colour is never the only cue).
import type { DocState } from '../lib/types';

const WORDS: Record<DocState, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Published, with changes',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
};

export const StateBadge = ({ state }: { state: DocState }) => <span className={`badge badge-${state}`}>{WORDS[state] ?? state}</span>;

/** A time in the brand's zone (lib/time.ts). */
export { when } from '../lib/time';
