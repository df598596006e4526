// Admins: the contact and become-a-partner submissions (personal data), with CSV export.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { Paged } from '../lib/types';
import { ErrorNote } from '../ui/ErrorNote';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';

const SOURCES = {
  contact: { label: 'Contact form', cols: ['username', 'email', 'phone', 'country', 'content'] },
  partner: { label: 'Become a partner', cols: ['username', 'phone', 'country', 'city', 'explain'] },
} as const;
type Source = keyof typeof SOURCES;
type Row = Record<string, string | number>;

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
    queryFn: () => get<Paged<Row>>(`${url}${qs({ page })}`),
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
            <DataTable
              label={`${SOURCES[source].label} submissions`}
              rows={q.data.data}
              rowKey={(r) => String(r.id)}
              columns={[{ head: 'Received', cell: (r) => when(String(r.created_at)) }, ...cols.map((c) => ({ head: c, cell: (r: Row) => String(r[c] ?? '') }))]}
            />
          )}
          {q.data.last_page > 1 && <Pager label="Pages of submissions" page={q.data.current_page} last={q.data.last_page} onPage={setPage} />}
        </>
      )}
    </>
  );
}
