// `node cpu-meter.cjs <out-file> <command> [args…]`: runs the command and, when it exits, writes to
// <out-file> the CPU time (user + system, ms) its whole process tree used, as JSON:
// { cpuMs, waitedMs, meterMs, byName }. Linux counts a finished child's CPU, and that of every
// descendant it waited for, in the parent's cutime/cstime (`waitedMs`, what `npm test`'s own
// figure sees); Chromium's renderers and other processes nobody in the tree waits for are not in
// it, so the meter also reads every process of the tree from /proc every 250 ms and at the end
// (scripts/lib/tree-cpu.cjs): `cpuMs` is that honest total, `byName` the same by process name,
// `meterMs` the meter's own polling. Used by `npm test` to print each phase's CPU time: on a
// shared machine load stretches wall time, not CPU time (docs/development.md#test-run-time).
// Plain CommonJS so node starts it without a loader.
'use strict';
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { TreeCpu, TICK_MS } = require('./tree-cpu.cjs');

const POLL_MS = 250;

const [out, cmd, ...args] = process.argv.slice(2);
if (!out || !cmd) {
  process.stderr.write('usage: node cpu-meter.cjs <out-file> <command> [args…]\n');
  process.exit(2);
}

/** CPU of the children this process waited for (and what they waited for); null off Linux. */
function waitedMs() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // fields after the parenthesised command name; cutime and cstime are fields 16 and 17
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * TICK_MS;
  } catch {
    return null; // not Linux: no figure
  }
}

// the meter is the root: its own polling is reported apart, not counted in the command's figure
const tree = new TreeCpu(process.pid, { countRootOwn: false });
const child = spawn(cmd, args, { stdio: 'inherit' });
tree.poll();
const timer = setInterval(() => tree.poll(), POLL_MS);
// the wrapper's group is signalled with the command (npm test stops a lane's group); let the command decide
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => {});
child.on('error', (err) => {
  process.stderr.write(`${cmd}: ${err.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  clearInterval(timer);
  tree.poll();
  const waited = waitedMs();
  if (waited !== null) {
    const u = process.cpuUsage();
    const byName = Object.fromEntries(tree.breakdown().map((b) => [b.name, b.ms]));
    // never below what the kernel itself accounted to the waited-for tree
    const cpuMs = Math.max(waited, tree.totalMs() ?? 0);
    fs.writeFileSync(out, JSON.stringify({ cpuMs, waitedMs: waited, meterMs: Math.round((u.user + u.system) / 1000), byName }));
  }
  process.exit(code ?? (signal ? 128 : 1));
});
