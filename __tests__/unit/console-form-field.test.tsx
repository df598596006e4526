// The console's hand-written form rows (sign-in, accounts, own password) and its tables tie each
// control to its label, hint and message, and each table to its caption and column headers
// (docs/product/accessibility.md).
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FormField } from '../../cms/admin/src/ui/FormField';
import { DataTable } from '../../cms/admin/src/ui/DataTable';

test('a form row links its control to the label, the hint and the message', async () => {
  const { container } = render(
    <FormField id="pw-new" label="New password" hint="At least 8 characters." error="Use at least 8 characters.">
      {(a11y) => <input {...a11y} type="password" />}
    </FormField>,
  );
  const input = screen.getByLabelText('New password');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
  expect(await axe(container)).toHaveNoViolations();
});

test('a form row without a message is not marked invalid and describes nothing', () => {
  render(
    <FormField id="username" label="User name">
      {(a11y) => <input {...a11y} />}
    </FormField>,
  );
  const input = screen.getByLabelText('User name');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('a data table names itself and its columns, one row per entry', async () => {
  const rows = [
    { id: 1, who: 'editor', what: 'login' },
    { id: 2, who: 'admin', what: 'publish' },
  ];
  const { container } = render(
    <DataTable
      label="Audit log"
      rows={rows}
      rowKey={(r) => String(r.id)}
      columns={[
        { head: 'Who', cell: (r) => r.who },
        { head: 'What', cell: (r) => r.what },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Audit log' });
  expect(screen.getByRole('region', { name: 'Audit log' })).toContainElement(table);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Who', 'What']);
  expect(screen.getByRole('cell', { name: 'publish' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});
