// The console's Schedule panel (cms/admin/src/schedule/ScheduleControl.tsx): a time picked in the
// brand's zone goes to the CMS as its UTC instant with the zone named; a pending schedule shows its
// time in the brand's zone and its revision; a newer draft brings a warning and "Move to the newest
// draft"; a failed one shows its reason; refusals sit beside their fields; axe finds nothing.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ScheduleControl, openOf, stampToIso, type ScheduleControlProps } from '../../cms/admin/src/schedule/ScheduleControl';
import { setBrandZone } from '../../cms/admin/src/lib/time';
import type { Schedule } from '../../contract/releases';

const pending: Schedule = {
  id: 7,
  type: 'blogs',
  item_id: '3',
  title: 'Launch',
  action: 'publish',
  at: '2026-12-01T08:00:00.000Z',
  time_zone: 'Europe/Berlin',
  revision: 12,
  newest_draft: 12,
  draft_newer: false,
  state: 'pending',
  error: null,
  by: 'editor',
  created_at: '2026-11-28T10:00:00.000Z',
  ran_at: null,
  attempts: 0,
};

function setup(over: Partial<ScheduleControlProps> = {}) {
  const calls = { set: [] as unknown[], cancel: [] as Schedule[], move: [] as Schedule[] };
  const props: ScheduleControlProps = {
    schedules: [],
    canUnpublish: true,
    dirty: false,
    busy: false,
    errors: {},
    onSet: (r) => calls.set.push(r),
    onCancel: (s) => calls.cancel.push(s),
    onMove: (s) => calls.move.push(s),
    ...over,
  };
  const view = render(<ScheduleControl {...props} />);
  return { ...view, calls };
}

beforeEach(() => setBrandZone('Europe/Berlin'));

test('a time picked in the brand’s zone is sent as its UTC instant, with the zone and the action', async () => {
  const { calls, container } = setup();
  fireEvent.click(screen.getByRole('radio', { name: 'Unpublish' }));
  const input = screen.getByLabelText('Unpublish on');
  // 09:30 in Berlin in winter (CET, UTC+1) is 08:30 UTC
  fireEvent.change(input, { target: { value: '2026-12-01T09:30:00' } });
  expect(screen.getByText('Stored as 2026-12-01 08:30:00 UTC.')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Europe/Berlin (CET, UTC+1)'));
  fireEvent.click(screen.getByRole('button', { name: 'Schedule unpublish' }));
  expect(calls.set).toEqual([{ action: 'unpublish', at: '2026-12-01T08:30:00Z', time_zone: 'Europe/Berlin' }]);
  expect(await axe(container)).toHaveNoViolations();
});

test('without a time nothing is sent, and the field says what is missing', () => {
  const { calls } = setup();
  fireEvent.click(screen.getByRole('button', { name: 'Schedule publish' }));
  expect(calls.set).toEqual([]);
  expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(expect.stringContaining('Choose the date and time.'));
});

test('a pending schedule shows its time in the brand’s zone and its revision, and cancels', async () => {
  const { calls, container } = setup({ schedules: [pending] });
  expect(screen.getByText(/on 1 Dec 2026, 09:00 CET \(revision 12\)\. Set by editor\./)).toBeInTheDocument();
  expect(screen.queryByText(/The draft has changed/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel the scheduled publish for 1 Dec 2026, 09:00 CET' }));
  expect(calls.cancel).toEqual([pending]);
  // setting another publish replaces it, and the button says so
  expect(screen.getByRole('button', { name: 'Change the scheduled publish' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('a newer draft brings a warning naming both revisions and a button to move the schedule', async () => {
  const { calls, container } = setup({ schedules: [{ ...pending, newest_draft: 14, draft_newer: true }] });
  expect(screen.getByText(/it will publish revision 12, not your newest draft \(revision 14\)/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Move to the newest draft' }));
  expect(calls.move).toHaveLength(1);
  expect(await axe(container)).toHaveNoViolations();
});

test('a failed schedule shows why, and is dismissed; one a later schedule replaced is not shown', () => {
  const failed = { ...pending, id: 5, state: 'failed' as const, error: 'blogs/3 was deleted by editor' };
  const { calls } = setup({ schedules: [failed] });
  const item = screen.getByText(/did not happen: blogs\/3 was deleted by editor/).closest('li')!;
  fireEvent.click(within(item).getByRole('button', { name: /^Dismiss/ }));
  expect(calls.cancel).toEqual([failed]);
  expect(openOf([failed, { ...pending, id: 9 }]).map((s) => s.id)).toEqual([9]);
});

test('the CMS’s refusals sit beside their fields; a page offers publish only', () => {
  setup({ canUnpublish: false, errors: { at: 'at 2020-01-01T00:00:00.000Z (UTC) is in the past', action: 'Pages cannot be unpublished' } });
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByLabelText('Publish on')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(expect.stringContaining('is in the past'));
  expect(screen.getByText('Pages cannot be unpublished')).toBeInTheDocument();
});

test('a stored stamp becomes an instant with its offset', () => {
  expect(stampToIso('2026-12-01 08:30:00')).toBe('2026-12-01T08:30:00Z');
});
