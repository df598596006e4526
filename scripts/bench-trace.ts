// `npm run bench:trace [route…]`: where a page's main-thread time goes, as figures (never
// assertions). Loads each route of the last bench build (artifacts/bench/site/public, made by
// `npm run bench`) in the system Chromium with the CPU slowed 4x (Lighthouse's mobile factor) and
// a phone viewport, records a Chrome trace with the JS sampler, and prints:
// - the LCP element, when its resource was requested and when it painted;
// - every layout shift (CLS's input): its value, when, and each moved element with its box
//   before and after, so a shift names its element (Lighthouse only gives the total);
// - every long task (> 50 ms) with its kind (script evaluation, timer, idle callback…) and the
//   functions that spent the most time in it, named through the build's source maps.
// A trace is deterministic in what runs, unlike Lighthouse's scores on a shared machine; each long
// task's CPU time is printed beside its wall time, and the blocking time counted on CPU time, which
// other processes on the machine stretch far less.
// BENCH_TRACE_WAIT_MS (default 7000): how long to record after load (the home loader lasts 5 s);
// BENCH_TRACE_SITE: another project copy whose public/ to trace (an A/B comparison of two builds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, freePort, stopChild } from './lib/proc';
import { serveSite } from './lib/site';
import { SourceNames } from './bench/source-names';
import { longTasks, mainThreadCpuMs, type TraceEvent } from './bench/trace-tasks';
import { QUIET_CHROMIUM_FLAGS } from './lib/chromium-flags';

const SITE_COPY = process.env.BENCH_TRACE_SITE ? path.resolve(process.env.BENCH_TRACE_SITE) : path.join(ROOT, 'artifacts', 'bench', 'site');
const PUBLIC = path.join(SITE_COPY, 'public');
const DEFAULT_ROUTES = ['', 'DealerDetails/*', 'Tools', 'PlotterInfo/*', 'ProductInfo/*', 'ExampleInfo/*', 'blog'];
const FLAGS = [...QUIET_CHROMIUM_FLAGS];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

function resolveRoute(route: string): string | null {
  if (!route.endsWith('/*')) return route;
  const dir = path.join(PUBLIC, route.slice(0, -2));
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => /^\d+$/.test(d)) : [];
  return ids.length ? `${route.slice(0, -2)}/${Math.min(...ids.map(Number))}` : null;
}

interface LcpInfo {
  element: string;
  url: string;
  startTime: number;
  loadTime: number;
  renderTime: number;
  requestStart: number | null;
}

