// The release service's loop (releases/service.ts) against the test CMS (__tests__/support/release-cms.ts),
// building with the tiny build (a real process writing real files): first release, coalescing,
// failures that keep the live release, the checks, rollback orders and the kept count.
import fs from 'node:fs';
import path from 'node:path';
import { startReleaseCms, type ReleaseCms } from '../../support/release-cms';
import { liveId, startTinyService, tempDir, until, type TestService } from '../../support/release-service';
import { readMeta } from '../../../releases/release-store';
import { releaseIds } from '../../../plugins/gatsby-plugin-hosting/server/release-layout';

let cms: ReleaseCms;
let dir: string;
let svc: TestService | null = null;

beforeEach(async () => {
  cms = await startReleaseCms();
  dir = tempDir('releases-loop-');
});
afterEach(async () => {
  await svc?.service.stop();
  svc = null;
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = (env: NodeJS.ProcessEnv = {}) => (svc = startTinyService(cms, dir, env));
const releasesDir = () => svc!.config.releasesDir;
const log = () => `service said:\n${svc?.lines.join('\n')}\nevents: ${JSON.stringify(cms.events.map((e) => [e.kind, e.release, e.seq, e.step]))}`;
/** Waits until the live release holds `seq`, and returns its id. */
const liveAt = (seq: number, timeoutMs = 30_000) =>
  until(`a live release at seq ${seq}`, () => cms.eventsOf('live').find((e) => e.seq === seq)?.release, timeoutMs, log);
const marker = (id: string, rel = 'index.html') => /data-build="([^"]+)"/.exec(fs.readFileSync(path.join(releasesDir(), 'releases', id, rel), 'utf8'))?.[1];

it('makes the first release at start, reports each step with its time, and never shares a file the next build rewrites', async () => {
  start();
  const first = await liveAt(1);
  expect(liveId(releasesDir())).toBe(first);
  expect(readMeta(releasesDir(), first)?.seq).toBe(1);
  const live = cms.eventsOf('live')[0];
  expect(Object.keys(live.timings ?? {})).toEqual(expect.arrayContaining(['work copy', 'build', 'checks', 'release copy', 'switch', 'total']));
  expect(cms.eventsOf('started')[0]).toMatchObject({ release: first, seq: 1 });
  expect(cms.eventsOf('step').map((e) => e.step)).toContain('build');
  expect(svc!.lines.join('\n')).toMatch(/is live \(seq 1\): work copy [\d.]+s, build [\d.]+s, checks [\d.]+s, release copy [\d.]+s, switch [\d.]+s, total/);

  const before = marker(first);
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  expect(second).not.toBe(first);
  expect(liveId(releasesDir())).toBe(second);
  // the build rewrote public/index.html in place: the first release still has its own
  expect(marker(first)).toBe(before);
  expect(marker(second)).not.toBe(before);
  // a file the builds wrote alike is one file on disk (a hard link to the older release), a changed one is not
  const ino = (id: string, rel: string) => fs.statSync(path.join(releasesDir(), 'releases', id, rel)).ino;
  expect(ino(second, '_redirects')).toBe(ino(first, '_redirects'));
  expect(ino(second, 'index.html')).not.toBe(ino(first, 'index.html'));
  expect(ino(second, '_redirects')).not.toBe(fs.statSync(path.join(svc!.config.outputDir, '_redirects')).ino);
});

it('queues exactly one follow-up build for any number of publishes and wake-ups during a build', async () => {
  start();
  await liveAt(1);
  cms.knobs.delayMs = 1500;
  cms.publish();
  svc!.service.wake();
  await until('the second build to start', () => cms.eventsOf('started').length === 2, 10_000, log);
  for (let i = 0; i < 6; i++) {
    cms.publish('blogInfo', i % 2 ? 1 : 0);
    svc!.service.wake();
    await new Promise((r) => setTimeout(r, 100));
  }
  const last = cms.seq;
  await liveAt(last, 20_000);
  // the running build, then one more that carries all six publishes
  expect(cms.eventsOf('started').map((e) => e.seq)).toEqual([1, 2, last]);
  await new Promise((r) => setTimeout(r, 800));
  expect(cms.eventsOf('started')).toHaveLength(3);
});

