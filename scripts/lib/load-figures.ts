// One endpoint under load, as the CMS benchmarks report it: autocannon's req/s and p99 beside the
// server's own CPU time per answered request, read from /proc (the server runs under tsx, so its
// whole process group is counted). CPU per request moves far less than req/s when the machine is
// shared, so the benchmarks print both.
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, bin, freePort, spawnChild, waitForUrl, type Child } from './proc';
import { groupCpuTicks } from './proc-group';

export interface Figure {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  /** the server's CPU time (user + system) per answered request, in microseconds */
  cpuUs: number;
}

/** clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux) */
const HZ = 100;

export interface LoadOptions {
  connections: number;
  /** seconds measured */
  duration: number;
  /** seconds of load before the measurement (JIT, statement and answer caches) */
  warmup: number;
}

/** Loads `url` for `warmup` then `duration` seconds and reports what `server` answered. */
export async function measureLoad(name: string, url: string, server: Child, o: LoadOptions): Promise<Figure> {
  const cannon = (duration: number) => autocannon({ url, connections: o.connections, duration });
  if (o.warmup) await cannon(o.warmup);
  const before = groupCpuTicks(server.proc.pid!);
  const r = await cannon(o.duration);
  const cpuUs = Math.round(((groupCpuTicks(server.proc.pid!) - before) * 1e6) / HZ / Math.max(1, r.requests.total));
  return {
    name,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    p50: r.latency.p50,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    cpuUs,
  };
}

/** The yardstick: a bare Fastify route answering the envelope (scripts/bench/bare-server.ts), started and answering. */
export async function startBareRoute(logDir: string): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = spawnChild('bare', bin('tsx'), [path.join(ROOT, 'scripts', 'bench', 'bare-server.ts')], {
    env: { BARE_PORT: String(port), NODE_ENV: 'production' },
    logFile: path.join(logDir, 'bare.log'),
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForUrl(url, { child });
  return { child, url };
}
