// The concurrency figure of issue 37 with two CMS processes on one PostgreSQL database, as behind a
// load balancer: registrations alternate between the instances, so the roll's conditional update,
// the unique live warranty per VIN and kind, and the idempotency key must hold across processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild, type Child } from '../../scripts/lib/proc';
import { startCms } from '../../scripts/lib/site';
import { createDatabase } from '../support/postgres-server';
import { FIXTURE_DIR } from '../integration/cms/helpers';
import { openDatabase, type Db } from '../../cms/db/database';
import { endpoints } from '../../contract';
import { EXPECTED, runLoad, summarize, type Answer } from '../integration/cms/registration-load';
import { request, png, seedDealers, vinFor } from '../integration/cms/registration-helpers';

const TZ = 'Europe/Berlin';
let dir: string;
let pg: { url: string; drop(): Promise<void> };
let db: Db;
const instances: { child: Child; base: string }[] = [];

beforeAll(async () => {
  const adminUrl = process.env.CMS_TEST_PG_URL;
  if (!adminUrl) throw new Error('CMS_TEST_PG_URL is not set: run this test in the integration-pg jest project (its global setup starts PostgreSQL).');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-reg-'));
  pg = await createDatabase(adminUrl, 'cms_reg');
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const child = await startCms({
      port,
      dbFile: path.join(dir, `unused-${name}.sqlite`),
      uploadDir: path.join(dir, 'uploads'),
      logFile: path.join(dir, `cms-${name}.log`),
      env: { CMS_DATABASE_URL: pg.url, CMS_CONTENT_DIR: FIXTURE_DIR, CMS_LOG: '0', CMS_PUBLIC_CACHE_S: '0', CMS_BRAND_TIME_ZONE: TZ },
    });
    instances.push({ child, base: `http://127.0.0.1:${port}` });
  }
  db = openDatabase({ url: pg.url, file: '' });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  for (const i of instances) await stopChild(i.child);
  await pg?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const base = (i: number) => instances[i % instances.length].base;
const transport = {
  post: async (i: number, p: string, body: unknown, token: string) =>
    (await (
      await fetch(`${base(i)}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) })
    ).json()) as Answer,
  upload: async (i: number, file: Buffer, token: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
    const res = (await (await fetch(`${base(i)}${endpoints.registrationPhoto.path}`, { method: 'POST', headers: { token }, body: form })).json()) as Answer;
    if (res.code !== 1) throw new Error(`upload refused: ${res.msg}`);
    return (res.data as { id: string }).id;
  },
};

it('20 dealers × 10 registrations at once on two instances: all stored or refused, numbers unique, metres exact', async () => {
  const run = await runLoad(db, transport, TZ);
  expect(await summarize(db, run)).toEqual(EXPECTED);
}, 180_000);

it('one idempotency key sent to both instances at once stores one registration', async () => {
  const [d] = await seedDealers(db, 1, 900, 1, 10);
  const body = request(TZ, {
    vehicle: { vin: vinFor(90_000), plate: 'IDEM-1', brand: 'Idem', model: 'Potent' },
    installations: [{ product_id: 1, areas: ['roof'], rolls: [{ serial: d.serials[0], metres: 1 }] }],
    photos: [await transport.upload(0, await png(), d.token)],
  });
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => transport.post(i, endpoints.register.path, body, d.token)));
  expect(answers.every((a) => a.code === 1)).toBe(true);
  expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1);
  const stored = await db.selectFrom('reg_registrations').select('id').where('shop_id', '=', d.shopId).execute();
  expect(stored).toHaveLength(1);
  expect((await db.selectFrom('reg_rolls').select('used_cm').where('serial', '=', d.serials[0]).executeTakeFirstOrThrow()).used_cm).toBe(100);
}, 60_000);
