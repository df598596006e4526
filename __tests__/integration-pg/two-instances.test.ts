// Two CMS processes on one PostgreSQL database, as behind a load balancer: what must agree across
// instances (sessions, logouts, throttling counters) lives in the database, so either answers alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild, type Child } from '../../scripts/lib/proc';
import { startCms } from '../../scripts/lib/site';
import { createDatabase } from '../support/postgres-server';
import { ALPHA, FIXTURE_DIR } from '../integration/cms/helpers';

const TOO_MANY = 'Too many attempts. Please try again later.';
let dir: string;
let db: { url: string; drop(): Promise<void> };
const instances: { child: Child; base: string }[] = [];

beforeAll(async () => {
  const adminUrl = process.env.CMS_TEST_PG_URL;
  if (!adminUrl) throw new Error('CMS_TEST_PG_URL is not set: run this test in the integration-pg jest project (its global setup starts PostgreSQL).');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-two-'));
  db = await createDatabase(adminUrl, 'cms_two');
  // one after the other: the first migrates and loads the content, the second finds it there
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const child = await startCms({
      port,
      dbFile: path.join(dir, `unused-${name}.sqlite`),
      uploadDir: path.join(dir, 'uploads'), // the shared volume
      logFile: path.join(dir, `cms-${name}.log`),
      env: { CMS_DATABASE_URL: db.url, CMS_CONTENT_DIR: FIXTURE_DIR, CMS_THROTTLE_MAX: '3', CMS_LOG: '0', CMS_PUBLIC_CACHE_S: '0' },
    });
    instances.push({ child, base: `http://127.0.0.1:${port}` });
  }
});

afterAll(async () => {
  for (const i of instances) await stopChild(i.child);
  await db?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function loginAt(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/login/login`, { method: 'POST', headers: FORM, body: form({ username, password }) });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: { userinfo?: { token: string } } | null } };
}

const portal = (base: string, token: string) => fetch(`${base}/api/shop/info`, { headers: { token } });

it('neither instance uses SQLite: the file each was given is never created', () => {
  expect(fs.existsSync(path.join(dir, 'unused-a.sqlite'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'unused-b.sqlite'))).toBe(false);
});

it('a login on one instance is valid on the other, and a logout on one revokes it on both', async () => {
  const [a, b] = instances;
  const { body } = await loginAt(a.base, ALPHA.username, ALPHA.password);
  expect(body.code).toBe(1);
  const token = body.data!.userinfo!.token;
  expect((await portal(b.base, token)).status).toBe(200);
  expect((await portal(a.base, token)).status).toBe(200);

  const out = await fetch(`${b.base}/api/login/logout`, { method: 'POST', headers: { ...FORM, token }, body: '' });
  expect(((await out.json()) as { code: number }).code).toBe(1);
  expect((await portal(a.base, token)).status).toBe(401);
  expect((await portal(b.base, token)).status).toBe(401);
});

it('throttling counts failed attempts made on both instances together', async () => {
  const [a, b] = instances;
  // the limit is 3 per client; the client (127.0.0.1) fails twice on A and once on B
  for (const base of [a.base, b.base, a.base]) expect((await loginAt(base, 'bravo', 'wrong')).status).toBe(200);
  for (const base of [b.base, a.base]) {
    const refused = await loginAt(base, 'bravo', 'wrong');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 0, data: null, msg: TOO_MANY });
  }
});
