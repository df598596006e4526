// `node cpu-meter.cjs <out-file> <command> [args…]`: runs the command and, when it exits, writes the
// CPU time its whole process tree used (user + system, in ms) to <out-file>. Linux counts a
// finished child's CPU, and that of every descendant it waited for, in the parent's cutime/cstime
// (/proc/self/stat), so this wrapper sees jest's or Playwright's workers and browsers too. Used by
// `npm test` to print each phase's CPU time: on a shared machine load stretches wall time, not CPU
// time (docs/development.md#test-run-time). Plain CommonJS so node starts it without a loader.
'use strict';
const fs = require('node:fs');
const { spawn } = require('node:child_process');

const [out, cmd, ...args] = process.argv.slice(2);
if (!out || !cmd) {
  process.stderr.write('usage: node cpu-meter.cjs <out-file> <command> [args…]\n');
  process.exit(2);
}

/** /proc/<pid>/stat ticks are USER_HZ, 100 a second on Linux whatever the kernel's own HZ. */
const TICK_MS = 10;

function childrenCpuMs() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // fields after the parenthesised command name; cutime and cstime are fields 16 and 17
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * TICK_MS;
  } catch {
    return null; // not Linux: no figure
  }
}

const child = spawn(cmd, args, { stdio: 'inherit' });
// the wrapper's group is signalled with the command (npm test stops a lane's group); let the command decide
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => {});
child.on('error', (err) => {
  process.stderr.write(`${cmd}: ${err.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const ms = childrenCpuMs();
  if (ms !== null) fs.writeFileSync(out, String(ms));
  process.exit(code ?? (signal ? 128 : 1));
});
