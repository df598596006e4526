/**
 * @jest-environment node
 *
 * The CPU meter of `npm test` counts processes nobody in the tree waits for (Chromium's renderers,
 * docs/development.md#test-run-time): a real tree (support/cpu-tree-child.cjs) whose burning
 * processes are reaped by init, one of them reachable only through its session.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TreeCpu } from '../../scripts/lib/tree-cpu.cjs';

const CHILD = path.join(__dirname, 'support', 'cpu-tree-child.cjs');
const METER = path.join(__dirname, '..', '..', 'scripts', 'lib', 'cpu-meter.cjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-cpu-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const read = (name: string) => Number(fs.readFileSync(path.join(dir, name), 'utf8'));
async function until(what: () => boolean): Promise<void> {
  while (!what()) await sleep(20);
}
const exists = (name: string) => fs.existsSync(path.join(dir, name));
const gone = (pid: number) => !fs.existsSync(`/proc/${pid}`);

/** CPU (ms) of the children this process waited for: what the old meter reported. */
function waitedMs(): number {
  const f = fs.readFileSync('/proc/self/stat', 'utf8');
  const x = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return (Number(x[13]) + Number(x[14])) * 10;
}

test('counts the CPU of reparented children and of a session whose leader is gone', async () => {
  const waited0 = waitedMs();
  const parent = spawn(process.execPath, [CHILD, 'parent', dir], { stdio: 'ignore' });
  const exited = new Promise((r) => parent.on('exit', r));
  const tree = new TreeCpu(parent.pid!);
  await until(() => exists('burned'));
  tree.poll(); // parent, middle (a session leader), burner
  fs.writeFileSync(path.join(dir, 'release'), '');
  await until(() => gone(read('middle.pid')));
  tree.poll(); // burner, now reparented away from the tree
  fs.writeFileSync(path.join(dir, 'exit'), '');
  await until(() => exists('late-burned') && gone(read('burner.pid')));
  tree.poll(); // late: its parent is gone before the tree ever saw it; only middle's session links it
  fs.writeFileSync(path.join(dir, 'late-exit'), '');
  await exited;
  tree.poll();

  const burned = read('burned') + read('late-burned');
  const waited = waitedMs() - waited0;
  const total = tree.totalMs()!;
  // the kernel's waited-for figure (parent and middle) misses both burners; the tree has them
  // beside it (ticks are 10 ms)
  expect(waited).toBeLessThan(burned);
  expect(total - waited).toBeGreaterThanOrEqual(burned - 40);
  expect(tree.breakdown().map((b) => b.name)).toContain('node');
}, 60_000);

test('cpu-meter.cjs reports the whole tree beside what the kernel saw waited for', () => {
  const out = path.join(dir, 'meter.json');
  const r = spawnSync(process.execPath, [METER, out, process.execPath, CHILD, 'parent', dir, 'auto'], { stdio: 'inherit' });
  expect(r.status).toBe(0);
  const m = JSON.parse(fs.readFileSync(out, 'utf8')) as { cpuMs: number; waitedMs: number; meterMs: number; byName: Record<string, number> };
  const burned = read('burned') + read('late-burned');
  expect(m.cpuMs - m.waitedMs).toBeGreaterThanOrEqual(burned - 40);
  expect(m.byName.node).toBe(m.cpuMs);
});

test('a tree that waits for every child counts each process once, however close together they end', () => {
  const out = path.join(dir, 'meter.json');
  // parent → child → grandchild burning CPU: each waits for the one below and ends right after it
  const burn = 'const t=process.cpuUsage();while(process.cpuUsage(t).user<800000);';
  const child = `require('node:child_process').spawnSync(process.execPath,['-e',${JSON.stringify(burn)}])`;
  const r = spawnSync(process.execPath, [
    METER,
    out,
    process.execPath,
    '-e',
    `require('node:child_process').spawnSync(process.execPath,['-e',${JSON.stringify(child)}])`,
  ]);
  expect(r.status).toBe(0);
  const m = JSON.parse(fs.readFileSync(out, 'utf8')) as { cpuMs: number; waitedMs: number };
  // the kernel saw all of it: the tree must not count a process again through its reaper
  expect(m.waitedMs).toBeGreaterThanOrEqual(800);
  expect(Math.abs(m.cpuMs - m.waitedMs)).toBeLessThanOrEqual(60);
});

test('a command that fails keeps its exit code and still gets a figure', () => {
  const out = path.join(dir, 'meter.json');
  const r = spawnSync(process.execPath, [METER, out, process.execPath, '-e', 'process.exit(3)']);
  expect(r.status).toBe(3);
  expect(JSON.parse(fs.readFileSync(out, 'utf8')).cpuMs).toBeGreaterThanOrEqual(0);
});
