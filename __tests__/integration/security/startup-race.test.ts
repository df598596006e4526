// Several CMS instances starting on one new database (a deployment with replicas): they migrate it
// and fill it with the demo content exactly once, none of them fails, and none loads over another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DIR } from '../cms/helpers';
import { loadConfig } from '../../../cms/config';
import { bootCms } from '../../../cms/boot';

const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(__dirname, 'support/boot-instance.ts');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-race-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** starts an instance that waits for `go()`; resolves with the JSON it printed */
function instance() {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: ROOT,
    env: {
      ...process.env,
      CMS_DB_FILE: path.join(dir, 'cms.sqlite'),
      CMS_UPLOAD_DIR: path.join(dir, 'uploads'),
      CMS_CONTENT_DIR: FIXTURE_DIR,
      CMS_LOG: '0',
      CMS_DEMO: '1',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let isReady: () => void;
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('ready\n')) isReady();
  });
  const done = new Promise<{ loaded?: boolean; blogs?: number; error?: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? ''));
      } catch {
        reject(new Error(`instance printed no result: ${out}`));
      }
    });
  });
  return { ready, go: () => child.stdin.end('go\n'), done };
}

it('two instances starting together on an empty database: one loads, the other waits and keeps its content', async () => {
  const all = [instance(), instance()];
  // both loaded and configured, then released at the same moment
  await Promise.all(all.map((i) => i.ready));
  for (const i of all) i.go();
  const results = await Promise.all(all.map((i) => i.done));
  expect(results.filter((r) => r.error)).toEqual([]);
  expect(results.filter((r) => r.loaded)).toHaveLength(1);
  const blogs = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, 'blogs.json'), 'utf8')).length;
  for (const r of results) expect(r.blogs).toBe(blogs);
  // a later start on the filled database loads nothing
  const later = await bootCms(
    loadConfig({}, { dbFile: path.join(dir, 'cms.sqlite'), uploadDir: path.join(dir, 'uploads'), logger: false, demo: true }),
    FIXTURE_DIR,
  );
  expect(later.loaded).toBeNull();
  await later.app.close();
}, 150_000);
