import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from '/work/wt/scale/node_modules/kysely';
import { migrateToLatest, openDatabase } from '/work/wt/scale/cms/db/database';
import { hitCounter } from '/work/wt/scale/cms/db/repositories/throttle.repository';
import { findWarranties } from '/work/wt/scale/cms/db/repositories/warranty.repository';
import { throttleKey } from '/work/wt/scale/cms/lib/throttle';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wmb-'));
  const db = openDatabase(path.join(dir, 'x.sqlite'));
  await migrateToLatest(db);
  const N = 2000;
  const time = async (label: string, fn: (i: number) => Promise<unknown>) => {
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn(i);
    console.log(label, ((performance.now() - t) / N * 1000).toFixed(0), 'us/op');
  };
  await time('find', () => findWarranties(db, 'NO-SUCH-WARRANTY'));
  await time('key hash', async () => throttleKey('warranty:ip', '127.0.0.1'));
  await time('hit FULL', (i) => hitCounter(db, throttleKey('warranty:ip', '127.0.0.1'), 1000 + i, 60));
  await sql`PRAGMA synchronous = NORMAL`.execute(db);
  await time('hit NORMAL', (i) => hitCounter(db, throttleKey('warranty:ip', '127.0.0.1'), 1000 + i, 60));
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
main();
