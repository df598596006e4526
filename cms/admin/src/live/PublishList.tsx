// Publishes as a short list: what (a link to its form while it exists), what was done, by whom, when.
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublishEntry } from '../lib/types';
import { editPath } from '../lib/catalogue';
import { when } from '../lib/time';
import { actionWords, byWords, entryKind, entryLabel } from './words';

/** Longer lists show their first few (`first`) and a button for the rest (a first release may hold hundreds). */
export function PublishList({ entries, label, first = 6 }: { entries: PublishEntry[]; label: string; first?: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, first);
  return (
    <>
      <ul role="list" className="rows publishes" aria-label={label}>
        {shown.map((p) => {
          const linked = p.action === 'publish' || p.action === 'unpublish';
          return (
            <li key={p.seq} className="row">
              {linked ? <Link to={editPath(p.type, p.id)}>{entryLabel(p)}</Link> : <span className="strong">{entryLabel(p)}</span>}
              {entryKind(p) && <span className="muted">{entryKind(p)}</span>}
              <span className={`badge badge-action-${p.action}`}>{actionWords(p.action)}</span>
              <span className="muted">
                {when(p.at)} by {byWords(p.by)}
              </span>
            </li>
          );
        })}
      </ul>
      {entries.length > first && (
        <button type="button" className="btn btn-quiet btn-small" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? `Show the first ${first} only` : `Show all ${entries.length}`}
        </button>
      )}
    </>
  );
}
