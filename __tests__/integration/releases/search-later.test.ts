// The search index after the pages (releases/service.ts, docs/releases.md "The search index"): a
// release goes live with the live release's index, then its own index, written over the release
// (which nobody writes), goes live as release `<id>.search`. Run with the tiny build and the tiny
// index (__tests__/fixtures/releases/), real processes writing real files.
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
  dir = tempDir('releases-search-');
});
afterEach(async () => {
  await svc?.service.stop();
  svc = null;
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const knobsFile = () => path.join(dir, 'index-knobs.json');
const setIndex = (knobs: { delayMs?: number; fail?: boolean }) => fs.writeFileSync(knobsFile(), JSON.stringify(knobs));
const start = (env: NodeJS.ProcessEnv = {}) =>
  (svc = startTinyService(cms, dir, { RELEASE_INDEX_COMMAND: `TINY_INDEX_KNOBS='${knobsFile()}' node tiny-index.js`, ...env }));
const releasesDir = () => svc!.config.releasesDir;
const log = () => `service said:\n${svc?.lines.join('\n')}\nevents: ${JSON.stringify(cms.events.map((e) => [e.kind, e.release, e.seq, e.step]))}`;
const liveAt = (seq: number, search = false, timeoutMs = 30_000) =>
  until(
    `a live release at seq ${seq}${search ? ' with its own search index' : ''}`,
    () => cms.eventsOf('live').find((e) => e.seq === seq && e.release.endsWith('.search') === search)?.release,
    timeoutMs,
    log,
  );
/** Folders of search-index attempts left in the releases folder. */
const indexAttempts = () => fs.readdirSync(path.join(releasesDir(), 'releases')).filter((n) => n.includes('.search.') && n.endsWith('.partial'));
const read = (id: string, rel: string) => fs.readFileSync(path.join(releasesDir(), 'releases', id, rel), 'utf8');
const pagesOf = (id: string) => /data-build="([^"]+)"/.exec(read(id, 'index.html'))?.[1];
const indexOf = (id: string) => (JSON.parse(read(id, 'pagefind/pagefind-entry.json')) as { marker: string }).marker;

it('indexes the first release before it goes live: there is no older index to serve', async () => {
  start();
  const first = await liveAt(1);
  expect(indexOf(first)).toBe(pagesOf(first));
  expect(readMeta(releasesDir(), first)?.search_seq).toBe(1);
  await new Promise((r) => setTimeout(r, 600));
  expect(cms.eventsOf('live')).toHaveLength(1);
});

it('puts a release live with the live index, then its own index live with the same pages, and removes the release without it', async () => {
  start();
  const first = await liveAt(1);
  setIndex({ delayMs: 800 });
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  // live at once, with the first release's index (the pages are the new ones)
  expect(indexOf(second)).toBe(pagesOf(first));
  expect(pagesOf(second)).not.toBe(pagesOf(first));
  expect(readMeta(releasesDir(), second)).toMatchObject({ seq: 2, search_seq: 1 });
  const secondPages = pagesOf(second);
  const searched = await liveAt(2, true);
  expect(searched).toBe(`${second}.search`);
  expect(liveId(releasesDir())).toBe(searched);
  // the same pages, their own index; the release without it is gone from disk and from the CMS's list
  expect(pagesOf(searched)).toBe(secondPages);
  expect(indexOf(searched)).toBe(pagesOf(searched));
  expect(readMeta(releasesDir(), searched)).toMatchObject({ id: searched, seq: 2, search_seq: 2 });
  expect(readMeta(releasesDir(), searched)?.timings['search index']).toBeGreaterThanOrEqual(800);
  await until('the release without its index to be removed', () => cms.eventsOf('removed').some((e) => e.release === second), 5000, log);
  expect(releaseIds(releasesDir())).toEqual([first, searched]);
  expect(cms.eventsOf('started').map((e) => [e.release, e.seq])).toEqual([
    [first, 1],
    [second, 2],
    [searched, 2],
  ]);
  // the next release carries the newest index: release 2's
  cms.publish();
  svc!.service.wake();
  const third = await liveAt(3);
  expect(indexOf(third)).toBe(pagesOf(searched));
});

