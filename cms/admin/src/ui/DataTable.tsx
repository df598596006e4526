// A table of rows with a caption and column headers, in a region that scrolls sideways on a phone
// (TableWrap): the lists of content, accounts, the audit log and form submissions.
import type { ReactNode } from 'react';
import { TableWrap } from './TableWrap';

export interface Column<T> {
  /** the column header */
  head: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

export function DataTable<T>({ label, columns, rows, rowKey }: { label: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T, index: number) => string }) {
  return (
    <TableWrap label={label}>
      <table>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.head} className={c.className}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={rowKey(r, i)}>
              {columns.map((c) => (
                <td key={c.head} className={c.className}>
                  {c.cell(r, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
