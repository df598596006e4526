// `npm run bench:publish -- [posts] [runs]`: Publish to live as an editor lives it (issue 36's
// figures, docs/releases.md). `npm start` (the CMS with demo content, plus `posts` generated posts
// when given; the release service; the static server of the live release) on free ports in a temp
// folder, then:
//   1. `runs` times (default 5): one post's title changed and published through the editing API,
//      timed until the live static server serves the new title and until the release with its own
//      search index is live; each release's steps (the service's own timings) and the build tree's
//      peak RSS (every process working in the service's work copy);
//   2. 10 publishes of different posts, one every 5 s: how many builds, each publish's time to live
//      against two builds' time, the last state live;
//   3. a rollback by command to the previous release: time until the static server serves it;
//   4. a publish scheduled 15 s ahead: time from its moment until the static server serves it.
// Prints median and worst of each figure, and the load average before and after (figures count at
// a load average of 2 or less: docs/benchmark-log.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, bin, fmtMs, freePort, isAlive, killGroup, sleep } from './lib/proc';
import { generateScaleContent } from './lib/scale-content';
import { editorCall, editorSignIn, readBlogItem } from './preview';
import { releasePaths, type LiveState, type ReleaseRecord } from '../contract/releases';
import { pagesReleaseOf, searchReleaseId } from '../contract/release-names';

