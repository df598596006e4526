// `npm run bench`: figures, never assertions. Build time, script and HTML bytes of the home and
// blog pages, CMS latency for /api/Blog/list. Runs its own CMS on a temp database and a free port;
// builds into public/ (BENCH_SKIP_BUILD=1 reuses an existing build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, fmtMs, freePort, stopChild } from './lib/proc';
import { buildSite, hasBuild, startCms } from './lib/site';

const PUBLIC = path.join(ROOT, 'public');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Bytes of the HTML and of every same-site script it references (<script src>, raw and gzip). */
function pageWeight(route: string) {
  const file = path.join(PUBLIC, route, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const srcs = new Set([...html.toString().matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]));
  let js = 0;
  let jsGz = 0;
  for (const src of srcs) {
    const f = path.join(PUBLIC, src.split(/[?#]/)[0]);
    if (!src.startsWith('/') || !fs.existsSync(f)) continue;
    const buf = fs.readFileSync(f);
    js += buf.length;
    jsGz += zlib.gzipSync(buf).length;
  }
  return { html: html.length, htmlGz: zlib.gzipSync(html).length, scripts: srcs.size, js, jsGz };
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

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carfilm-bench-'));
  const port = await freePort();
  const cmsOpts = { port, dbFile: path.join(tmp, 'cms.sqlite'), uploadDir: path.join(tmp, 'uploads'), logFile: path.join(tmp, 'cms.log') };
  const cms = await startCms(cmsOpts);
  try {
    if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild()) {
      console.log('build time:          skipped (BENCH_SKIP_BUILD=1)');
    } else {
      const ms = await buildSite({ apiUrl: `http://localhost:${port}`, logFile: path.join(tmp, 'build.log') });
      console.log(`build time:          ${fmtMs(ms)}`);
    }
    for (const [name, route] of [['home', ''], ['blog', 'blog']]) {
      const w = pageWeight(route);
      if (!w) { console.log(`${name}: public/${route}/index.html missing`); continue; }
      console.log(`${name.padEnd(5)} JS:            ${kb(w.js)} (${kb(w.jsGz)} gzip) in ${w.scripts} script files`);
      console.log(`${name.padEnd(5)} HTML:          ${kb(w.html)} (${kb(w.htmlGz)} gzip)`);
    }
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
