// A dealer's registrations and photo uploads are bounded per shop and throttle window (ten times the
// login limit), so a stolen token cannot fill the database.
import { ALPHA, login, startCms, type TestCms } from './helpers';
import { png, uploadPhoto } from './registration-helpers';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ throttleMax: 1 });
});
afterAll(() => cms.close());

it('refuses the 11th photo of a shop in one window with 429, storing nothing', async () => {
  const token = await login(cms.app, ALPHA);
  const file = await png();
  for (let i = 0; i < 10; i += 1) expect((await uploadPhoto(cms.app, file, token)).json().code).toBe(1);
  const refused = await uploadPhoto(cms.app, file, token);
  expect(refused.statusCode).toBe(429);
  expect((await cms.app.cms.db.selectFrom('reg_photos').select('id').execute()).length).toBe(10);
});