const say = (s: string) => process.stdout.write(`${s}\n`);
const posts = Number(process.argv[2] ?? 0);
const runs = Number(process.argv[3] ?? 5);
if (!Number.isInteger(posts) || posts < 0) throw new Error(`posts must be a whole number, not "${process.argv[2]}"`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number of at least 1, not "${process.argv[3]}"`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const figure = (name: string, xs: number[], unit = (n: number) => fmtMs(n)) =>
  say(`  ${name.padEnd(28)} median ${unit(median(xs)).padStart(8)}   worst ${unit(Math.max(...xs)).padStart(8)}   (${xs.length} runs)`);
const load = () => os.loadavg()[0].toFixed(2);

/** The summed RSS of every process whose working directory is `dir` (Gatsby and its workers). */
function rssIn(dir: string): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.realpathSync(`/proc/${pid}/cwd`) !== dir) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) sum += Number(m[1]) * 1024;
    } catch {
      /* gone, or not ours */
    }
  }
  return sum;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  const ports = { cms: await freePort(), site: await freePort(), releases: await freePort() };
  const cms = `http://localhost:${ports.cms}`;
  const site = `http://localhost:${ports.site}`;
  const releasesDir = path.join(dir, 'releases');
  const token = `bench-release-token-${process.pid}-0123456789`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CMS_PORT: String(ports.cms),
    SITE_PORT: String(ports.site),
    RELEASES_PORT: String(ports.releases),
    CMS_DB_FILE: path.join(dir, 'cms.sqlite'),
    CMS_UPLOAD_DIR: path.join(dir, 'uploads'),
    RELEASES_DIR: releasesDir,
    CMS_RELEASE_TOKEN: token,
    CMS_THROTTLE_MAX: '1000000',
  };
  if (posts > 0) {
    const content = path.join(dir, 'content');
    say(`content: ${generateScaleContent(path.join(ROOT, 'cms', 'content'), content, posts, false)} blogs (demo + ${posts})`);
    env.CMS_CONTENT_DIR = content;
  }
  say(`load average at start: ${load()}`);
  let log = '';
  const start: ChildProcess = spawn(bin('tsx'), [path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  start.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  const stop = async () => {
    if (start.pid && isAlive(start.pid)) {
      killGroup(start.pid, 'SIGTERM');
      for (let i = 0; i < 40 && isAlive(start.pid); i++) await sleep(250);
      if (isAlive(start.pid)) killGroup(start.pid, 'SIGKILL');
    }
    if (process.env.BENCH_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const t0 = Date.now();
    while (!/^Ready: site /m.test(log)) {
      if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}):\n${log.slice(-3000)}`);
      await sleep(500);
    }
    say(`npm start ready (cold build included) in ${fmtMs(Date.now() - t0)}`);
    const workDir = fs.realpathSync(path.join(releasesDir, 'work'));
    const cookie = await editorSignIn(cms);
    const live = () => editorCall<LiveState>(cms, cookie, 'GET', releasePaths.live);
    const history = () => editorCall<ReleaseRecord[]>(cms, cookie, 'GET', releasePaths.history);
    const publishTitle = async (id: number, title: string) => {
      const { item, etag } = await readBlogItem(cms, cookie, id);
      await editorCall(cms, cookie, 'PUT', `/api/editor/items/blogs/${id}`, { data: { ...item, title } }, etag);
      await editorCall(cms, cookie, 'POST', `/api/editor/items/blogs/${id}/publish`);
    };
    const served = async (id: number, title: string, timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const res = await fetch(`${site}/blogInfo/${id}/`);
        if ((await res.text()).includes(title)) return res.headers.get('x-release');
        if (Date.now() > until) throw new Error(`blog ${id} did not show "${title}" within ${fmtMs(timeoutMs)}`);
        await sleep(100);
      }
    };

    say(`\n1. one post's title changed and published → served by the live static server (load ${load()})`);
    const toLive: number[] = [];
    const toSearch: number[] = [];
    const peaks: number[] = [];
    const steps: Record<string, number[]> = {};
    for (let run = 1; run <= runs; run++) {
      const title = `Bench publish ${run} ${Date.now()}`;
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssIn(workDir))), 200);
      const t = Date.now();
      await publishTitle(1, title);
      const answered = Date.now() - t;
      const release = await served(1, title, 30 * 60_000);
      toLive.push(Date.now() - t);
      const timings = (await live()).live?.release.timings ?? {};
      // the release's own search index follows it (docs/releases.md "The search index"): each run
      // waits for it, so that no run's build shares the machine with the previous run's index
      const searched = searchReleaseId(release ?? '');
      while ((await live()).live?.release.id !== searched && pagesReleaseOf(release ?? '') === null) {
        if (Date.now() - t > 30 * 60_000) throw new Error(`release ${searched} did not go live`);
        await sleep(100);
      }
      toSearch.push(Date.now() - t);
      clearInterval(sampler);
      peaks.push(peak);
      for (const [step, ms] of Object.entries(timings)) (steps[step] ??= []).push(ms);
      say(
        `  run ${run}: ${fmtMs(toLive.at(-1)!)}, in the search index after ${fmtMs(toSearch.at(-1)!)}  (save and publish answered ${fmtMs(answered)}; ${Object.entries(
          timings,
        )
          .map(([s, ms]) => `${s} ${fmtMs(ms)}`)
          .join(', ')}; peak RSS ${(peak / 2 ** 20).toFixed(0)} MB; load ${load()})`,
      );
    }
    figure('publish → served', toLive);
    figure('publish → its search index live', toSearch);
    for (const [step, xs] of Object.entries(steps)) figure(`  step: ${step}`, xs);
    figure('build tree peak RSS', peaks, (n) => `${(n / 2 ** 20).toFixed(0)} MB`);

    say(`\n2. 10 publishes of different posts, one every 5 s (load ${load()})`);
    const before = (await history()).length;
    // each publish is watched from its own moment on: a watch begun after the burst would count
    // the burst's remaining seconds against the first publishes
    const watches: Promise<number>[] = [];
    const published: number[] = [];
    for (let i = 0; i < 10; i++) {
      const id = 2 + i;
      const title = `Bench burst ${i} ${Date.now()}`;
      await publishTitle(id, title);
      const at = Date.now();
      published.push(at);
      watches.push(served(id, title, 30 * 60_000).then(() => Date.now() - at));
      if (i < 9) await sleep(5000);
    }
    const seen = await Promise.all(watches);
    say(`  each publish live after: ${seen.map(fmtMs).join(', ')}`);
    // a release `<id>.search` is a release's pages with their own search index, not a build
    const releases = (await history()).slice(0, (await history()).length - before).filter((r) => pagesReleaseOf(r.id) === null);
    const builds = releases.length;
    const buildMs = releases.map((r) => r.timings.total ?? 0).filter((n) => n > 0);
    say(
      `  builds: ${builds} (at most 4 wanted); every publish live after at most ${fmtMs(Math.max(...seen))} (two builds: ${fmtMs(2 * Math.max(...buildMs, 0))})`,
    );
    // Each build reads the content as it is when it starts, and the next starts when it ends (plus
    // RELEASE_SETTLE_S when content came during it, counted in its total): over publishes spread
    // across `span`, builds of `b` start at 0, b, 2b, … and the last publish needs the build that
    // starts after it (docs/decisions/0018-warm-build-floor.md, "The fourth session").
    const span = published[published.length - 1] - published[0];
    const b = buildMs.length ? buildMs.reduce((x, y) => x + y, 0) / buildMs.length : 0;
    if (b > 0)
      say(
        `  coalescing alone, with builds of ${fmtMs(b)} (their mean), over publishes spread across ${fmtMs(span)}: ${Math.floor(span / b) + 2} builds at most`,
      );
    // a build that read its snapshot before the last publish may show it already: the follow-up
    // build that the publish log asks for then changes nothing visible, but must still happen
    const burstEnd = Date.now();
    let state = await live();
    while ((state.waiting.length || state.building) && Date.now() - burstEnd < 10 * 60_000) {
      await sleep(250);
      state = await live();
    }
    say(
      state.waiting.length === 0 && !state.building
        ? `  last state live: yes, the publish log all live ${fmtMs(Date.now() - burstEnd)} after the last title was served`
        : `  last state live: no (${state.waiting.length} waiting after 10 min)`,
    );

    say(`\n3. rollback by command to the previous release (load ${load()})`);
    const kept = (await history()).find((r) => r.state === 'kept');
    if (!kept) throw new Error('no kept release to roll back to');
    const t = Date.now();
    const rolled = spawn(bin('tsx'), [path.join(ROOT, 'releases', 'main.ts'), 'rollback', kept.id], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_CMS_URL: cms, CMS_RELEASE_TOKEN: token },
      stdio: 'inherit',
    });
    for (;;) {
      if ((await fetch(`${site}/`)).headers.get('x-release') === kept.id) break;
      if (Date.now() - t > 60_000) throw new Error('the rollback was not served within 60 s');
      await sleep(20);
    }
    say(`  previous release ${kept.id} served ${fmtMs(Date.now() - t)} after the command started`);
    await new Promise((r) => rolled.on('exit', r));

    say(`\n4. a scheduled publish: its time → served (load ${load()})`);
    // a draft of post 12 with a new title, published by a schedule 15 s from now (issue 36: live
    // within 60 s after its time plus one build); after the rollback above, as a manual publish would
    const scheduledTitle = `Bench scheduled ${Date.now()}`;
    const { item, etag } = await readBlogItem(cms, cookie, 12);
    await editorCall(cms, cookie, 'PUT', `/api/editor/items/blogs/12`, { data: { ...item, title: scheduledTitle } }, etag);
    const at = Date.now() + 15_000;
    await editorCall(cms, cookie, 'PUT', releasePaths.schedule('blogs', 12), { action: 'publish', at: new Date(at).toISOString() });
    await served(12, scheduledTitle, 10 * 60_000);
    const late = Date.now() - at;
    const build = median(toLive);
    say(`  served ${fmtMs(late)} after its time (asked: within 60 s plus one build, ${fmtMs(60_000 + build)} with the median above)`);
    say(`\nload average at the end: ${load()}`);
  } finally {
    await stop();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`bench:publish: ${err.message}\n`);
  process.exit(1);
});
