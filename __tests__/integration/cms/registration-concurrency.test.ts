// The concurrency figure of issue 37 on one CMS instance (SQLite here, PostgreSQL under the
// integration-pg project); __tests__/integration-pg/registration-two-instances.test.ts runs it on
// two instances sharing one PostgreSQL database.
import { startCms, multipart, type TestCms } from './helpers';
import { endpoints } from '../../../contract';
import { EXPECTED, runLoad, summarize, type Answer } from './registration-load';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

it('20 dealers × 10 registrations at once, overspends and cross-dealer attempts: all stored or refused, numbers unique, metres exact', async () => {
  const run = await runLoad(
    cms.app.cms.db,
    {
      post: async (_i, path, body, token) =>
        (
          await cms.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(body) })
        ).json() as Answer,
      upload: async (_i, file, token) => {
        const mp = multipart([{ field: 'file', filename: 'p.png', type: 'image/png', data: file }]);
        const res = (
          await cms.app.inject({ method: 'POST', url: endpoints.registrationPhoto.path, headers: { ...mp.headers, token }, payload: mp.payload })
        ).json();
        return res.data.id as string;
      },
    },
    cms.config.brandTimeZone,
  );
  expect(await summarize(cms.app.cms.db, run)).toEqual(EXPECTED);
}, 120_000);