it('starts the follow-up of a build during which content was published RELEASE_SETTLE_S after it; a publish on a quiet service builds at once', async () => {
  start({ RELEASE_SETTLE_S: '1.5' });
  await liveAt(1);
  cms.knobs.delayMs = 1500;
  cms.publish();
  svc!.service.wake();
  await until('the second build to start', () => cms.eventsOf('started').length === 2, 10_000, log);
  for (let i = 0; i < 3; i++) {
    cms.publish('blogInfo', i % 2);
    svc!.service.wake();
    await new Promise((r) => setTimeout(r, 100));
  }
  const last = cms.seq;
  await liveAt(last, 20_000);
  expect(cms.eventsOf('started').map((e) => e.seq)).toEqual([1, 2, last]);
  const timings = (seq: number) => cms.eventsOf('live').find((e) => e.seq === seq)?.timings ?? {};
  // nothing was published during the first build: the second did not wait
  expect(timings(2).settle).toBeUndefined();
  // the third waited for the burst, and says so within its total
  expect(timings(last).settle).toBeGreaterThanOrEqual(1500);
  expect(timings(last).total).toBeGreaterThanOrEqual(timings(last).settle! + timings(last).build!);
});

it('keeps the live release when a build fails, reports the step and its log, and retries with back-off', async () => {
  start();
  const good = await liveAt(1);
  cms.knobs.failCode = 3;
  cms.publish();
  svc!.service.wake();
  const failed = await until('a failed event', () => cms.eventsOf('failed')[0], 10_000, log);
  expect(failed).toMatchObject({ step: 'build', seq: 2 });
  expect(failed.log_tail).toContain('exited with code 3');
  expect(failed.log_tail).toContain('refusing on purpose');
  expect(liveId(releasesDir())).toBe(good);
  // retried by itself, later each time
  const second = await until('a retry', () => cms.eventsOf('failed')[1], 10_000, log);
  expect(second.step).toBe('build');
  await until('a third try', () => cms.eventsOf('failed')[2], 10_000, log);
  const at = (e: object) => cms.events.indexOf(e as never);
  expect(at(second)).toBeGreaterThan(at(failed));
  expect(liveId(releasesDir())).toBe(good);
  expect(svc!.lines.join('\n')).toMatch(/failed at "build".*the live release stays; retry in 0\.5s[\s\S]*retry in 1\.0s/);
  cms.knobs.failCode = 0;
  await liveAt(2, 15_000);
});

it.each([
  ['a missing home page', { skipHome: true }, 'check: home page', /no home page/],
  ['more detail pages than the CMS published', { extraPages: 1 }, 'check: detail pages', /\/blogInfo\/: 5 detail pages, the CMS published 4/],
])('refuses a build with %s: the live release stays', async (_what, knobs, step, message) => {
  start();
  const good = await liveAt(1);
  Object.assign(cms.knobs, knobs);
  cms.publish();
  svc!.service.wake();
  const failed = await until('a failed event', () => cms.eventsOf('failed')[0], 10_000, log);
  expect(failed.step).toBe(step);
  expect(failed.log_tail).toMatch(message);
  expect(liveId(releasesDir())).toBe(good);
  expect(releaseIds(releasesDir())).toEqual([good]);
});

it('accepts a build made while content was published, holding the seq it read', async () => {
  start();
  await liveAt(1);
  cms.knobs.delayMs = 800;
  cms.publish();
  svc!.service.wake();
  await until('the build to start', () => cms.eventsOf('started').length === 2, 10_000, log);
  // the build reads /test/content after its delay, so it shows this one too: still accepted, as seq 2
  cms.publish();
  const id = await liveAt(2, 10_000);
  expect(readMeta(releasesDir(), id)?.seq).toBe(2);
  expect(cms.eventsOf('failed')).toEqual([]);
  await liveAt(3, 10_000);
});

