// Child-process and port helpers shared by `npm start`, `npm test`, `npm run bench` and the e2e
// harness. Children run in their own process group so that stopping one also stops the workers
// it spawned (gatsby, tsx → node).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Path of a binary installed in node_modules/.bin. */
export const bin = (name: string, root = ROOT): string => path.join(root, 'node_modules', '.bin', name);

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A port the OS reports free right now (bind to 0, read, release). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    sock.setTimeout(1000);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('timeout', () => {
      sock.destroy();
      resolve(false);
    });
    sock.once('error', () => resolve(false));
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

/** True when nothing listens on the port (IPv4 or IPv6 loopback) and we could bind it. */
export async function portIsFree(port: number): Promise<boolean> {
  if ((await canConnect(port, '127.0.0.1')) || (await canConnect(port, '::1'))) return false;
  return canListen(port);
}

export interface Child {
  name: string;
  proc: ChildProcess;
  /** Resolves with the exit code (or 1 when killed by a signal) once the process has exited. */
  exited: Promise<number>;
}

export interface SpawnChildOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Append output to this file instead of the console. */
  logFile?: string;
  /** Prefix console lines with `[name]` (ignored with logFile). */
  prefix?: boolean;
  /** Console lines for which this returns false are dropped (ignored with logFile). */
  keep?: (line: string) => boolean;
  /**
   * Niceness (0 to 19, higher yields more): the child and what it starts later inherit it, so
   * work that may wait gives the CPU to work that is on the critical path.
   */
  nice?: number;
}

/** Children of this process still running (so a signal handler can stop them all). */
const live = new Set<Child>();

/** Stop every child this process started that is still running (last started first). */
export async function stopAllChildren(): Promise<void> {
  for (const child of [...live].reverse()) await stopChild(child);
}

/** Start a command in its own process group; output goes to the console (prefixed) or a log file. */
export function spawnChild(name: string, cmd: string, args: string[], opts: SpawnChildOptions = {}): Child {
  const spawnOpts: SpawnOptions = {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, ...opts.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  };
  if (opts.logFile) {
    fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
    const fd = fs.openSync(opts.logFile, 'a');
    spawnOpts.stdio = ['ignore', fd, fd];
  }
  const proc = spawn(cmd, args, spawnOpts);
  if (opts.nice && proc.pid) {
    try {
      os.setPriority(proc.pid, opts.nice);
    } catch {
      /* not allowed here (or already gone): it only runs at the normal priority */
    }
  }
  if (!opts.logFile) {
    const pipe = (from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) => {
      if (!from) return;
      let buf = '';
      from.on('data', (chunk: Buffer) => {
        buf += chunk.toString();
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        for (const line of lines) {
          if (opts.keep && !opts.keep(line)) continue;
          if (opts.prefix === false) to.write(`${line}\n`);
          else if (line.trim()) to.write(`[${name}] ${line}\n`);
        }
      });
      from.on('end', () => {
        if (buf) to.write(opts.prefix === false ? `${buf}\n` : `[${name}] ${buf}\n`);
      });
    };
    pipe(proc.stdout, process.stdout);
    pipe(proc.stderr, process.stderr);
  }
  const exited = new Promise<number>((resolve) => {
    proc.once('error', (err) => {
      process.stderr.write(`[${name}] failed to start: ${err.message}\n`);
      resolve(1);
    });
    proc.once('exit', (code) => resolve(code ?? 1));
  });
  const child: Child = { name, proc, exited };
  live.add(child);
  void exited.then(() => live.delete(child));
  return child;
}

/** Run a command to completion; resolves with its exit code. */
export function run(name: string, cmd: string, args: string[], opts: SpawnChildOptions = {}): Promise<number> {
  return spawnChild(name, cmd, args, opts).exited;
}

/** Send a signal to a process group we started (falls back to the single pid). */
export function killGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM the child's group, wait up to `graceMs`, then SIGKILL. */
export async function stopChild(child: Child, graceMs = 5000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null || !child.proc.pid) return;
  await stopPid(child.proc.pid, graceMs);
  await Promise.race([child.exited, sleep(1000)]);
}

/** Like stopChild for a pid recorded elsewhere (the e2e env file). */
export async function stopPid(pid: number, graceMs = 5000): Promise<void> {
  if (!isAlive(pid)) return;
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) break;
    await sleep(100);
  }
  // Always sweep the group: workers may outlive their parent.
  killGroup(pid, 'SIGKILL');
}

/**
 * Poll a URL until `ok(status, body)` holds. Fails early when `child` exits, and after `timeoutMs`.
 */
export async function waitForUrl(url: string, opts: { timeoutMs?: number; child?: Child; ok?: (status: number, body: string) => boolean } = {}): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const ok = opts.ok ?? ((status) => status === 200);
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | undefined;
  opts.child?.exited.then((c) => {
    exitCode = c;
  });
  let last = '';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${opts.child!.name} exited with code ${exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      const body = await res.text();
      if (ok(res.status, body)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (last: ${last})`);
}

/** Format milliseconds as `1m 23s` / `4.2s`. */
export function fmtMs(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** Last `n` lines of a text file ('' when missing), without the lines `skip` matches. */
export function tail(file: string, n = 60, skip?: RegExp): string {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    return (skip ? lines.filter((l) => !skip.test(l)) : lines).slice(-n).join('\n');
  } catch {
    return '';
  }
}
