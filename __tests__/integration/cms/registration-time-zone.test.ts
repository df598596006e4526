// The installation date is a day in the shop's time zone (docs/product/warranty-registration.md):
// the portal sends its device's zone (`time_zone`) and the server checks the date in it; without
// one, in the brand's zone; an unknown zone is refused at /time_zone with nothing stored.
//
// The CMS's brand zone here is Pacific/Honolulu (UTC-10, no summer time) and the shop's is
// Pacific/Kiritimati (UTC+14, none either): the two clocks show the same hour a day apart, so
// "today in Kiritimati" is "tomorrow in the brand's zone" at every moment the test may run.
import { REG_MSG } from './registration-expect';
import { ALPHA, login, startCms, type TestCms } from './helpers';
import { photoId, registerCall, request, vinFor } from './registration-helpers';
import { dayIn } from '../../../cms/registration/calendar';
import { checkRequest } from '../../../cms/registration/request-checks';

const BRAND = 'Pacific/Honolulu';
const SHOP = 'Pacific/Kiritimati';

let cms: TestCms;
let alpha: string;

beforeAll(async () => {
  cms = await startCms({ brandTimeZone: BRAND });
  alpha = await login(cms.app, ALPHA);
});
afterAll(() => cms.close());

const db = () => cms.app.cms.db;
const stored = async () => (await db().selectFrom('reg_registrations').select('id').execute()).length;

describe('the installation date in the shop’s time zone', () => {
  const kiritimatiToday = () => {
    const day = dayIn(SHOP);
    // the premise: that day has not begun in the brand's zone
    expect(day > dayIn(BRAND)).toBe(true);
    return day;
  };

  it('refuses "today in Kiritimati" as a future date when no zone is sent (the brand’s zone)', async () => {
    const before = await stored();
    const res = (
      await registerCall(
        cms.app,
        request(BRAND, { vehicle: vehicle(9101), installation_date: kiritimatiToday(), photos: [await photoId(cms.app, alpha)] }),
        alpha,
      )
    ).json();
    expect(res.code).toBe(0);
    expect(res.data.errors).toContainEqual({ path: '/installation_date', message: REG_MSG.dateFuture });
    expect(await stored()).toBe(before);
  });

  it('accepts it, and stores that day, when the shop sends its zone', async () => {
    const day = kiritimatiToday();
    const res = (
      await registerCall(
        cms.app,
        request(BRAND, { vehicle: vehicle(9102), installation_date: day, time_zone: SHOP, photos: [await photoId(cms.app, alpha)] }),
        alpha,
      )
    ).json();
    expect(res).toMatchObject({ code: 1 });
    const row = await db().selectFrom('reg_registrations').select('installation_date').where('public_id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(row.installation_date).toBe(day);
  });

  it('checks the 30 days back in the shop’s zone too: 31 days before Kiritimati’s today is refused with its zone', async () => {
    const shopToday = dayIn(SHOP);
    const day31 = new Date(Date.parse(`${shopToday}T12:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
    const body = request(BRAND, { vehicle: vehicle(9103), installation_date: day31, time_zone: SHOP, photos: [await photoId(cms.app, alpha)] });
    const res = (await registerCall(cms.app, body, alpha)).json();
    expect(res.code).toBe(0);
    expect(res.data.errors).toContainEqual({ path: '/installation_date', message: REG_MSG.dateTooOld });
  });

  it.each(['Mars/Olympus_Mons', '', 'UTC+25'])('refuses the unknown zone "%s" at /time_zone, storing nothing and keeping the photo free', async (zone) => {
    const before = await stored();
    const photo = await photoId(cms.app, alpha);
    const res = (
      await registerCall(cms.app, request(BRAND, { vehicle: vehicle(9104), installation_date: dayIn(BRAND), time_zone: zone, photos: [photo] }), alpha)
    ).json();
    expect(res.code).toBe(0);
    expect(res.data.errors).toContainEqual({ path: '/time_zone', message: REG_MSG.timeZone(zone) });
    expect(await stored()).toBe(before);
    const row = await db().selectFrom('reg_photos').select('registration_id').where('public_id', '=', photo).executeTakeFirstOrThrow();
    expect(row.registration_id).toBeNull();
  });
});

describe('checkRequest on a fixed clock (the brand’s zone Europe/Berlin)', () => {
  // 12:00 UTC: 13:00 on the 28th in Berlin, 02:00 on the 29th in Kiritimati
  const NOON = new Date('2026-11-28T12:00:00Z');
  // 06:00 UTC: 07:00 on the 28th in Berlin, 20:00 on the 27th in Honolulu
  const MORNING = new Date('2026-11-28T06:00:00Z');
  const dateErrors = (date: string, timeZone?: string, now = NOON) =>
    checkRequest(request('UTC', { installation_date: date, ...(timeZone === undefined ? {} : { time_zone: timeZone }) }), 'Europe/Berlin', now).errors.filter(
      (e) => e.path === '/installation_date' || e.path === '/time_zone',
    );

  it('the 29th is "today" in Kiritimati but "tomorrow" in Berlin', () => {
    expect(dateErrors('2026-11-29', SHOP)).toEqual([]);
    expect(dateErrors('2026-11-29')).toEqual([{ path: '/installation_date', message: REG_MSG.dateFuture }]);
  });

  it('the 28th is "today" in Berlin but "tomorrow" in Honolulu', () => {
    expect(dateErrors('2026-11-28', undefined, MORNING)).toEqual([]);
    expect(dateErrors('2026-11-28', 'Pacific/Honolulu', MORNING)).toEqual([{ path: '/installation_date', message: REG_MSG.dateFuture }]);
    expect(dateErrors('2026-11-27', 'Pacific/Honolulu', MORNING)).toEqual([]);
  });

  it('30 days back counts from the shop’s day', () => {
    expect(dateErrors('2026-10-30', SHOP)).toEqual([]);
    expect(dateErrors('2026-10-29', SHOP)).toEqual([{ path: '/installation_date', message: REG_MSG.dateTooOld }]);
    expect(dateErrors('2026-10-29', 'Europe/Berlin')).toEqual([]);
  });

  it('an unknown zone is named; the date is not judged in a zone the server made up', () => {
    expect(dateErrors('2026-11-28', 'Europe/Atlantis')).toEqual([{ path: '/time_zone', message: REG_MSG.timeZone('Europe/Atlantis') }]);
  });
});

function vehicle(n: number) {
  return { vin: vinFor(n), plate: `KI-${n}`, brand: 'Porsche', model: 'Taycan' };
}
