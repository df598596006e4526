// `npm run bench:warm-build -- [runs] [posts]`: what a kept work directory's build costs
// (issue 36, incremental builds). In a private copy of the project (public/ and .cache/ of the
// working tree are never touched) against a CMS of its own (demo content, plus `posts` generated
// posts when given), it runs the builds the release service runs, one at a time and niced:
//   1. a cold build (no .cache/, no public/);
//   2. `runs` warm builds with nothing changed (the floor);
//   3. `runs` warm builds after one post's title is changed and published through the editing
//      API (signed in as the demo editor), each checked to carry the new title.
// Each build is `gatsby build` then the search index (what `npm run build:site` runs). It prints
// every step Gatsby reports (its own "success <step> - <n>s" lines: the webpack bundles, the HTML
// renderer and pages, onPostBuild with the hosting pass), the hosting pass's own line, the search
// index, the wall time and the build tree's peak RSS: per phase, median and worst over the runs.
// Environment: BENCH_WARM_DIR (the work directory, default a temporary one), BENCH_KEEP=1 (keep
// it), BENCH_KEPT=0 (warm builds without GATSBY_KEPT_WORK_DIR=1: the cold build's settings),
// BENCH_VERIFY=1 (after the last warm build, a cold build of the same content in a second copy
// and a byte comparison of the two public/ folders), BENCH_AB=NAME=value (each changed-title run
// builds twice, with the variable and without it, in alternating order; the A/B of a build
// switch, docs/gatsby-internals.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin, fmtMs, freePort, spawnChild, stopAllChildren, stopChild, tail } from './lib/proc';
import { groupRss } from './lib/proc-group';
import { makePrivateCopy } from './lib/private-copy';
import { buildMemoryEnv } from './lib/build-heap';
import { buildSearchIndex } from './lib/search-index';
import { generateScaleContent } from './lib/scale-content';
import { startCms } from './lib/site';
import { editorCall, editorSignIn, readBlogItem } from './preview';
import { beyondCompilationHash, compareTrees } from './bench/compare-trees';