it('drops an index whose release is no longer live, and indexes the release that replaced it', async () => {
  start();
  await liveAt(1);
  setIndex({ delayMs: 2500 });
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  setIndex({});
  cms.publish();
  svc!.service.wake();
  const third = await liveAt(3);
  const thirdPages = pagesOf(third);
  const searched = await liveAt(3, true, 15_000);
  expect(searched).toBe(`${third}.search`);
  expect(pagesOf(searched)).toBe(thirdPages);
  expect(indexOf(searched)).toBe(thirdPages);
  expect(cms.eventsOf('live').map((e) => e.release)).not.toContain(`${second}.search`);
  expect(svc!.lines.join('\n')).toContain(`the search index of release ${second} is not used`);
  expect(indexAttempts()).toEqual([]);
});

it('keeps the older index live when the new one fails, tells the CMS which step failed, and tries again with the next release', async () => {
  start();
  const first = await liveAt(1);
  setIndex({ fail: true });
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  const failed = await until('the index failure to reach the CMS', () => cms.eventsOf('failed')[0], 10_000, log);
  expect(failed).toMatchObject({ release: `${second}.search`, step: 'search index' });
  expect(failed.log_tail).toContain('tiny index: refusing on purpose');
  expect(liveId(releasesDir())).toBe(second);
  expect(indexOf(second)).toBe(pagesOf(first));
  // not retried for the same release, not even by the service started again (the CMS has it as failed)
  await new Promise((r) => setTimeout(r, 800));
  expect(cms.eventsOf('failed')).toHaveLength(1);
  await svc!.service.stop();
  setIndex({});
  start();
  await until('the lease again', () => svc!.service.holdsLease, 5000, log);
  await new Promise((r) => setTimeout(r, 800));
  expect(cms.eventsOf('started').filter((e) => e.release.endsWith('.search'))).toHaveLength(1);
  expect(liveId(releasesDir())).toBe(second);
  cms.publish();
  svc!.service.wake();
  const third = await liveAt(3);
  const thirdPages = pagesOf(third);
  expect(indexOf(await liveAt(3, true))).toBe(thirdPages);
});

it('stops the index being written when a build starts, and writes the index of the release that build made live', async () => {
  start();
  await liveAt(1);
  setIndex({ delayMs: 60_000 });
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  await until(
    'the index of the second release to be under way',
    () => svc!.lines.some((l) => l.startsWith(`writing the search index of release ${second}`)),
    5000,
    log,
  );
  setIndex({});
  cms.publish();
  svc!.service.wake();
  const third = await liveAt(3);
  const thirdPages = pagesOf(third);
  // long before the 60 s index of the second release could have ended
  expect(indexOf(await liveAt(3, true, 10_000))).toBe(thirdPages);
  expect(svc!.lines.join('\n')).toContain(`the search index of release ${second} is not used: a build started`);
  expect(indexAttempts()).toEqual([]);
});

it('indexes before going live with RELEASE_SEARCH_LATER=0', async () => {
  start({ RELEASE_SEARCH_LATER: '0' });
  await liveAt(1);
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  expect(indexOf(second)).toBe(pagesOf(second));
  expect(readMeta(releasesDir(), second)?.search_seq).toBe(2);
  await new Promise((r) => setTimeout(r, 600));
  expect(cms.eventsOf('live').map((e) => e.release)).toEqual([expect.any(String), second]);
});

it('writes the index of a release left without it when the service stopped, once it runs again', async () => {
  start();
  await liveAt(1);
  setIndex({ delayMs: 5000 });
  cms.publish();
  svc!.service.wake();
  const second = await liveAt(2);
  const secondPages = pagesOf(second);
  await svc!.service.stop();
  expect(indexAttempts()).toEqual([]);
  setIndex({});
  start();
  expect(indexOf(await liveAt(2, true))).toBe(secondPages);
});
