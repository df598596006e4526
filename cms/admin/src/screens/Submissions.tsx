// Admins: the contact and become-a-partner submissions (personal data), with CSV export.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { Paged } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { TableWrap } from '../ui/TableWrap';

const SOURCES = {
  contact: { label: 'Contact form', cols: ['username', 'email', 'phone', 'country', 'content'] },
  partner: { label: 'Become a partner', cols: ['username', 'phone', 'country', 'city', 'explain'] },
} as const;
type Source = keyof typeof SOURCES;

export function Submissions() {
  return (
    <AdminOnly title="Form submissions">
      <Inbox />
    </AdminOnly>
  );
}

function Inbox() {
  const [source, setSource] = useState<Source>('contact');
  const [page, setPage] = useState(1);
  const url = `/api/editor/submissions/${source}`;
  const q = useQuery({
    queryKey: ['submissions', source, page],
    queryFn: () => get<Paged<Record<string, string | number>>>(`${url}${qs({ page })}`),
    placeholderData: keepPreviousData,
  });
  const { cols } = SOURCES[source];
  return (
    <>
      <h1>Form submissions</h1>
      <div className="title-row">
        <div className="field">
          <label htmlFor="source">Form</label>
          <select
            id="source"
            value={source}
            onChange={(e) => {
              setSource(e.target.value as Source);
              setPage(1);
            }}
          >
            {Object.entries(SOURCES).map(([k, s]) => (
              <option key={k} value={k}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <a className="btn" href={`${url}?format=csv`} download>
          Export all as CSV
        </a>
      </div>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'submission' : 'submissions'}
          </p>
          {q.data.data.length > 0 && (
            <TableWrap label={`${SOURCES[source].label} submissions`}>
              <table>
                <caption className="visually-hidden">{SOURCES[source].label} submissions</caption>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    {cols.map((c) => (
                      <th scope="col" key={c}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {q.data.data.map((r) => (
                    <tr key={String(r.id)}>
                      <td>{when(String(r.created_at))}</td>
                      {cols.map((c) => (
                        <td key={c}>{String(r[c] ?? '')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          {q.data.last_page > 1 && (
            <nav aria-label="Pages of submissions" className="pager">
              <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {q.data.current_page} of {q.data.last_page}
              </span>
              <button type="button" className="btn" disabled={page >= q.data.last_page} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
