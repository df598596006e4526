// The first admin of a production instance on PostgreSQL: `npm run cms:user` works on the CMS's own
// database (CMS_DATABASE_URL), not only on the SQLite file, and that admin signs in to a CMS started
// in production mode on it, while the README's editor login is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EDITOR } from '../../cms/demo/accounts';
import { createDatabase } from '../support/postgres-server';
import { cmsUser, productionEnv, signInStatus, startProductionCms, type ProductionCms } from '../support/production-cms';

let dir: string;
let db: { url: string; drop(): Promise<void> };
let cms: ProductionCms | undefined;

beforeAll(async () => {
  const adminUrl = process.env.CMS_TEST_PG_URL;
  if (!adminUrl) throw new Error('CMS_TEST_PG_URL is not set: run this test in the integration-pg jest project (its global setup starts PostgreSQL).');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-first-admin-'));
  db = await createDatabase(adminUrl, 'cms_first_admin');
});
afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('creates the first admin on PostgreSQL, who signs in to the production CMS on that database', async () => {
  const env = productionEnv(dir, db.url);
  const made = cmsUser(env, ['add', 'ops', '--role', 'admin'], 'Ops sign in 2026\n');
  expect(made.stderr).toBe('');
  expect(made.status).toBe(0);
  expect(made.stdout).toContain('Created admin ops in the PostgreSQL database of CMS_DATABASE_URL');
  expect(made.stdout).not.toContain(db.url);
  expect(cmsUser(env, ['list']).stdout).toBe('ops\tadmin\n');
  // nothing went into the SQLite file beside it
  expect(fs.existsSync(path.join(dir, 'cms.sqlite'))).toBe(false);

  cms = await startProductionCms(env, path.join(dir, 'cms.log'));
  expect(await signInStatus(cms.base, 'ops', 'Ops sign in 2026')).toBe(200);
  expect(await signInStatus(cms.base, DEMO_EDITOR.username, DEMO_EDITOR.password)).toBe(401);
});
