// `npm run releases` as a process: the wake-up hook (a forged call refused with 401, nothing
// started; the right secret wakes the loop) and `npm run releases -- rollback <id>` (switches at
// once and tells the CMS; an unknown release refused with a clear message, nothing changed).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, freePort, spawnChild, stopChild, type Child } from '../../../scripts/lib/proc';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { liveId, tempDir, tinyEnv, until } from '../../support/release-service';

const SECRET = 'hook-secret-for-tests-abcdef0123';
let cms: ReleaseCms;
let dir: string;
let child: Child;
let hook = '';
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  cms = await startReleaseCms();
  dir = tempDir('releases-hook-');
  const port = await freePort();
  hook = `http://127.0.0.1:${port}`;
  // a long poll: only the hook makes the service look before a minute is over
  env = tinyEnv(cms, dir, { RELEASES_PORT: String(port), RELEASES_HOST: '127.0.0.1', RELEASE_HOOK_SECRET: SECRET, RELEASE_POLL_S: '60' });
  child = spawnChild('releases', bin('tsx'), [path.join(ROOT, 'releases', 'main.ts')], { cwd: ROOT, env, logFile: path.join(dir, 'service.log') });
});
afterAll(async () => {
  await stopChild(child);
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const log = () => fs.readFileSync(path.join(dir, 'service.log'), 'utf8');
const releasesDir = () => path.join(dir, 'site');
const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ changed: 'blogs/1', type: 'blogs', id: '1' }),
  });

it('refuses a forged hook call with 401 and starts nothing; the right secret wakes the service', async () => {
  await until('the first release', () => cms.eventsOf('live').find((e) => e.seq === 1), 60_000, log);
  cms.publish();
  for (const res of [await post(`${hook}/hook/not-the-secret`), await post(`${hook}/hook`), await post(`${hook}/hook`, { authorization: 'Bearer nope' })]) {
    expect(res.status).toBe(401);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/^Refused: .*Nothing was started/);
  }
  await new Promise((r) => setTimeout(r, 1500));
  expect(cms.eventsOf('started')).toHaveLength(1);

  const woke = await post(`${hook}/hook/${SECRET}`);
  expect(woke.status).toBe(202);
  await until('seq 2 live', () => cms.eventsOf('live').find((e) => e.seq === 2), 30_000, log);
  cms.publish();
  expect((await post(`${hook}/hook`, { authorization: `Bearer ${SECRET}` })).status).toBe(202);
  await until('seq 3 live', () => cms.eventsOf('live').find((e) => e.seq === 3), 30_000, log);
});

/** `npm run releases -- <args>`, run asynchronously: the test CMS answers from this process. */
const command = (...args: string[]) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      bin('tsx'),
      [path.join(ROOT, 'releases', 'main.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, ...env, RELEASES_PORT: '' }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ status: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

it('rolls back by command at once and tells the CMS; refuses a release that is not kept', async () => {
  const [first, , third] = cms.eventsOf('live').map((e) => e.release);
  expect(liveId(releasesDir())).toBe(third);
  const t0 = Date.now();
  const done = await command('rollback', first);
  const wall = Date.now() - t0;
  expect(done.stderr).toBe('');
  expect(done.status).toBe(0);
  expect(liveId(releasesDir())).toBe(first);
  // the time is a figure (npm run bench:publish prints it), not a pass mark: only that it was said
  const switched = Number(/in (\d+) ms/.exec(done.stdout)?.[1]);
  expect(Number.isFinite(switched)).toBe(true);
  process.stdout.write(`rollback command: switched in ${switched} ms, ${wall} ms from start to exit (tsx start-up included)\n`);
  expect(cms.eventsOf('live').at(-1)).toMatchObject({ release: first, seq: 1 });
  expect(cms.heldThrough).toBe(3);
  // held: the service does not build seq 3 again over the rollback
  cms.knobs.delayMs = 0;
  await post(`${hook}/hook/${SECRET}`);
  await new Promise((r) => setTimeout(r, 1500));
  expect(liveId(releasesDir())).toBe(first);

  const refused = await command('rollback', '20990101T000000Z-1');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/release 20990101T000000Z-1 is not kept .*: it never existed here or was removed .*kept releases: .*Nothing changed\./);
  const bad = await command('rollback', '../../etc');
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/is not a release id/);
  expect(liveId(releasesDir())).toBe(first);

  const list = await command('list');
  expect(list.stdout).toMatch(new RegExp(`\\* ${first}  seq 1`));
});
