// A short list of documents, each a link to its form with its state and last change (the home
// screen's drafts and recent changes, the pages' list).
import { Link } from 'react-router';
import type { ListRow } from '../lib/types';
import { StateBadge, when } from './StateBadge';

export interface DocRow extends ListRow {
  /** where its form is */
  to: string;
  label: string;
  /** the kind of content, when the list mixes kinds */
  kind?: string;
}

export function DocRows({ rows }: { rows: DocRow[] }) {
  return (
    <ul role="list" className="rows">
      {rows.map((r) => (
        <li key={r.to} className="row">
          <Link to={r.to}>{r.label}</Link>
          {r.kind ? <span className="muted">{r.kind}</span> : null}
          <StateBadge state={r.state} />
          <span className="muted">
            {when(r.updated_at)} by {r.updated_by}
          </span>
        </li>
      ))}
    </ul>
  );
}
