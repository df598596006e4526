// Admins: who did what, newest first.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';

interface Entry {
  id: number;
  at: string;
  username: string;
  action: string;
  target: string;
  detail: string;
}

export function AuditLog() {
  return (
    <AdminOnly title="Audit log">
      <Log />
    </AdminOnly>
  );
}

function Log() {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['audit', page],
    queryFn: () => get<{ list: Entry[]; total: number; page: number; per_page: number }>(`/api/editor/audit${qs({ page })}`),
    placeholderData: keepPreviousData,
  });
  const last = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.per_page)) : 1;
  return (
    <>
      <h1>Audit log</h1>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <DataTable
            label={`Audit log, page ${page}`}
            rows={q.data.list}
            rowKey={(e, i) => String(e.id ?? i)}
            columns={[
              { head: 'When', cell: (e) => when(e.at) },
              { head: 'Who', cell: (e) => e.username },
              { head: 'What', cell: (e) => e.action },
              { head: 'On', cell: (e) => e.target },
              { head: 'Detail', cell: (e) => e.detail },
            ]}
          />
          <Pager label="Pages of the log" page={page} last={last} onPage={setPage} back="Newer" forward="Older" />
        </>
      )}
    </>
  );
}
