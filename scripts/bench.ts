// `npm run bench`: figures, never assertions. Build time; per template Lighthouse mobile (four
// scores, LCP, TBT, CLS, TTI) and the script, CSS and HTML bytes (docs/product/page-weight.md); CMS
// latency for /api/Blog/list. The machine may be shared: the load average is printed with them. Runs its own CMS on a temp database and a free port;
// builds in a private copy of the project, artifacts/bench/site/, so the public/ that `npm start`
// serves is left alone (BENCH_SKIP_BUILD=1 reuses the copy's last build). BENCH_TEMPLATES (names or
// routes of the table below, comma-separated) limits the table; BENCH_RUNS runs Lighthouse that
// many times per page and prints the median run (by TBT) with every run's TBT; BENCH_SITE measures
// another copy's build (an A/B comparison, no build made). The dealer-portal screens
// (scripts/bench/portal-templates.ts) are measured signed in as a demo dealer, with a registration
// the run makes first; a run that did not end on the signed-in screen is refused, never scored.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmtMs, freePort, stopChild } from './lib/proc';
import { makePrivateCopy } from './lib/private-copy';
import { buildSite, hasBuild, serveSite, startCms } from './lib/site';
import { kb, pageWeight } from './lib/page-weight';
import { runLighthouse, withChrome, type LighthouseFigures, type LighthouseSession } from './bench/lighthouse';
import { signInDemoDealer, type DealerFixture } from './bench/dealer-session';
import { PORTAL_TEMPLATES, type PortalTemplate } from './bench/portal-templates';
import { readBuildInfo } from '../plugins/gatsby-plugin-hosting/server/build-info';

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

/** A row of the table: a public template's route pattern, or a dealer screen (measured signed in). */
interface Template {
  name: string;
  pattern: string;
  portal?: PortalTemplate;
}

const ALL_TEMPLATES: Template[] = [
  ...TEMPLATES.map(([name, pattern]) => ({ name, pattern })),
  ...PORTAL_TEMPLATES.map((portal) => ({ name: portal.name, pattern: portal.route, portal })),
];

