// Admins: who did what, newest first.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { when } from '../ui/StateBadge';
import { AdminOnly } from './AdminOnly';
import { TableWrap } from '../ui/TableWrap';

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
          <TableWrap label={`Audit log, page ${page}`}>
            <table>
              <caption className="visually-hidden">Audit log, page {page}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">On</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {q.data.list.map((e, i) => (
                  <tr key={e.id ?? i}>
                    <td>{when(e.at)}</td>
                    <td>{e.username}</td>
                    <td>{e.action}</td>
                    <td>{e.target}</td>
                    <td>{e.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <nav aria-label="Pages of the log" className="pager">
            <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </button>
            <span>
              Page {page} of {last}
            </span>
            <button type="button" className="btn" disabled={page >= last} onClick={() => setPage(page + 1)}>
              Older
            </button>
          </nav>
        </>
      )}
    </>
  );
}