it('carries out a rollback order, then builds again only after the next publish; refuses an unknown release', async () => {
  start();
  const first = await liveAt(1);
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  const order = cms.order(first);
  const done = await until('the rollback', () => cms.eventsOf('live').find((e) => e.order === order), 10_000, log);
  expect(done).toMatchObject({ release: first, seq: 1 });
  expect(liveId(releasesDir())).toBe(first);
  expect(cms.heldThrough).toBe(2);
  // held: seq 2 is ahead of the live release, but no build starts
  await new Promise((r) => setTimeout(r, 1000));
  expect(cms.eventsOf('started')).toHaveLength(2);

  const refused = cms.order('20990101T000000Z-9');
  const failed = await until('the refusal', () => cms.eventsOf('failed').find((e) => e.order === refused), 10_000, log);
  expect(failed).toMatchObject({ step: 'rollback', release: '20990101T000000Z-9' });
  expect(failed.log_tail).toMatch(/is not kept .*: it never existed here or was removed .*kept releases: .*Nothing changed/);
  expect(liveId(releasesDir())).toBe(first);
  expect(releaseIds(releasesDir())).toEqual([first, second]);

  cms.publish();
  svc!.service.wake();
  await liveAt(3);
});

it('keeps the newest RELEASES_KEEP releases and reports the ones it removes', async () => {
  start({ RELEASES_KEEP: '2' });
  const first = await liveAt(1);
  for (const seq of [2, 3]) {
    cms.publish();
    svc!.service.wake();
    await liveAt(seq);
  }
  await until('a removed event', () => cms.eventsOf('removed')[0], 5000, log);
  expect(cms.eventsOf('removed').map((e) => e.release)).toEqual([first]);
  expect(fs.existsSync(path.join(releasesDir(), 'releases', first))).toBe(false);
  expect(releaseIds(releasesDir())).toHaveLength(2);
  expect(fs.readlinkSync(path.join(releasesDir(), 'kept-1'))).toBe(path.join('releases', releaseIds(releasesDir())[0]));
  expect(fs.existsSync(path.join(releasesDir(), 'kept-2'))).toBe(false);
  // deleted in the background: gone from disk soon after
  await until('the removed release deleted', () => !fs.readdirSync(path.join(releasesDir(), 'releases')).some((n) => n.startsWith(first)), 5000, log);
});

it('deletes what a stopped service left half made or half deleted once it holds the lease', async () => {
  const leftovers = path.join(dir, 'site', 'releases');
  fs.mkdirSync(path.join(leftovers, '20261128T000000Z-1.partial', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(leftovers, '20261128T000000Z-1.partial', 'blog', 'index.html'), 'half');
  start();
  await liveAt(1);
  await until('the leftover deleted', () => !fs.existsSync(path.join(leftovers, '20261128T000000Z-1.partial')), 5000, log);
});

it('keeps a live event the CMS could not take, and builds nothing more until the CMS has it', async () => {
  start();
  await liveAt(1);
  cms.refuseEvents = true;
  cms.publish();
  svc!.service.wake();
  // the release goes live on disk; the CMS does not know yet
  await until('the switch', () => readMeta(releasesDir(), liveId(releasesDir()) ?? '')?.seq === 2, 10_000, log);
  const outbox = path.join(releasesDir(), 'outbox.json');
  await until('the outbox', () => fs.existsSync(outbox), 10_000, log);
  expect(JSON.parse(fs.readFileSync(outbox, 'utf8'))).toEqual([expect.objectContaining({ kind: 'live', seq: 2 })]);
  cms.publish();
  svc!.service.wake();
  await new Promise((r) => setTimeout(r, 1200));
  expect(readMeta(releasesDir(), liveId(releasesDir())!)?.seq).toBe(2);
  expect(svc!.lines.join('\n')).toContain('building nothing until it has');
  cms.refuseEvents = false;
  await liveAt(3);
  expect(cms.eventsOf('live').map((e) => e.seq)).toEqual([1, 2, 3]);
  expect(fs.existsSync(path.join(releasesDir(), 'outbox.json'))).toBe(false);
});

it('does not switch to a build when another service took the lease during it', async () => {
  start();
  const first = await liveAt(1);
  cms.knobs.delayMs = 1500;
  cms.publish();
  svc!.service.wake();
  await until('the build to start', () => cms.eventsOf('started').length === 2, 10_000, log);
  // the lease runs out under it and another service takes it
  cms.lease = { holder: 'other', expires: Date.now() + 60_000 };
  const failed = await until('the refusal', () => cms.eventsOf('failed')[0], 10_000, log);
  expect(failed).toMatchObject({ step: 'switch', seq: 2 });
  expect(failed.log_tail).toMatch(/lease was lost/);
  expect(liveId(releasesDir())).toBe(first);
  expect(releaseIds(releasesDir())).toEqual([first]);
});
