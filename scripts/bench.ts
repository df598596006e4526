// `npm run bench`: figures, never assertions. Build time, script and HTML bytes of the home and
// blog pages, CMS latency for /api/Blog/list. Runs its own CMS on a temp database and a free port;
// builds in a private copy of the project, artifacts/bench/site/, so the public/ that `npm start`
// serves is left alone (BENCH_SKIP_BUILD=1 reuses the copy's last build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, fmtMs, freePort, stopChild } from './lib/proc';
import { makePrivateCopy } from './lib/private-copy';
import { buildSite, hasBuild, startCms } from './lib/site';

const SITE_COPY = path.join(ROOT, 'artifacts', 'bench', 'site');
const PUBLIC = path.join(SITE_COPY, 'public');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const sizes = (files: Iterable<string>) => {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const file = path.join(PUBLIC, f.split(/[?#]/)[0]);
    if (!fs.existsSync(file)) continue;
    const buf = fs.readFileSync(file);
    raw += buf.length;
    gz += zlib.gzipSync(buf).length;
  }
  return { raw, gz };
};

/**
 * Bytes of a page's HTML, of the scripts its HTML references (<script src>), and of those plus the
 * page component's chunks, which Gatsby's loader fetches right after (webpack.stats.json).
 */
function pageWeight(route: string) {
  const file = path.join(PUBLIC, route, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const srcs = new Set([...html.toString().matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]));
  const withChunks = new Set(srcs);
  try {
    const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'page-data', route || 'index', 'page-data.json'), 'utf8'));
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8'));
    for (const a of stats.namedChunkGroups?.[pageData.componentChunkName]?.assets ?? []) {
      const name: string = typeof a === 'string' ? a : a.name;
      if (name.endsWith('.js')) withChunks.add(`/${name}`);
    }
  } catch {
    /* no page-data or stats: the HTML figure only */
  }
  return { html: html.length, htmlGz: zlib.gzipSync(html).length, scripts: srcs.size, js: sizes(srcs), page: sizes(withChunks), pageFiles: withChunks.size };
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
    if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(SITE_COPY)) {
      console.log('build time:          skipped (BENCH_SKIP_BUILD=1)');
    } else {
      makePrivateCopy(SITE_COPY, ROOT);
      const ms = await buildSite({ root: SITE_COPY, apiUrl: `http://localhost:${port}`, logFile: path.join(tmp, 'build.log') });
      console.log(`build time:          ${fmtMs(ms)}`);
    }
    for (const [name, route] of [
      ['home', ''],
      ['blog', 'blog'],
    ]) {
      const w = pageWeight(route);
      if (!w) {
        console.log(`${name}: ${path.relative(ROOT, PUBLIC)}/${route}/index.html missing`);
        continue;
      }
      console.log(`${name.padEnd(5)} JS in HTML:    ${kb(w.js.raw)} (${kb(w.js.gz)} gzip) in ${w.scripts} script files`);
      console.log(`${name.padEnd(5)} JS + page:     ${kb(w.page.raw)} (${kb(w.page.gz)} gzip) with the page component's chunks (${w.pageFiles} files)`);
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