/** The templates BENCH_TEMPLATES names (by name or route), all when unset. */
function selectedTemplates(): Template[] {
  const wanted = (process.env.BENCH_TEMPLATES ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  if (!wanted.length) return ALL_TEMPLATES;
  const chosen = ALL_TEMPLATES.filter(({ name, pattern }) => wanted.includes(name) || wanted.includes(pattern));
  const unknown = wanted.filter((w) => !chosen.some(({ name, pattern }) => name === w || pattern === w));
  if (unknown.length) throw new Error(`BENCH_TEMPLATES: no template named ${unknown.join(', ')}`);
  return chosen;
}

/** Lighthouse `runs` times; the median run by TBT, with every run's TBT in order. */
async function medianLighthouse(
  url: string,
  chromePort: number,
  runs: number,
  session?: LighthouseSession,
): Promise<{ median: LighthouseFigures; tbts: number[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse 12 with this Chromium now and then crashes on a page it measured fine before (an
    // error in its trace processing): such a run is made once more, and a second failure is printed
    all.push(await runLighthouse(url, chromePort, session).catch(() => runLighthouse(url, chromePort, session)));
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

/**
 * The page a template's row measures: its path and query, and for a dealer screen the session;
 * a string says why the row has none (not built, no dealer session).
 */
function rowTarget(
  t: Template,
  dealer: DealerFixture | string,
): { route: string; query: string; session?: LighthouseSession } | { route: string | null; skip: string } {
  if (!t.portal) {
    const route = resolveRoute(t.pattern);
    return route === null ? { route, skip: 'not built' } : { route, query: '' };
  }
  if (typeof dealer === 'string') return { route: t.pattern, skip: `not measured: ${dealer}` };
  const query = t.portal.query ? t.portal.query(dealer) : '';
  if (query === null) return { route: t.pattern, skip: `not measured: ${dealer.username} has nothing to show here` };
  return { route: t.pattern, query, session: { cookies: dealer.cookies, ready: t.portal.ready } };
}

/** Per template: Lighthouse's four scores, LCP/TBT/CLS, and the bytes of the build (brotli). */
async function pageTable(builtFor: string | undefined, api: string, portalBlocked: string | null) {
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
    const inaccessible: string[] = [];
    const signedIn: string[] = [];
    const chosen = selectedTemplates();
    // one demo dealer signs in (and registers an installation) only when a dealer screen is asked for
    let dealer: DealerFixture | string = portalBlocked ?? 'no dealer session';
    if (!portalBlocked && chosen.some((t) => t.portal))
      dealer = await signInDemoDealer(api).catch((err: Error) => `the demo dealer could not sign in: ${err.message}`);
    await withChrome(async (chromePort) => {
      for (const t of chosen) {
        const { name, pattern } = t;
        const target = rowTarget(t, dealer);
        if ('skip' in target) {
          console.log(`| ${name} | /${target.route ?? pattern} | ${target.skip} |`);
          continue;
        }
        const { route, query, session } = target;
        const w = pageWeight(PUBLIC, route);
        let lh = '| – | – | – | – | – | – | – | – ';
        let shifts: LighthouseFigures['shifts'] = [];
        let longTasks: NonNullable<LighthouseFigures['longTasks']> = [];
        try {
          const { median: f, tbts } = await medianLighthouse(`http://localhost:${sitePort}/${route}${route ? '/' : ''}${query}`, chromePort, RUNS, session);
          shifts = f.shifts ?? [];
          if (f.cls > 0 && !shifts.length && f.shiftsError) shifted.push(`${name}: CLS ${f.cls.toFixed(3)}, not itemised: ${f.shiftsError}`);
          longTasks = f.longTasks ?? [];
          if (f.signedIn) signedIn.push(`${name}: h1 "${f.signedIn.heading}", title "${f.signedIn.title}"`);
          if (f.accessibility < 100)
            inaccessible.push(
              `${name}: ${(f.a11yFailures ?? []).map((a) => `${a.id}${a.nodes.length ? ` (${a.nodes.slice(0, 3).join('; ')})` : ''}`).join(', ') || '(no failing audit named)'}`,
            );
          const tbt = `${Math.round(f.tbtMs)} ms${tbts.length > 1 ? ` (${tbts.join(', ')})` : ''}`;
          lh = `| ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${fmtMs(f.lcpMs)} | ${tbt} | ${f.cls.toFixed(3)} | ${f.ttiMs === null ? '–' : fmtMs(f.ttiMs)} `;
        } catch (err) {
          lh = `| Lighthouse failed: ${(err as Error).message} `;
        }
        console.log(`| ${name} | /${route}${query} ${lh}| ${kb(w.scripts)} | ${kb(w.css)} | ${kb(w.html)} | ${kb(w.htmlRaw)} |`);
        if (longTasks.length)
          blocked.push(
            `${name}: ${longTasks.map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, '') || '(page)'} ${Math.round(t.durationMs)} ms at ${Math.round(t.startMs)} ms`).join('; ')}`,
          );
        shifted.push(...shifts.map((s) => `${name}: ${s.score.toFixed(3)} ${s.element}${s.causes.length ? ` (${s.causes.join('; ')})` : ''}`));
      }
    });
    if (blocked.length)
      console.log(`\nlong tasks (Lighthouse's, of the median run: script, simulated duration, start):\n${blocked.map((l) => `- ${l}`).join('\n')}\n`);
    if (signedIn.length && typeof dealer !== 'string')
      console.log(
        `\ndealer screens, measured signed in as ${dealer.username} (each run ended on its own address showing its signed-in content):\n${signedIn.map((l) => `- ${l}`).join('\n')}`,
      );
    if (inaccessible.length)
      console.log(
        `\naccessibility below 100 (the failing audits of the median run, and the first elements each names):\n${inaccessible.map((l) => `- ${l}`).join('\n')}\n`,
      );
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

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

/**
 * The CMS port. A reused build calls the API it was built for (build-info.json), so the dealer
 * screens, whose content comes from live calls, need the CMS there: its port when it is free. The
 * second value says why the dealer screens cannot be measured (null: they can).
 */
async function cmsPort(): Promise<[number, string | null]> {
  const reused = process.env.BENCH_SITE || (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(SITE_COPY));
  if (!reused) return [await freePort(), null];
  const apiUrl = readBuildInfo(PUBLIC)?.apiUrl;
  const m = apiUrl ? /^http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/?$/.exec(apiUrl) : null;
  if (!m) return [await freePort(), `the build's live calls go to ${apiUrl ?? 'an unknown API'}, not a local CMS this run can start`];
  const port = Number(m[1]);
  if (await portIsFree(port)) return [port, null];
  return [await freePort(), `the build's live calls go to port ${port}, which another process holds (build again without BENCH_SKIP_BUILD)`];
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-bench-'));
  const [port, portalBlocked] = await cmsPort();
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
    await pageTable(builtFor, `http://localhost:${port}`, portalBlocked);
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
