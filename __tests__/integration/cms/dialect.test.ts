// The SQL the two databases disagree on (cms/db/dialect.ts) answers alike: keyword search ignores
// case and treats % and _ as text, JSON id lists match. Runs on SQLite here and on PostgreSQL in
// the integration-pg project.
import { call, startCms, type TestCms } from './helpers';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

const names = async (keywords: string) => {
  const data = (await call(cms.app, 'partnerSearch', { nation_id: 1, city_id: 101, keywords })).json().data;
  return [...data.reseller, ...data.certified_shop, ...data.country_dealer].map((p: { shop_name: string }) => p.shop_name).sort();
};

it('dealer keyword search ignores case', async () => {
  expect(await names('alpha')).toEqual(['Alpha Films']);
  expect(await names('ALPHA')).toEqual(['Alpha Films']);
});

it('LIKE wildcards in keywords are plain text', async () => {
  expect(await names('%')).toEqual([]);
  expect(await names('_')).toEqual([]);
});

it('blog keyword search finds % and _ literally, in any case', async () => {
  const titles = async (keywords: string) =>
    (await call(cms.app, 'blogList', { page: 1, keywords })).json().data.blogs.data.map((b: { title: string }) => b.title);
  expect(await titles('50% OFF_now')).toEqual(['Discount 50% off_now']);
  expect(await titles('50%_off')).toEqual([]);
});
