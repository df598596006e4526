// `npm run cms:user`: creates an editor from the shell on the database CMS_DB_FILE names, reading the
// password from standard input, and refuses what the API refuses.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, migrateToLatest } from '../../../cms/db/database';
import { verifyPassword } from '../../../cms/lib/password';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let dir: string;
let dbFile: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-user-'));
  dbFile = path.join(dir, 'cms.sqlite');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cmsUser = (args: string[], input: string) =>
  spawnSync(TSX, ['cms/user.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, CMS_DB_FILE: dbFile }, timeout: 60_000 });

it('adds an admin with the password from standard input', async () => {
  const res = cmsUser(['add', 'grace', '--role', 'admin'], 'grace edits everything\n');
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  expect(res.stdout).toContain('Created admin grace');
  const db = openDatabase(dbFile);
  try {
    await migrateToLatest(db);
    const user = await db.selectFrom('editor_users').selectAll().where('username', '=', 'grace').executeTakeFirstOrThrow();
    expect(user.role).toBe('admin');
    expect(await verifyPassword('grace edits everything', user.password_hash)).toBe(true);
  } finally {
    await db.destroy();
  }
});

it('refuses a common password, a taken name and an unknown role, with a message', () => {
  const common = cmsUser(['add', 'henry'], 'password123\n');
  expect(common.status).toBe(2);
  expect(common.stderr).toMatch(/most common/);
  const taken = cmsUser(['add', 'grace'], 'whatever it is long\n');
  expect(taken.status).toBe(2);
  expect(taken.stderr).toMatch(/exists already/);
  const role = cmsUser(['add', 'ida', '--role', 'owner'], 'ida writes a lot\n');
  expect(role.status).toBe(2);
  expect(role.stderr).toMatch(/--role must be editor or admin/);
  expect(cmsUser(['list'], '').stdout).toBe('grace\tadmin\n');
});

it('deletes an account from the shell, with an audit row, and says so for an unknown name', async () => {
  expect(cmsUser(['add', 'jonas'], 'jonas writes a lot\n').status).toBe(0);
  const res = cmsUser(['delete', 'jonas'], '');
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  expect(res.stdout).toContain('jonas: deleted');
  expect(cmsUser(['list'], '').stdout).not.toContain('jonas');
  const db = openDatabase(dbFile);
  try {
    const row = await db.selectFrom('editor_audit').selectAll().where('action', '=', 'user delete').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'shell', detail: 'jonas (editor)' });
  } finally {
    await db.destroy();
  }
  const unknown = cmsUser(['delete', 'jonas'], '');
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toMatch(/No user jonas/);
});
