// `npm run bench`: figures, never assertions. Build time; per template Lighthouse mobile (four
// scores, LCP, TBT, CLS, TTI) and the script, CSS and HTML bytes (docs/product/page-weight.md); CMS
// latency for /api/Blog/list. The machine may be shared: the load average is printed with them. Runs its own CMS on a temp database and a free port;
// builds in a private copy of the project, artifacts/bench/site/, so the public/ that `npm start`
// serves is left alone (BENCH_SKIP_BUILD=1 reuses the copy's last build). BENCH_TEMPLATES (names or
// routes of the table below, comma-separated) limits the table; BENCH_RUNS runs Lighthouse that
// many times per page and prints the median run (by TBT) with every run's TBT; BENCH_SITE measures
// another copy's build (an A/B comparison, no build made).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmtMs, freePort, stopChild } from './lib/proc';
import { makePrivateCopy } from './lib/private-copy';
import { buildSite, hasBuild, serveSite, startCms } from './lib/site';
import { kb, pageWeight } from './lib/page-weight';
import { runLighthouse, withChrome, type LighthouseFigures } from './bench/lighthouse';

const SITE_COPY = process.env.BENCH_SITE ? path.resolve(process.env.BENCH_SITE) : path.join(ROOT, 'artifacts', 'bench', 'site');
const PUBLIC = path.join(SITE_COPY, 'public');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 1));

/** One page of each template (detail templates: the first item the demo content builds). */
const TEMPLATES: [string, string][] = [
  ['home', ''],
  ['blog list', 'blog'],
  ['blog post', 'blogInfo/*'],
  ['PPF', 'PPF'],
  ['product', 'ProductInfo/*'],
  ['training', 'TrainingInfo/*'],
  ['case', 'ExampleInfo/*'],
  ['tool', 'ToolsInfo/*'],
  ['plotter', 'PlotterInfo/*'],
  ['dealer', 'DealerDetails/*'],
  ['FAQ', 'FAQ'],
  ['tools', 'Tools'],
  ['downloads', 'DownloadCenter'],
  ['about', 'aboutUs'],
  ['warranty', 'WarrantyCheck'],
  ['login', 'Login'],
  ['partners', 'PartnerSearch'],
  ['contact', 'ContactUs'],
];

/** The templates BENCH_TEMPLATES names (by name or route), all when unset. */
function selectedTemplates(): [string, string][] {
  const wanted = (process.env.BENCH_TEMPLATES ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  if (!wanted.length) return TEMPLATES;
  const chosen = TEMPLATES.filter(([name, route]) => wanted.includes(name) || wanted.includes(route));
  if (chosen.length !== wanted.length)
    throw new Error(`BENCH_TEMPLATES: no template named ${wanted.filter((w) => !chosen.some(([n, r]) => n === w || r === w)).join(', ')}`);
  return chosen;
}

/** Lighthouse `runs` times; the median run by TBT, with every run's TBT in order. */
async function medianLighthouse(url: string, chromePort: number, runs: number): Promise<{ median: LighthouseFigures; tbts: number[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse 12 with this Chromium now and then crashes on a page it measured fine before (an
    // error in its trace processing): such a run is made once more, and a second failure is printed
    all.push(await runLighthouse(url, chromePort).catch(() => runLighthouse(url, chromePort)));
  }
  const sorted = [...all].sort((a, b) => a.tbtMs - b.tbtMs);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], tbts: all.map((f) => Math.round(f.tbtMs)) };
}

function resolveRoute(route: string): string | null {
  if (!route.endsWith('/*')) return route;
  const dir = path.join(PUBLIC, route.slice(0, -2));
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => /^\d+$/.test(d)) : [];
  return ids.length ? `${route.slice(0, -2)}/${Math.min(...ids.map(Number))}` : null;
}

