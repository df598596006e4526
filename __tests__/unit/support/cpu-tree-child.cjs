// A process tree shaped like Chromium's under Playwright, for tree-cpu.test.ts:
//   parent ─ waits for ─ middle (its own session, like the browser) ─ burner ─ late
// middle exits without waiting for burner, which init then reaps; burner does the same to late,
// which starts after middle is gone and belongs to the tree only through middle's session. So
// the CPU that burner and late burn never reaches parent's cutime. Each step waits for a file in
// <dir> the test writes (`node cpu-tree-child.cjs parent <dir>`), or for a second with `auto`.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const [role, dir, auto] = process.argv.slice(2);
const file = (name) => path.join(dir, name);
const SELF = __filename;

/** Resolves once <dir>/<name> exists (auto: after a second, long enough for the meter to poll). */
function waitFor(name) {
  if (auto) return new Promise((r) => setTimeout(r, 1000));
  return new Promise((resolve) => {
    const t = setInterval(() => {
      if (fs.existsSync(file(name))) {
        clearInterval(t);
        resolve();
      }
    }, 20);
  });
}

/** Burns `ms` of CPU, then writes how much it burned to <dir>/<name>. */
function burn(ms, name) {
  const u0 = process.cpuUsage();
  let used = 0;
  while (used < ms * 1000) {
    for (let i = 0; i < 1e5; i++) Math.sqrt(i);
    const u = process.cpuUsage(u0);
    used = u.user + u.system;
  }
  fs.writeFileSync(file(name), String(Math.round(used / 1000)));
}

const gone = (pid) => !fs.existsSync(`/proc/${pid}`);
const start = (r, detached) => spawn(process.execPath, [SELF, r, dir, ...(auto ? [auto] : [])], { stdio: 'ignore', detached });

async function main() {
  if (role === 'parent') {
    const middle = start('middle', true);
    fs.writeFileSync(file('middle.pid'), String(middle.pid));
    await new Promise((r) => middle.on('exit', r));
    // stay until the orphans are gone, as Playwright waits for the browser's processes
    for (const name of ['burner.pid', 'late.pid']) {
      while (!fs.existsSync(file(name))) await new Promise((r) => setTimeout(r, 20));
      const pid = Number(fs.readFileSync(file(name), 'utf8'));
      while (!gone(pid)) await new Promise((r) => setTimeout(r, 20));
    }
  } else if (role === 'middle') {
    const burner = start('burner', false);
    burner.unref();
    await waitFor('release');
  } else if (role === 'burner') {
    fs.writeFileSync(file('burner.pid'), String(process.pid));
    burn(600, 'burned');
    await waitFor('exit');
    const late = start('late', false);
    late.unref();
    fs.writeFileSync(file('late.pid'), String(late.pid));
  } else if (role === 'late') {
    burn(600, 'late-burned');
    await waitFor('late-exit');
  }
}
void main().then(() => process.exit(0));
