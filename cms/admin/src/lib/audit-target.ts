// What an audit row was about, in a person's words: the item's title, the page's name, the file's or
// the account's name (the CMS answers it as target_title), and where to open it. The CMS's own
// name for it (`blogs/3`, `page/ppf_page`) stays beside it as secondary text.
import type { AuditEntry } from '../../../../contract/editor';
import { TYPE_LABELS, docLabel, editPath, typeLabel } from './catalogue';

export interface AuditTarget {
  /** what a person reads; '' when the action was on nothing (a sign-in) */
  name: string;
  /** the console's screen for it, when it has one */
  to?: string;
}

export function auditTarget(e: Pick<AuditEntry, 'target' | 'target_title'>): AuditTarget {
  const { target, target_title: title } = e;
  if (!target) return { name: '' };
  // a reorder names the whole type
  if (target in TYPE_LABELS) return { name: `${typeLabel(target)}: order`, to: `/items/${target}` };
  const slash = target.indexOf('/');
  const kind = target.slice(0, slash);
  const id = target.slice(slash + 1);
  if (kind === 'page') return { name: title || id, to: editPath('page', id) };
  if (kind in TYPE_LABELS) return { name: docLabel(kind, id, title), to: editPath(kind, id) };
  if (kind === 'dealer') return { name: `${title || `Dealer number ${id}`}: login`, to: '/dealer-logins' };
  if (kind === 'media') return { name: title || `Media file number ${id} (deleted)`, to: '/media' };
  if (kind === 'user') return { name: title || `Account number ${id} (removed)`, to: '/users' };
  return { name: title || target };
}