async function latency(url: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  const mean = (times.reduce((a, b) => a + b, 0) / n).toFixed(2);
  return `mean ${mean} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

/** Per template: Lighthouse's four scores, LCP/TBT/CLS, and the bytes of the build (brotli). */
async function pageTable(builtFor: string | undefined) {
  const sitePort = await freePort();
  // the server takes the addresses from the build; one made in this run is checked against its API
  const site = await serveSite({ root: SITE_COPY, port: sitePort, apiUrl: builtFor });
  try {
    console.log(
      `load average before Lighthouse: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    console.log('| template | page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | TTI | scripts | CSS | HTML | HTML raw |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    const shifted: string[] = [];
    const blocked: string[] = [];
    await withChrome(async (chromePort) => {
      for (const [name, pattern] of selectedTemplates()) {
        const route = resolveRoute(pattern);
        if (route === null) {
          console.log(`| ${name} | ${pattern} | not built |`);
          continue;
        }
        const w = pageWeight(PUBLIC, route);
        let lh = '| – | – | – | – | – | – | – | – ';
        let shifts: LighthouseFigures['shifts'] = [];
        let longTasks: NonNullable<LighthouseFigures['longTasks']> = [];
        try {
          const { median: f, tbts } = await medianLighthouse(`http://localhost:${sitePort}/${route}${route ? '/' : ''}`, chromePort, RUNS);
          shifts = f.shifts ?? [];
          longTasks = f.longTasks ?? [];
          const tbt = `${Math.round(f.tbtMs)} ms${tbts.length > 1 ? ` (${tbts.join(', ')})` : ''}`;
          lh = `| ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${fmtMs(f.lcpMs)} | ${tbt} | ${f.cls.toFixed(3)} | ${f.ttiMs === null ? '–' : fmtMs(f.ttiMs)} `;
        } catch (err) {
          lh = `| Lighthouse failed: ${(err as Error).message} `;
        }
        console.log(`| ${name} | /${route} ${lh}| ${kb(w.scripts)} | ${kb(w.css)} | ${kb(w.html)} | ${kb(w.htmlRaw)} |`);
        if (longTasks.length)
          blocked.push(
            `${name}: ${longTasks.map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, '') || '(page)'} ${Math.round(t.durationMs)} ms at ${Math.round(t.startMs)} ms`).join('; ')}`,
          );
        shifted.push(...shifts.map((s) => `${name}: ${s.score.toFixed(3)} ${s.element}${s.causes.length ? ` (${s.causes.join('; ')})` : ''}`));
      }
    });
    if (blocked.length)
      console.log(`\nlong tasks (Lighthouse's, of the median run: script, simulated duration, start):\n${blocked.map((l) => `- ${l}`).join('\n')}\n`);
    if (shifted.length) console.log(`\nlayout shifts (element that moved most, its score, Lighthouse's causes):\n${shifted.map((l) => `- ${l}`).join('\n')}\n`);
    console.log(
      `load average after Lighthouse: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await stopChild(site);
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-bench-'));
  const port = await freePort();
  const cmsOpts = { port, dbFile: path.join(tmp, 'cms.sqlite'), uploadDir: path.join(tmp, 'uploads'), logFile: path.join(tmp, 'cms.log') };
  const cms = await startCms(cmsOpts);
  let builtFor: string | undefined;
  try {
    if (process.env.BENCH_SITE) {
      if (!hasBuild(SITE_COPY)) throw new Error(`BENCH_SITE: no build in ${SITE_COPY}/public`);
      console.log(`build time:          not built (BENCH_SITE=${SITE_COPY})`);
    } else if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(SITE_COPY)) {
      console.log('build time:          skipped (BENCH_SKIP_BUILD=1)');
    } else {
      makePrivateCopy(SITE_COPY, ROOT);
      builtFor = `http://localhost:${port}`;
      const ms = await buildSite({ root: SITE_COPY, apiUrl: builtFor, logFile: path.join(tmp, 'build.log') });
      console.log(`build time:          ${fmtMs(ms)}`);
    }
    await pageTable(builtFor);
    const url = `http://localhost:${port}/api/Blog/list?page=1`;
    await latency(url, 10); // warm-up
    console.log(`CMS /api/Blog/list:  200 sequential requests on loopback: ${await latency(url, 200)}`);
  } finally {
    await stopChild(cms);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
