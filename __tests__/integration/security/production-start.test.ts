// A start in production mode, as its own process: `NODE_ENV=production` without CMS_DEMO on a new
// database is never a demo. It starts empty, says in its log how to create the first admin, refuses
// the README's editor login, and the first admin made with `npm run cms:user` signs in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EDITOR } from '../../../cms/demo/accounts';
import { FIRST_ADMIN_COMMAND } from '../../../cms/demo/first-run';
import { cmsUser, productionEnv, signInStatus, startProductionCms, type ProductionCms } from '../../support/production-cms';

let dir: string;
let cms: ProductionCms;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-production-'));
  cms = await startProductionCms(productionEnv(dir), path.join(dir, 'cms.log'));
});
afterAll(async () => {
  await cms?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('starts empty, not as a demo, and logs how to create the first admin', async () => {
  expect(cms.log()).toContain(FIRST_ADMIN_COMMAND);
  expect(cms.log()).not.toMatch(/demo content loaded|Demo mode/);
  const blogs = await (await fetch(`${cms.base}/api/Blog/list`)).json();
  expect(blogs.data.blogs.total).toBe(0);
  const setup = await (await fetch(`${cms.base}/api/editor/setup`)).json();
  expect(setup.data).toEqual({ first_admin_needed: true, command: FIRST_ADMIN_COMMAND });
});

it('refuses the README’s editor login; the first admin made with cms:user signs in', async () => {
  expect(await signInStatus(cms.base, DEMO_EDITOR.username, DEMO_EDITOR.password)).toBe(401);
  const made = cmsUser(productionEnv(dir), ['add', 'ops', '--role', 'admin'], 'Ops sign in 2026\n');
  expect(made.stderr).toBe('');
  expect(made.status).toBe(0);
  expect(await signInStatus(cms.base, 'ops', 'Ops sign in 2026')).toBe(200);
  // the one-time secret is the operator's own input: it never reaches the server's log
  expect(cms.log()).not.toContain('Ops sign in 2026');
});