const say = (s: string) => process.stdout.write(`${s}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One build's figures: step name → milliseconds, in the order the steps were reported. */
type Figures = Map<string, number>;

/** A Gatsby step line of the yurnalist logger: "success Building static HTML for pages - 3.210s - 12/12 3.74/s". */
const STEP_LINE = /^success (.+?) - ([\d.]+)s(?: - .*)?$/;
/** The hosting pass's own line (plugins/gatsby-plugin-hosting/gatsby-node.ts). */
const HOSTING_LINE = /hosting: .* in ([\d.]+) ms/;

export function stepsOfLog(text: string): Figures {
  const steps: Figures = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const step = STEP_LINE.exec(line);
    if (step) {
      const name = step[1].replace(/\s+/g, ' ');
      steps.set(name, (steps.get(name) ?? 0) + Math.round(Number(step[2]) * 1000));
    }
    const hosting = HOSTING_LINE.exec(line);
    if (hosting) steps.set('  hosting pass (within onPostBuild)', Math.round(Number(hosting[1])));
  }
  return steps;
}

interface BuildRun {
  figures: Figures;
  peakRss: number;
}

async function build(site: string, apiUrl: string, env: NodeJS.ProcessEnv, log: string): Promise<BuildRun> {
  fs.writeFileSync(log, '');
  const t0 = Date.now();
  const child = spawnChild('build', bin('gatsby', site), ['build'], {
    cwd: site,
    env: { GATSBY_TELEMETRY_DISABLED: '1', GATSBY_LOGGER: 'yurnalist', CI: '1', ...buildMemoryEnv(), ...env, GATSBY_API_URL: apiUrl },
    logFile: log,
    // the machine is shared: the builds give way to interactive work
    nice: 5,
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (child.proc.pid) peakRss = Math.max(peakRss, groupRss(child.proc.pid)[0]);
  }, 250);
  const code = await child.exited;
  clearInterval(sampler);
  const gatsbyMs = Date.now() - t0;
  if (code !== 0) throw new Error(`gatsby build failed (exit ${code}) after ${fmtMs(gatsbyMs)}:\n${tail(log, 40)}`);
  const figures = stepsOfLog(fs.readFileSync(log, 'utf8'));
  figures.set('gatsby build (wall)', gatsbyMs);
  const index = await buildSearchIndex(path.join(site, 'public'));
  figures.set('search index', index.ms);
  figures.set('TOTAL (gatsby build + search index)', Date.now() - t0);
  return { figures, peakRss };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);

function printPhase(title: string, runs: BuildRun[]): void {
  say(`\n${title} (${runs.length} run${runs.length === 1 ? '' : 's'}): median / worst`);
  const names: string[] = [];
  for (const r of runs) for (const n of r.figures.keys()) if (!names.includes(n)) names.push(n);
  // the totals last
  names.sort((a, b) => Number(a.startsWith('gatsby build') || a.startsWith('TOTAL')) - Number(b.startsWith('gatsby build') || b.startsWith('TOTAL')));
  for (const name of names) {
    const xs = runs.map((r) => r.figures.get(name)).filter((x): x is number => x !== undefined);
    const where = xs.length < runs.length ? ` (in ${xs.length} of ${runs.length})` : '';
    say(`  ${sec(median(xs))} ${sec(Math.max(...xs))}  ${name}${where}`);
  }
  say(`  peak RSS of the build tree: median ${mb(median(runs.map((r) => r.peakRss)))}, worst ${mb(Math.max(...runs.map((r) => r.peakRss)))}`);
}

/** BENCH_AB's "NAME=value", or null when unset. */
function abSwitch(raw: string | undefined): { name: string; value: string } | null {
  if (!raw) return null;
  const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(raw);
  if (!m) throw new Error(`BENCH_AB must be NAME=value (an environment variable and the value of the B builds), not "${raw}"`);
  return { name: m[1], value: m[2] };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const runs = Number.parseInt(process.argv[2] ?? process.env.BENCH_RUNS ?? '5', 10);
  const posts = Number.parseInt(process.argv[3] ?? '0', 10);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(posts) || posts < 0)
    throw new Error(`usage: npm run bench:warm-build -- [runs ≥ 1, default 5] [generated posts, default 0] (got "${process.argv.slice(2).join(' ')}")`);
  const kept = process.env.BENCH_KEPT !== '0';
  const dir = process.env.BENCH_WARM_DIR ? path.resolve(process.env.BENCH_WARM_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-warm-'));
  fs.mkdirSync(dir, { recursive: true });
  const site = makePrivateCopy(path.join(dir, 'site'), ROOT);
  for (const generated of ['.cache', 'public']) fs.rmSync(path.join(site, generated), { recursive: true, force: true });
  say(`work directory ${site}; load average ${load()} (${os.cpus().length} cores); warm builds ${kept ? 'with' : 'WITHOUT'} GATSBY_KEPT_WORK_DIR=1`);

  const dbDir = path.join(dir, 'cms');
  fs.rmSync(dbDir, { recursive: true, force: true });
  let content: string | undefined;
  if (posts > 0) {
    content = path.join(dbDir, 'content');
    say(`content: ${generateScaleContent(path.join(ROOT, 'cms', 'content'), content, posts, false)} blogs (demo + ${posts})`);
  }
  const editorToken = `bench-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const port = await freePort();
  const cms = await startCms({
    port,
    dbFile: path.join(dbDir, 'cms.sqlite'),
    uploadDir: path.join(dbDir, 'uploads'),
    logFile: path.join(dir, 'cms.log'),
    // the machine token gives the source plugin the change feed: a warm build reads only the delta
    env: { CMS_EDITOR_TOKEN: editorToken, CMS_LOG: '0', CMS_THROTTLE_MAX: '1000000', ...(content ? { CMS_CONTENT_DIR: content } : {}) },
  });
  const apiUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { CMS_EDITOR_TOKEN: editorToken, ...(kept ? { GATSBY_KEPT_WORK_DIR: '1' } : {}) };
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  try {
    say(`\ncold build… (load ${load()})`);
    const cold = await build(site, apiUrl, env, path.join(logs, 'cold.log'));
    say(`  ${fmtMs(cold.figures.get('TOTAL (gatsby build + search index)')!)}`);

    const unchanged: BuildRun[] = [];
    for (let i = 1; i <= runs; i++) {
      say(`warm build ${i}/${runs}, nothing changed… (load ${load()})`);
      const r = await build(site, apiUrl, env, path.join(logs, `warm-unchanged-${i}.log`));
      unchanged.push(r);
      say(`  ${fmtMs(r.figures.get('TOTAL (gatsby build + search index)')!)}`);
    }

    const cookie = await editorSignIn(apiUrl);
    const list = (await (await fetch(`${apiUrl}/api/Blog/list?page=1`)).json()) as { data: { blogs: { data: { id: number }[] } } };
    const id = list.data.blogs.data[0].id;
    // BENCH_AB="NAME=value": each run builds twice, with the variable (B) and without it (A), in turn
    const ab = abSwitch(process.env.BENCH_AB);
    const variants = ab
      ? [
          { label: 'A', env: {} },
          { label: `B (${ab.name}=${ab.value})`, env: { [ab.name]: ab.value } },
        ]
      : [{ label: '', env: {} }];
    const changed = new Map<string, BuildRun[]>(variants.map((v) => [v.label, []]));
    for (let i = 1; i <= runs; i++) {
      for (const v of i % 2 ? variants : [...variants].reverse()) {
        const title = `Warm build bench ${Date.now().toString(36)} ${i}`;
        const { item, etag } = await readBlogItem(apiUrl, cookie, id);
        await editorCall(apiUrl, cookie, 'PUT', `/api/editor/items/blogs/${id}`, { data: { ...item, title } }, etag);
        await editorCall(apiUrl, cookie, 'POST', `/api/editor/items/blogs/${id}/publish`);
        const name = `warm-changed-${i}${v.label ? `-${v.label[0]}` : ''}`;
        say(`warm build ${i}/${runs}${v.label ? ` ${v.label}` : ''} after post ${id}'s title became "${title}"… (load ${load()})`);
        const r = await build(site, apiUrl, { ...env, ...v.env }, path.join(logs, `${name}.log`));
        const page = fs.readFileSync(path.join(site, 'public', 'blogInfo', String(id), 'index.html'), 'utf8');
        if (!page.includes(title)) throw new Error(`the warm build did not carry the new title to /blogInfo/${id}/ (log: ${path.join(logs, `${name}.log`)})`);
        changed.get(v.label)!.push(r);
        say(`  ${fmtMs(r.figures.get('TOTAL (gatsby build + search index)')!)}`);
      }
    }

    printPhase('cold build', [cold]);
    printPhase('warm build, nothing changed', unchanged);
    for (const [label, rs] of changed) printPhase(`warm build, one post's title changed and published${label ? `, ${label}` : ''}`, rs);
    if (ab) {
      const [a, b] = [...changed.values()].map((rs) => rs.map((r) => r.figures.get('gatsby build (wall)')!));
      const ratios = a.map((x, i) => b[i] / x);
      say(`
A/B, gatsby build (wall): A median ${sec(median(a))} (${sec(Math.min(...a))}–${sec(Math.max(...a))}), B median ${sec(median(b))} (${sec(Math.min(...b))}–${sec(Math.max(...b))}); B / A pair by pair: median ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
    }

    if (process.env.BENCH_VERIFY === '1') {
      say(`\nverify: a cold build of the same content in a second copy… (load ${load()})`);
      const other = makePrivateCopy(path.join(dir, 'site-cold'), ROOT);
      for (const generated of ['.cache', 'public']) fs.rmSync(path.join(other, generated), { recursive: true, force: true });
      await build(other, apiUrl, env, path.join(logs, 'verify-cold.log'));
      const diff = compareTrees(path.join(site, 'public'), path.join(other, 'public'));
      if (diff.length) {
        const rest = beyondCompilationHash(path.join(site, 'public'), path.join(other, 'public'), diff);
        say(
          `verify: the warm public/ differs from the cold one in ${diff.length} file(s), ${diff.length - rest.length} of them only in webpack's compilation hash; the others:`,
        );
        for (const d of rest.slice(0, 40)) say(`  ${d}`);
        process.exitCode = 1;
      } else say('verify: the warm public/ is byte-identical to the cold build of the same content');
    }
    say(`\nload average at the end ${load()}; logs in ${logs}`);
  } finally {
    await stopChild(cms);
    if (!process.env.BENCH_WARM_DIR && process.env.BENCH_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true });
    else say(`kept ${dir}`);
  }
}

if (require.main === module) {
  main().catch(async (err) => {
    process.stderr.write(`bench:warm-build: ${(err as Error).message}\n`);
    await stopAllChildren();
    process.exit(1);
  });
}
