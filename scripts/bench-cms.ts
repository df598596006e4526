// `npm run bench:cms`: the CMS under load, as docs/configuration.md describes. Figures, never
// assertions. For each public endpoint of the production issue's table: req/s, p99 and the share
// of a bare Fastify route measured in the same run, with the demo content and with 10,000 posts.
// `-- --soak` adds 60 s of a mixed load (lists, searches, warranty lookups, failed logins, form
// posts) reporting errors other than the intended 429s and the CMS's RSS at start and end, and
// 1,000 concurrent Contact Us posts counted back through the editing API.
// CMS_DATABASE_URL in the environment runs the CMS on that PostgreSQL database instead of SQLite
// (it is emptied and loaded with the bench content). The machine is shared: the load average is printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, bin, freePort, sleep, spawnChild, stopChild, waitForUrl, type Child } from './lib/proc';
import { startCms } from './lib/site';

const args = new Set(process.argv.slice(2));
const SOAK = args.has('--soak');
const DURATION = Number(process.env.BENCH_DURATION_S || 10);
/** Content sizes measured: generated posts instead of the demo blogs (0: the demo content as it is). */
const SIZES = (process.env.BENCH_CMS_POSTS || '0,10000').split(',').map((n) => Number.parseInt(n, 10));
const CONNECTIONS = 100;
const EDITOR_TOKEN = 'bench-editor-token-0123456789abcdef';

interface Figure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function cannon(url: string, o: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...o });
}

async function measure(name: string, url: string): Promise<Figure> {
  await cannon(url, { duration: 2 }); // warm-up round
  const r = await cannon(url);
  return { name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** The demo content, with `posts` generated blogs instead of the demo ones when asked. */
function contentDir(tmp: string, posts: number): string {
  const demo = path.join(ROOT, 'cms', 'content');
  if (!posts) return demo;
  const dir = path.join(tmp, `content-${posts}`);
  fs.cpSync(demo, dir, { recursive: true });
  const blogs = JSON.parse(fs.readFileSync(path.join(demo, 'blogs.json'), 'utf8')) as Record<string, unknown>[];
  const many = Array.from({ length: posts }, (_, i) => {
    const b = blogs[i % blogs.length];
    const day = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    return { ...b, id: i + 1, title: `${b.title} #${i + 1}`, createtime: day, related: [] };
  });
  fs.writeFileSync(path.join(dir, 'blogs.json'), JSON.stringify(many));
  return dir;
}

const rssOf = (pid: number) => {
  // the CMS runs under tsx: its node child holds the memory, so sum the process group's RSS
  let kb = 0;
  for (const p of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pid) continue;
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* gone */
    }
  }
  return `${(kb / 1024).toFixed(0)} MiB`;
};

let runs = 0;

