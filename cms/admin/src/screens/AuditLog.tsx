// Admins: who did what, newest first; what it was on by its name (the item's title, the page's
// name), with the CMS's own name for it as secondary text.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import type { AuditEntry, AuditPage } from '../../../../contract/editor';
import { auditTarget } from '../lib/audit-target';

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
    queryFn: () => get<AuditPage>(`/api/editor/audit${qs({ page })}`),
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
              { head: 'On', cell: (e) => <TargetCell entry={e} /> },
              { head: 'Detail', cell: (e) => e.detail },
            ]}
          />
          <Pager label="Pages of the log" page={page} last={last} onPage={setPage} back="Newer" forward="Older" />
        </>
      )}
    </>
  );
}

function TargetCell({ entry }: { entry: AuditEntry }) {
  const { name, to } = auditTarget(entry);
  if (!name) return <span className="muted">—</span>;
  return (
    <>
      {to ? <Link to={to}>{name}</Link> : name}
      <span className="muted small audit-target">{entry.target}</span>
    </>
  );
}
