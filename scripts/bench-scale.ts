// `npm run bench:scale -- N`: content at scale. Generates the demo content plus N blog posts,
// loads them into a temporary CMS, runs a cold `gatsby build` of a private copy of the project
// (public/ is never touched) and prints pages built per type, wall time, each build step's time
// and CPU time (scripts/lib/step-cpu.ts), HTML pages/s, the peak RSS of the build's process tree, and the CMS's p50/p99 for Blog/list
// page 1 and a keyword search at 50 connections (autocannon, production mode, answer cache off
// and on, beside a bare Fastify route). Figures only, no assertions.
// BENCH_SPEC_ONLY=1 serves only the calls of docs/product/api-calls.md (CMS_SPEC_ONLY), so the
// build takes the fallback path; BENCH_KEEP=1 keeps the temporary folder; BENCH_DISTINCT_IMAGES=1
// gives each generated post a picture file of its own (by default they share the demo's 16);
// BENCH_CPU_PROF=<dir> has every process of the build write a V8 CPU profile there;
// BENCH_API=0 leaves out the CMS's figures (a minute of load on the machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin, fmtMs, freePort, spawnChild, stopChild, tail } from './lib/proc';
import { groupRss } from './lib/proc-group';
import { measureLoad, startBareRoute, type Figure } from './lib/load-figures';
import { makePrivateCopy } from './lib/private-copy';
import { generateScaleContent } from './lib/scale-content';
import { buildMemoryEnv } from './lib/build-heap';
import { followLog } from './lib/log-clock';
import { StepCpuLog, formatSteps, processCpuMs } from './lib/step-cpu';
import { TreeCpu } from './lib/tree-cpu.cjs';
import { startCms } from './lib/site';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function countPages(publicDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (dir: string, top: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (dir === publicDir && ['page-data', 'static', 'media', '~partytown'].includes(e.name)) continue;
        walk(path.join(dir, e.name), top || e.name);
      } else if (e.name === 'index.html') counts[top || '/'] = (counts[top || '/'] ?? 0) + 1;
    }
  };
  walk(publicDir, '');
  return counts;
}

/**
 * The CMS at this size as deployed (NODE_ENV=production) under autocannon at 50 connections,
 * beside a bare Fastify route in the same minutes: once with the public answer cache off, so
 * every request reads the database (what the keyword index must carry), once with it as configured.
 */
async function apiFigures(tmp: string, content: string): Promise<void> {
  const load = { connections: 50, duration: 10, warmup: 3 };
  const bare = await startBareRoute(tmp);
  try {
    const show = (f: Figure) =>
      console.log(
        `  ${f.name.padEnd(30)} p50 ${String(f.p50).padStart(3)} ms, p99 ${String(f.p99).padStart(3)} ms, ${f.rps.toLocaleString('en').padStart(6)} req/s, ${f.cpuUs} µs CPU/req, errors ${f.errors + f.non2xx}`,
      );
    console.log(`CMS at this size (NODE_ENV=production, autocannon, ${load.connections} connections, ${load.duration} s after ${load.warmup} s):`);
    show(await measureLoad('bare Fastify route', bare.url, bare.child, load));
    for (const [label, cacheS] of [
      ['cache off', '0'],
      ['cache on', undefined],
    ] as const) {
      const port = await freePort();
      const cms = await startCms({
        port,
        dbFile: path.join(tmp, 'cms.sqlite'), // loaded for the build: the CMS loads only an empty database
        uploadDir: path.join(tmp, 'uploads'),
        logFile: path.join(tmp, `cms-${cacheS ?? 'cached'}.log`),
        env: { NODE_ENV: 'production', CMS_CONTENT_DIR: content, ...(cacheS ? { CMS_PUBLIC_CACHE_S: cacheS } : {}) },
      });
      try {
        const api = `http://127.0.0.1:${port}/api/Blog/list`;
        show(await measureLoad(`Blog/list page 1, ${label}`, `${api}?page=1`, cms, load));
        show(await measureLoad(`Blog/list keywords, ${label}`, `${api}?page=1&keywords=${encodeURIComponent('ceramic coating')}`, cms, load));
      } finally {
        await stopChild(cms);
      }
    }
  } finally {
    await stopChild(bare.child);
  }
}

