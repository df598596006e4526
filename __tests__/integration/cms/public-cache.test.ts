// The public answer cache (cms/plugins/public-cache.ts): a repeated public GET is answered from
// memory; any write through the API empties it; throttled and dealer calls never use it.
import { sql } from 'kysely';
import { ALPHA, SAMPLES_CONTACT, call, login, startCms, type TestCms } from './helpers';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ publicCacheS: 3600, throttleMax: 3 });
});
afterAll(() => cms.close());

const titleOf = async () => (await call(cms.app, 'blogDetail', { id: 1 })).json().data.title as string;
const rename = (title: string) => sql`update blogs set title = ${title} where id = 1`.execute(cms.app.cms.db);

it('answers a repeated public GET from memory until a write through the API ends', async () => {
  const before = await titleOf();
  await rename('Changed behind the API');
  expect(await titleOf()).toBe(before); // from the cache
  expect((await call(cms.app, 'contactUs', SAMPLES_CONTACT)).json().code).toBe(1);
  expect(await titleOf()).toBe('Changed behind the API');
});

it('a dealer call (token) empties it, as a dealer edit changes public content', async () => {
  await titleOf();
  await rename('Changed again');
  const token = await login(cms.app, ALPHA);
  await call(cms.app, 'portalInfo', {}, token);
  expect(await titleOf()).toBe('Changed again');
});

it('never answers a throttled lookup from memory: every warranty check counts', async () => {
  const statuses: number[] = [];
  // the per-client limit is 3 × CMS_THROTTLE_MAX = 9 lookups
  for (let i = 0; i < 10; i++)
    statuses.push((await cms.app.inject({ method: 'GET', url: '/api/Warranty/checkWarranty?filter=NO-SUCH', remoteAddress: '10.9.9.9' })).statusCode);
  expect(statuses.slice(-1)).toEqual([429]);
});