async function withCms<T>(tmp: string, posts: number, run: (base: string, child: Child) => Promise<T>): Promise<T> {
  const port = await freePort();
  // a database of its own per run: the contact count must not include the soak's posts
  const dir = path.join(tmp, `cms-${posts}-${++runs}`);
  const child = await startCms({
    port,
    dbFile: path.join(dir, 'cms.sqlite'),
    uploadDir: path.join(dir, 'uploads'),
    logFile: path.join(dir, 'cms.log'),
    env: {
      NODE_ENV: 'production',
      CMS_LOG: '0',
      CMS_CONTENT_DIR: contentDir(tmp, posts),
      CMS_EDITOR_TOKEN: EDITOR_TOKEN,
      // throughput runs measure the handlers, not the throttle; the soak sets its own limits
      CMS_THROTTLE_MAX: process.env.CMS_THROTTLE_MAX || '1000000000',
      CMS_WARRANTY_MAX_ALL: process.env.CMS_WARRANTY_MAX_ALL || '1000000000',
    },
  });
  try {
    if (process.env.CMS_DATABASE_URL) {
      // a shared database keeps what an earlier run loaded: load this run's content explicitly
      const code = await new Promise<number>((resolve) =>
        spawnChild('load', bin('tsx'), [path.join(ROOT, 'cms', 'load.ts'), contentDir(tmp, posts)], { logFile: path.join(dir, 'load.log') }).exited.then(
          resolve,
        ),
      );
      if (code !== 0) throw new Error(`loading the bench content failed (see ${path.join(dir, 'load.log')})`);
    }
    return await run(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopChild(child);
  }
}

const ENDPOINTS: [string, string][] = [
  ['Blog/list?page=1', '/api/Blog/list?page=1'],
  ['Blog/list?page=2&keywords=film', '/api/Blog/list?page=2&keywords=film'],
  ['shop/list?nation_id=1', '/api/shop/list?nation_id=1&city_id=101'],
  ['Warranty/checkWarranty (not found)', '/api/Warranty/checkWarranty?filter=NO-SUCH-WARRANTY'],
];

function table(title: string, bare: Figure, rows: Figure[]) {
  console.log(`\n${title}`);
  console.log('| endpoint | req/s | p99 | share of bare Fastify | errors / non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const f of [bare, ...rows])
    console.log(`| ${f.name} | ${f.rps.toLocaleString('en')} | ${f.p99} ms | ${Math.round((100 * f.rps) / bare.rps)}% | ${f.errors} / ${f.non2xx} |`);
}

async function soak(tmp: string) {
  await withCms(tmp, 0, async (base, child) => {
    const form = 'application/x-www-form-urlencoded';
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/Blog/list?page=1' },
      { method: 'GET', path: '/api/Blog/list?page=1&keywords=film' },
      { method: 'GET', path: '/api/shop/list?nation_id=1&city_id=101&keywords=film' },
      { method: 'GET', path: '/api/cases/lists?page=1' },
      { method: 'GET', path: '/api/Warranty/checkWarranty?filter=NO-SUCH' },
      { method: 'POST', path: '/api/login/login', headers: { 'content-type': form }, body: 'username=dealer.berlin&password=wrong' },
      {
        method: 'POST',
        path: '/api/index/contactUs',
        headers: { 'content-type': form },
        body: 'username=Soak&phone=1&email=soak@example.test&country=DE&content=hi',
      },
    ];
    const startRss = rssOf(child.proc.pid!);
    const r = await autocannon({ url: base, connections: CONNECTIONS, duration: Number(process.env.BENCH_SOAK_S || 60), requests });
    const endRss = rssOf(child.proc.pid!);
    const other = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => code !== '200' && code !== '429');
    console.log(`\nSoak: ${r.duration} s at ${CONNECTIONS} connections on a mix of ${requests.length} calls`);
    console.log(`  requests ${r.requests.total}, ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    console.log(
      `  status codes ${JSON.stringify(r.statusCodeStats)}; socket errors ${r.errors}, timeouts ${r.timeouts}; errors other than 429: ${other.length ? JSON.stringify(other) : 0}`,
    );
    console.log(`  CMS RSS at start ${startRss}, at end ${endRss}`);
  });

  await withCms(tmp, 0, async (base) => {
    const n = 1000;
    const body = (i: number) =>
      new URLSearchParams({ username: `Visitor ${i}`, phone: String(1000 + i), email: `v${i}@example.test`, country: 'DE', content: `message ${i}` });
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        fetch(`${base}/api/index/contactUs`, { method: 'POST', body: body(i) })
          .then(async (r) => ((await r.json()) as { code: number }).code === 1)
          .catch(() => false),
      ),
    );
    const list = await fetch(`${base}/api/editor/submissions/contact?page=1`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
    const data = ((await list.json()) as { data: { total?: number } }).data;
    console.log(`\n${n} concurrent Contact Us posts: ${answers.filter(Boolean).length} accepted, ${data.total} readable through the editing API`);
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cms-'));
  const barePort = await freePort();
  const bare = spawnChild('bare', bin('tsx'), [path.join(ROOT, 'scripts', 'bench', 'bare-server.ts')], {
    env: { BARE_PORT: String(barePort), NODE_ENV: 'production' },
    logFile: path.join(tmp, 'bare.log'),
  });
  try {
    await waitForUrl(`http://127.0.0.1:${barePort}/bare`, { child: bare });
    console.log(`npm run bench:cms: ${CONNECTIONS} connections, ${DURATION} s per endpoint after a 2 s warm-up, NODE_ENV=production`);
    console.log(
      `database: ${process.env.CMS_DATABASE_URL ? 'PostgreSQL (CMS_DATABASE_URL)' : 'SQLite'}; ${os.cpus().length} cores, load average before ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const posts of SIZES) {
      await withCms(tmp, posts, async (base) => {
        const bareFig = await measure('bare Fastify route', `http://127.0.0.1:${barePort}/bare`);
        const rows: Figure[] = [];
        for (const [name, p] of ENDPOINTS) rows.push(await measure(name, base + p));
        table(posts ? `With ${posts.toLocaleString('en')} posts` : 'Demo content', bareFig, rows);
      });
    }
    if (SOAK) await soak(tmp);
    console.log(
      `\nload average after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (the machine is shared: compare shares, not absolute figures)`,
    );
  } finally {
    await stopChild(bare);
    await sleep(100);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