async function main() {
  const n = Number.parseInt(process.argv[2] ?? '10000', 10);
  if (!Number.isInteger(n) || n < 0) throw new Error(`usage: npm run bench:scale -- <number of posts> (got "${process.argv[2]}")`);
  const specOnly = process.env.BENCH_SPEC_ONLY === '1';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-scale-'));
  const content = path.join(tmp, 'content');
  const distinct = process.env.BENCH_DISTINCT_IMAGES === '1';
  const blogs = generateScaleContent(path.join(ROOT, 'cms', 'content'), content, n, distinct);
  console.log(
    `content:             ${blogs} blogs (demo + ${n}) in ${content}${distinct ? ', each post with its own picture' : ''}${specOnly ? '; CMS serves the spec calls only' : ''}`,
  );

  const port = await freePort();
  const t0 = Date.now();
  const cms = await startCms({
    port,
    dbFile: path.join(tmp, 'cms.sqlite'),
    uploadDir: path.join(tmp, 'uploads'),
    logFile: path.join(tmp, 'cms.log'),
    env: { CMS_CONTENT_DIR: content, CMS_LOG: '0', CMS_THROTTLE_MAX: '1000000', ...(specOnly ? { CMS_SPEC_ONLY: '1' } : {}) },
  });
  console.log(`CMS load + start:    ${fmtMs(Date.now() - t0)}`);
  try {
    const site = makePrivateCopy(path.join(tmp, 'site'), ROOT);
    const log = path.join(tmp, 'build.log');
    const started = Date.now();
    // BENCH_CPU_PROF=<dir>: every process of the build writes a V8 CPU profile there (node refuses
    // --cpu-prof in NODE_OPTIONS; Gatsby's workers inherit the main process's own flags)
    const prof = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
    const [cmd, args] = prof ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${prof}`, bin('gatsby', site), 'build']] : [bin('gatsby', site), ['build']];
    fs.writeFileSync(log, '');
    const logLines = followLog(log, 1_000_000); // read by the sampler, so each line meets the CPU read after it
    const build = spawnChild('build', cmd, args, {
      cwd: site,
      env: {
        GATSBY_TELEMETRY_DISABLED: '1',
        GATSBY_LOGGER: 'yurnalist',
        GATSBY_API_URL: `http://localhost:${port}`,
        CI: '1',
        ...buildMemoryEnv(),
      },
      logFile: log,
    });
    const tree = build.proc.pid ? new TreeCpu(build.proc.pid) : undefined;
    const steps = new StepCpuLog();
    let mainMs = 0;
    let seen = 0;
    let peak = 0;
    let peakLargest = 0;
    const sample = () => {
      if (!build.proc.pid) return;
      const [sum, largest] = groupRss(build.proc.pid);
      peak = Math.max(peak, sum);
      peakLargest = Math.max(peakLargest, largest);
      logLines.poll();
      tree?.poll();
      mainMs = processCpuMs(build.proc.pid) ?? mainMs;
      const lines = logLines.between(0, Infinity).slice(seen);
      seen += lines.length;
      steps.add(
        lines.map((l) => l.text),
        { treeMs: tree?.totalMs() ?? 0, mainMs },
      );
    };
    const sampler = setInterval(sample, 250);
    const code = await build.exited;
    clearInterval(sampler);
    sample();
    logLines.stop();
    const wall = Date.now() - started;
    if (code !== 0) throw new Error(`gatsby build failed (exit ${code}) after ${fmtMs(wall)}:\n${tail(log, 40)}`);

    const text = fs.readFileSync(log, 'utf8');
    console.log(`cold build:          ${fmtMs(wall)}`);
    console.log(`CPU, build tree:     ${((tree?.totalMs() ?? 0) / 1000).toFixed(1)} s (main process ${(mainMs / 1000).toFixed(1)} s)`);
    console.log(`peak RSS, tree:      ${mb(peak)} (largest process ${mb(peakLargest)})`);
    console.log('build steps (CPU since the previous step ended; overlapping steps share it):');
    for (const line of formatSteps(steps.steps)) console.log(line);
    if (prof) console.log(`CPU profiles:        ${prof}`);
    const html = /success Building static HTML for pages - ([\d.]+)s - (\d+)\/(\d+) ([\d.]+)\/s/.exec(text);
    if (html) console.log(`HTML pages/s:        ${html[4]} (${html[3]} pages in ${html[1]} s)`);
    console.log('pages per type:');
    for (const [type, count] of Object.entries(countPages(path.join(site, 'public'))).sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(7)}  ${type}`);

    await stopChild(cms);
    if (process.env.BENCH_API !== '0') await apiFigures(tmp, content);
    console.log(
      `load average:        ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
  } finally {
    await stopChild(cms); // a no-op once stopped
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