/** Installed before the page's own scripts: keeps the last LCP entry with a short element description. */
const LCP_OBSERVER = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const desc = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (el.getAttribute && el.getAttribute('loading') ? ' loading=' + el.getAttribute('loading') : '') + (el.getAttribute && el.getAttribute('fetchpriority') ? ' fetchpriority=' + el.getAttribute('fetchpriority') : '') : '(removed)';
      window.__lcp = { element: desc, text: el && !e.url ? (el.textContent || '').trim().slice(0, 60) : '', url: e.url, startTime: e.startTime, loadTime: e.loadTime, renderTime: e.renderTime };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__shifts = [];
  const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  const name = (n) => !n ? '(removed)' : n.nodeType !== 1 ? '#text "' + (n.textContent || '').trim().slice(0, 30) + '"' : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\\s+/).join('.') : '') + (n.getAttribute('data-testid') ? '[data-testid=' + n.getAttribute('data-testid') + ']' : '');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput, sources: (e.sources || []).map((s) => ({ node: name(s.node), from: box(s.previousRect), to: box(s.currentRect) })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function traceRoute(browser: import('@playwright/test').Browser, url: string, names: SourceNames, waitMs: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const lcp = (await page.evaluate(() => {
    const w = window as unknown as { __lcp: (LcpInfo & { text: string }) | null };
    const e = w.__lcp;
    if (!e) return null;
    const res = e.url ? (performance.getEntriesByName(e.url)[0] as PerformanceResourceTiming | undefined) : undefined;
    return { ...e, requestStart: res ? res.startTime : null };
  })) as (LcpInfo & { text: string }) | null;
  const shifts = (await page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts)) ?? [];
  const navMs = Date.now() - t0;
  const buf = await browser.stopTracing();
  await context.close();
  const trace = JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const tasks = longTasks(events);
  console.log(`\n## /${url.split('/').slice(3).join('/')}  (recorded ${navMs} ms, CPU 4x)`);
  if (lcp) {
    const what = lcp.url ? lcp.url.replace(/^https?:\/\/[^/]+/, '') : `text "${lcp.text}"`;
    const req = lcp.requestStart === null ? '' : `, requested at ${lcp.requestStart.toFixed(0)} ms`;
    console.log(
      `LCP: ${lcp.element} ${what}: painted at ${lcp.startTime.toFixed(0)} ms${req}${lcp.loadTime ? `, loaded at ${lcp.loadTime.toFixed(0)} ms` : ''}`,
    );
  } else console.log('LCP: none reported');
  printShifts(shifts);
  const total = tasks.reduce((s, t) => s + Math.max(0, t.durMs - 50), 0);
  // On a shared machine a task's wall time also holds the time other processes had the core; its
  // CPU time (the trace's thread time) is the page's own work, so it is printed beside it.
  const cpu = tasks.every((t) => t.cpuMs !== null) ? tasks.reduce((s, t) => s + Math.max(0, (t.cpuMs ?? 0) - 50), 0) : null;
  const busy = mainThreadCpuMs(events);
  console.log(
    `long tasks: ${tasks.length}, blocking time over 50 ms (4x CPU, unsimulated): ${total.toFixed(0)} ms` +
      (cpu === null ? '' : `; counted on CPU time: ${tasks.filter((t) => (t.cpuMs ?? 0) > 50).length} tasks, ${cpu.toFixed(0)} ms`) +
      (busy === null ? '' : `; main-thread CPU, all tasks: ${busy.toFixed(0)} ms`),
  );
  for (const t of tasks) {
    console.log(`- at ${t.startMs.toFixed(0)} ms, ${t.durMs.toFixed(0)} ms${t.cpuMs === null ? '' : ` (CPU ${t.cpuMs.toFixed(0)} ms)`}: ${t.kind}`);
    const self = new Map<string, number>();
    const own = new Map<string, number>();
    for (const { stack, ms } of t.stacks) {
      if (!stack.length) continue;
      const leaf = await names.named(stack[0]);
      self.set(leaf.label, (self.get(leaf.label) ?? 0) + ms);
      for (const f of stack) {
        const n = await names.named(f);
        if (n.own) {
          own.set(n.label, (own.get(n.label) ?? 0) + ms);
          break;
        }
      }
    }
    const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    for (const [label, ms] of top(self)) console.log(`    self ${ms.toFixed(1).padStart(6)} ms  ${label}`);
    for (const [label, ms] of top(own)) console.log(`    in   ${ms.toFixed(1).padStart(6)} ms  ${label} (nearest project frame)`);
  }
}

interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: { node: string; from: string; to: string }[];
}

/** The layout shifts without recent input (the ones CLS counts), each with its moved elements. */
function printShifts(shifts: LayoutShift[]): void {
  const counted = shifts.filter((s) => !s.hadRecentInput);
  const total = counted.reduce((sum, s) => sum + s.value, 0);
  console.log(`layout shifts: ${counted.length}, sum ${total.toFixed(4)} (phone viewport, all windows)`);
  for (const s of counted) {
    console.log(`- at ${s.startTime.toFixed(0)} ms, ${s.value.toFixed(4)}`);
    for (const src of s.sources) console.log(`    ${src.node}: ${src.from} -> ${src.to}`);
  }
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error(`no build in ${PUBLIC}: run \`npm run bench\` first`);
  const routes = (process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES).map((r) => r.replace(/^\/+|\/+$/g, ''));
  const waitMs = Number(process.env.BENCH_TRACE_WAIT_MS || 7000);
  const port = await freePort();
  const site = await serveSite({ root: SITE_COPY, port });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: FLAGS });
  const names = new SourceNames(PUBLIC);
  try {
    console.log(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    for (const pattern of routes) {
      const route = resolveRoute(pattern);
      if (route === null) {
        console.log(`\n## ${pattern}: not built`);
        continue;
      }
      await traceRoute(browser, `http://localhost:${port}/${route}${route ? '/' : ''}`, names, waitMs);
    }
  } finally {
    await browser.close();
    await stopChild(site);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
