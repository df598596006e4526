// When a schedule runs, as editors write it (cms/editor/schedule-time.ts, docs/product/scheduling.md):
// offsets and wall-clock times in a named zone become UTC instants, by the rules of docs/product/time.md
// across daylight-saving changes; everything else is refused naming its field.
import { readScheduleTime } from '../../cms/editor/schedule-time';

const at = (text: string, zone?: string) => readScheduleTime(text, zone, 'Europe/Berlin');

test('a time with its offset is that instant, whatever zone is named beside it', () => {
  expect(at('2026-12-01T09:00:00+01:00')).toEqual({ ok: true, at: '2026-12-01T08:00:00.000Z', zone: 'Europe/Berlin' });
  expect(at('2026-12-01T09:00Z', 'America/New_York')).toEqual({ ok: true, at: '2026-12-01T09:00:00.000Z', zone: 'America/New_York' });
  expect(at('2026-12-01 09:00:00.250-05:30')).toMatchObject({ ok: true, at: '2026-12-01T14:30:00.250Z' });
});

test('a wall-clock time is read in its zone, across the daylight-saving changes as the console reads them', () => {
  expect(at('2026-07-02T09:00', 'Europe/Berlin')).toMatchObject({ at: '2026-07-02T07:00:00.000Z' });
  expect(at('2026-12-02T09:00', 'Europe/Berlin')).toMatchObject({ at: '2026-12-02T08:00:00.000Z' });
  // 02:30 does not exist on 29 March 2026 in Berlin: read as 03:30 CEST
  expect(at('2026-03-29T02:30', 'Europe/Berlin')).toMatchObject({ at: '2026-03-29T01:30:00.000Z' });
  // 02:30 happens twice on 25 October 2026: read as the second (CET)
  expect(at('2026-10-25T02:30', 'Europe/Berlin')).toMatchObject({ at: '2026-10-25T01:30:00.000Z' });
  // zone names are canonicalised
  expect(at('2026-12-01T09:00', 'utc')).toMatchObject({ ok: true, zone: 'UTC', at: '2026-12-01T09:00:00.000Z' });
});

test('refuses, naming the field, what is no instant', () => {
  expect(at('2026-12-01T09:00')).toMatchObject({ ok: false, field: 'at', message: expect.stringMatching(/has no offset/) });
  expect(at('2026-12-01T09:00', 'Europe/Nowhere')).toMatchObject({ ok: false, field: 'time_zone' });
  expect(at('2026-02-29T09:00:00Z')).toMatchObject({ ok: false, field: 'at', message: expect.stringMatching(/not a real date/) });
  expect(at('2026-12-01T24:00:00Z')).toMatchObject({ ok: false, field: 'at' });
  expect(at('2026-12-01T09:00:00+15:00')).toMatchObject({ ok: false, field: 'at' });
  expect(at('tomorrow at nine')).toMatchObject({ ok: false, field: 'at', message: expect.stringMatching(/ISO 8601 with its offset/) });
  expect(at('1764579600')).toMatchObject({ ok: false, field: 'at' });
});
