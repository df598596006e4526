// Photos uploaded but never taken by a registration are deleted after REG_LIMITS.unusedPhotoDays
// (cms/registration/photo-purge.ts, docs/product/warranty-registration.md): on the real CMS and
// database (SQLite here; PostgreSQL under the integration-pg project). A photo's age is set by
// writing its created_at, as an abandoned form's photo would be after days.
import { REG_LIMITS, REG_MSG } from '../../../contract';
import { ALPHA, call, login, startCms, type TestCms } from './helpers';
import { photoId, registerCall, request, vinFor } from './registration-helpers';
import { purgeUnusedPhotos } from '../../../cms/registration/photo-purge';
import { startIntervalTask } from '../../../cms/lib/interval-task';

let cms: TestCms;
let alpha: string;
let tz: string;

beforeAll(async () => {
  cms = await startCms();
  tz = cms.config.brandTimeZone;
  alpha = await login(cms.app, ALPHA);
});
afterAll(() => cms.close());

const db = () => cms.app.cms.db;
const DAY_MS = 86_400_000;
const ageBy = (id: string, ms: number) =>
  db()
    .updateTable('reg_photos')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('public_id', '=', id)
    .execute();
const exists = async (id: string) => !!(await db().selectFrom('reg_photos').select('id').where('public_id', '=', id).executeTakeFirst());
const photos = async (n: number) => Promise.all(Array.from({ length: n }, () => photoId(cms.app, alpha)));

describe('the purge of unused photos', () => {
  it(`deletes a photo no registration took once older than ${REG_LIMITS.unusedPhotoDays} days, and keeps a younger one and a registered old one`, async () => {
    const [registered, stale, fresh, almost] = await photos(4);
    const reg = (
      await registerCall(cms.app, request(tz, { vehicle: { vin: vinFor(7001), plate: 'P-1', brand: 'B', model: 'M' }, photos: [registered] }), alpha)
    ).json();
    expect(reg.code).toBe(1);
    await ageBy(registered, 30 * DAY_MS);
    await ageBy(stale, REG_LIMITS.unusedPhotoDays * DAY_MS + 60_000);
    await ageBy(almost, REG_LIMITS.unusedPhotoDays * DAY_MS - 60_000);

    expect(await cms.app.photoPurge!.runNow()).toBe(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(almost)).toBe(true);
    expect(await exists(registered)).toBe(true);
    // the registration still shows its photo
    expect((await call(cms.app, 'registrationDetail', { id: reg.data.id }, alpha)).json().data.photos).toEqual([registered]);
  });

  it('deletes in bounded batches; the next pass goes on', async () => {
    const ids = await photos(5);
    for (const id of ids) await ageBy(id, (REG_LIMITS.unusedPhotoDays + 1) * DAY_MS);
    expect(await purgeUnusedPhotos(db(), new Date(), { batch: 2, maxBatches: 2 })).toBe(4);
    expect((await Promise.all(ids.map(exists))).filter(Boolean)).toHaveLength(1);
    expect(await purgeUnusedPhotos(db(), new Date(), { batch: 2, maxBatches: 2 })).toBe(1);
    expect((await Promise.all(ids.map(exists))).filter(Boolean)).toHaveLength(0);
  });

  it('a draft that names a purged photo is refused at that photo, with nothing stored', async () => {
    const [kept, purged] = await photos(2);
    await ageBy(purged, (REG_LIMITS.unusedPhotoDays + 1) * DAY_MS);
    await cms.app.photoPurge!.runNow();
    const before = (await db().selectFrom('reg_registrations').select('id').execute()).length;
    const res = (
      await registerCall(cms.app, request(tz, { vehicle: { vin: vinFor(7002), plate: 'P-2', brand: 'B', model: 'M' }, photos: [kept, purged] }), alpha)
    ).json();
    expect(res.code).toBe(0);
    expect(res.data.errors).toEqual([{ path: '/photos/1', message: REG_MSG.photoUnknown }]);
    expect((await db().selectFrom('reg_registrations').select('id').execute()).length).toBe(before);
    // the other photo is still free for the next try
    expect((await db().selectFrom('reg_photos').select('registration_id').where('public_id', '=', kept).executeTakeFirstOrThrow()).registration_id).toBeNull();
  });

  it('runs when the app is ready and stops with it', async () => {
    const other = await startCms();
    expect(other.app.photoPurge).not.toBeNull();
    await other.close();
    expect(other.app.photoPurge).toBeNull();
  });
});

describe('the timer that runs it (cms/lib/interval-task.ts)', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('passes at once and then every period, never overlapping; none after stop()', async () => {
    let passes = 0;
    let inFlight = 0;
    let overlapped = false;
    const task = startIntervalTask(
      'test chore',
      cms.app.log,
      5,
      async () => {
        inFlight += 1;
        overlapped ||= inFlight > 1;
        passes += 1;
        await wait(2);
        inFlight -= 1;
        return passes;
      },
      -1,
    );
    await Promise.all([task.runNow(), task.runNow()]);
    await wait(40);
    expect(passes).toBeGreaterThanOrEqual(3);
    await task.stop();
    const atStop = passes;
    await wait(40);
    expect(passes).toBe(atStop);
    expect(overlapped).toBe(false);
  });

  it('a failed pass is logged and answers the fallback; the next pass runs', async () => {
    let calls = 0;
    const task = startIntervalTask(
      'test chore',
      cms.app.log,
      60_000,
      async () => {
        calls += 1;
        if (calls <= 2) throw new Error('database away');
        return 7;
      },
      0,
    );
    expect(await task.runNow()).toBe(0);
    expect(await task.runNow()).toBe(7);
    await task.stop();
  });
});
