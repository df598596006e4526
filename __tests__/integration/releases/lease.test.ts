// One release service per site: two `npm run releases` processes against one CMS lease
// (contract/releases.ts). The first builds; the second waits, and takes over when the first stops
// renewing (killed, so it cannot hand the lease back).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, spawnChild, stopChild, type Child } from '../../../scripts/lib/proc';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { liveId, tempDir, tinyEnv, until } from '../../support/release-service';

let cms: ReleaseCms;
let dir: string;
const children: Child[] = [];

beforeAll(async () => {
  cms = await startReleaseCms();
  dir = tempDir('releases-lease-');
});
afterAll(async () => {
  for (const c of children) await stopChild(c);
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const service = (holder: string) => {
  const child = spawnChild(holder, bin('tsx'), [path.join(ROOT, 'releases', 'main.ts')], {
    cwd: ROOT,
    env: tinyEnv(cms, dir, { RELEASE_HOLDER: holder, RELEASE_POLL_S: '0.3' }),
    logFile: path.join(dir, `${holder}.log`),
  });
  children.push(child);
  return child;
};
const log = () => ['A', 'B'].map((h) => `--- ${h}:\n${fs.readFileSync(path.join(dir, `${h}.log`), 'utf8')}`).join('\n');

it('lets one service build; the other waits and takes over when the first stops renewing', async () => {
  const a = service('A');
  await until('A to release seq 1', () => cms.eventsOf('live').find((e) => e.seq === 1), 60_000, log);
  service('B');
  await until('B to wait', () => fs.readFileSync(path.join(dir, 'B.log'), 'utf8').includes('held by A'), 60_000, log);
  cms.publish();
  await until('A to release seq 2', () => cms.eventsOf('live').find((e) => e.seq === 2), 30_000, log);
  expect(cms.events.filter((e) => e.holder === 'B')).toEqual([]);

  // A dies without a word: its lease runs out (RELEASE_LEASE_TTL_S=2) and B takes it
  process.kill(-a.proc.pid!, 'SIGKILL');
  await a.exited;
  cms.publish();
  const taken = await until('B to release seq 3', () => cms.eventsOf('live').find((e) => e.seq === 3), 30_000, log);
  expect(taken.holder).toBe('B');
  expect(cms.lease?.holder).toBe('B');
  expect(liveId(path.join(dir, 'site'))).toBe(taken.release);
  expect(fs.readFileSync(path.join(dir, 'B.log'), 'utf8')).toMatch(/held by A until .*: waiting[\s\S]*holding the release lease as B/);
});
