// CPU time of the commands `npm test` runs (docs/development.md#test-run-time): on a shared machine
// load stretches wall time, while CPU time shows what a phase itself costs. Linux only (/proc);
// elsewhere the figures are null and nothing else changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run, type SpawnChildOptions } from './proc';

const METER = path.join(ROOT, 'scripts', 'lib', 'cpu-meter.cjs');
/** /proc stat ticks are USER_HZ, 100 a second on Linux. */
const TICK_MS = 10;

/** CPU (user + system, ms) of this process's finished children and what they waited for; null off Linux. */
export function childrenCpuMs(): number | null {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * TICK_MS;
  } catch {
    return null;
  }
}

/** This process's own CPU (user + system, ms). */
export const ownCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let seq = 0;

/** What scripts/lib/cpu-meter.cjs measured of one command; null figures: not measured. */
export interface MeasuredRun {
  code: number;
  /** CPU (ms) of the command's whole process tree, read from /proc: browsers' renderers included. */
  cpuMs: number | null;
  /** The part the kernel accounted to the meter (what this process's cutime gains through it). */
  waitedMs: number | null;
  /** cpuMs by process name (node, chromium, …). */
  byName: Record<string, number>;
}

/** run() through scripts/lib/cpu-meter.cjs: the exit code and the CPU its process tree used (null off Linux). */
export async function runMeasured(name: string, cmd: string, args: string[], opts: SpawnChildOptions = {}): Promise<MeasuredRun> {
  const out = path.join(os.tmpdir(), `cpu-meter-${process.pid}-${++seq}.json`);
  const code = await run(name, process.execPath, [METER, out, cmd, ...args], opts);
  const r: MeasuredRun = { code, cpuMs: null, waitedMs: null, byName: {} };
  try {
    const m = JSON.parse(fs.readFileSync(out, 'utf8')) as { cpuMs: number; waitedMs: number; byName: Record<string, number> };
    fs.rmSync(out, { force: true });
    Object.assign(r, { cpuMs: m.cpuMs, waitedMs: m.waitedMs, byName: m.byName });
  } catch {
    /* no figure: not Linux, or the meter was killed */
  }
  return r;
}
