// The CPU time a process tree really used, read from /proc (Linux only). A parent's cutime/cstime
// count only the children it waited for; Chromium's renderers, GPU and utility processes are
// forked by its zygote, outlive or escape their parents and are reaped by init, so the parent's
// figure misses them (docs/development.md#test-run-time). This reads every process of the tree
// each time poll() runs: descendants by parent pid, and every member of a session or process
// group led by one of them (Playwright starts Chromium in a session of its own, whose members
// keep it when reparented). Plain CommonJS: scripts/lib/cpu-meter.cjs runs without a loader.
'use strict';
const fs = require('node:fs');

/** /proc/<pid>/stat ticks are USER_HZ, 100 a second on Linux whatever the kernel's own HZ. */
const TICK_MS = 10;

const buf = Buffer.alloc(4096);

/** The fields of /proc/<pid>/stat used here, or null when the process is gone. */
function readStat(pid) {
  let s;
  let fd = -1;
  try {
    // open/read into one buffer: a third of readFileSync's cost, which matters 4 times a second
    fd = fs.openSync(`/proc/${pid}/stat`, 'r');
    s = buf.latin1Slice(0, fs.readSync(fd, buf, 0, buf.length, 0));
  } catch {
    return null;
  } finally {
    if (fd >= 0) fs.closeSync(fd);
  }
  const close = s.lastIndexOf(')');
  // after the parenthesised name: state ppid pgrp session … utime(14) stime cutime cstime … starttime(22)
  const f = s.slice(close + 2).split(' ');
  return {
    comm: s.slice(s.indexOf('(') + 1, close),
    ppid: Number(f[1]),
    pgid: Number(f[2]),
    sid: Number(f[3]),
    own: Number(f[11]) + Number(f[12]),
    kids: Number(f[13]) + Number(f[14]),
    // with the pid, tells a process from a later one that reused its pid
    start: f[19],
  };
}

/**
 * One reading of the processes in /proc but those in `skip`: the stat fields by pid, the pids
 * whose read failed (gone since the listing) and sequence numbers that order the reads.
 */
let seq = 0;
function scanProc(skip) {
  const listedAt = ++seq;
  const stats = new Map();
  const failedAt = new Map();
  const listed = [];
  for (const name of fs.readdirSync('/proc')) {
    if (name.charCodeAt(0) > 57 || !/^\d+$/.test(name)) continue;
    const pid = Number(name);
    listed.push(pid);
    if (skip?.has(pid)) continue;
    const at = ++seq;
    const st = readStat(pid);
    if (st) {
      st.seq = at;
      stats.set(pid, st);
    } else failedAt.set(pid, at);
  }
  return { listedAt, stats, failedAt, listed };
}

/**
 * Follows one process tree. Each process counts its own CPU at its last reading. Its cutime/cstime
 * grow when it reaps a child by that child's whole CPU: that growth, less what the tree already
 * counted for the processes that ended beneath it (their own readings, and so on down), counts
 * too: children that lived and died between two polls, and the last moments of the others. A
 * process that ended is charged to the nearest process above it that was read after it ended, so
 * a parent and child that end together are counted once. Poll often (cpu-meter.cjs: every 250 ms).
 */
class TreeCpu {
  /** @param {number} rootPid @param {{ countRootOwn?: boolean }} [opts] */
  constructor(rootPid, opts = {}) {
    this.root = rootPid;
    this.countRootOwn = opts.countRootOwn !== false;
    /** pid → record of the process that has (or last had) that pid */
    this.known = new Map();
    /** records of processes gone */
    this.gone = [];
    /** of those, the ones no reading of a process above them has explained yet */
    this.pending = [];
    /** pid → start time of every process ever followed: their sessions and groups are ours */
    this.followed = new Map();
    /**
     * pid → start time of the processes outside the tree at the last poll, not read again: one
     * cannot join the tree (reparenting goes to init, setsid makes a session of its own), and a
     * pid still listed one poll later is the same process (pids are handed out in turn, 32,768
     * or more before one comes back), so a poll reads only the tree and newcomers.
     */
    this.outside = new Map();
    this.supported = fs.existsSync('/proc/self/stat');
  }

  /**
   * Reads every process of the tree once (one /proc listing, reading only the tree and newcomers:
   * under 1 ms). Every read has a sequence number: a reaper's cutime holds a child whole when the
   * reaper was read after the child was seen gone (missing from the listing, or a failed read).
   */
  poll() {
    if (!this.supported) return;
    const { listedAt, stats, failedAt, listed } = scanProc(this.outside);
    const byParent = new Map();
    for (const [pid, st] of stats) {
      const list = byParent.get(st.ppid);
      if (list) list.push(pid);
      else byParent.set(st.ppid, [pid]);
    }
    const ours = new Set();
    const queue = [];
    const add = (pid) => {
      if (ours.has(pid)) return;
      ours.add(pid);
      queue.push(pid);
    };
    if (stats.has(this.root)) add(this.root);
    // still the process we followed (not a later one with its pid), wherever it was reparented
    for (const [pid, rec] of this.known) if (stats.get(pid)?.start === rec.start) add(pid);
    // a session or group id is the pid of its leader: ours if we follow (or followed) the leader
    // (a pid is not reused while a session or group it led has members)
    const startOf = (id) => stats.get(id)?.start ?? this.outside.get(id);
    const leads = (id) => ours.has(id) || (this.followed.has(id) && (startOf(id) === undefined || startOf(id) === this.followed.get(id)));
    for (;;) {
      while (queue.length) for (const child of byParent.get(queue.pop()) ?? []) add(child);
      let more = false;
      for (const [pid, st] of stats) {
        if (!ours.has(pid) && (leads(st.sid) || leads(st.pgid))) {
          add(pid);
          more = true;
        }
      }
      if (!more) break;
    }
    for (const [pid, rec] of this.known) {
      if (stats.get(pid)?.start === rec.start) continue;
      // gone, or its pid reused by a later process
      rec.goneAt = failedAt.get(pid) ?? listedAt;
      this.known.delete(pid);
      this.gone.push(rec);
      this.pending.push(rec);
    }
    const read = [];
    for (const pid of ours) {
      const st = stats.get(pid);
      let rec = this.known.get(pid);
      if (!rec) {
        // cutime/cstime from before it was first seen are not the tree's
        rec = {
          pid,
          start: st.start,
          comm: st.comm,
          own: 0,
          kids: st.kids,
          ppid: 0,
          readAt: 0,
          goneAt: 0,
          parent: undefined,
          unexplained: 0,
          under: 0,
          explained: 0,
        };
        this.known.set(pid, rec);
        this.followed.set(pid, st.start);
      }
      rec.comm = st.comm;
      rec.own = st.own;
      rec.delta = st.kids - rec.kids;
      rec.kids = st.kids;
      rec.ppid = st.ppid;
      rec.readAt = st.seq;
      read.push(rec);
    }
    // A process that ended is explained by the nearest process above it that is still there and
    // was read after it ended: that one's cutime/cstime grew by its whole CPU if it was reaped
    // inside the tree (its parent, or the parent's parent once the parent ended too).
    const pending = [];
    for (const rec of this.pending) {
      let a = rec.parent;
      while (a && a.goneAt) a = a.parent;
      if (!a) continue; // reaped outside the tree (init): only its own readings count
      if (a.readAt > rec.goneAt) a.explained += this.counted(rec);
      else pending.push(rec); // its ancestor's reading may not hold it yet: next poll
    }
    this.pending = pending;
    for (const rec of read) {
      // what it reaped that the tree never counted (short-lived children, the last moments of
      // the ones it saw): never below zero, when a child was in fact reaped by init
      rec.unexplained += Math.max(0, rec.delta - rec.explained);
      rec.under += Math.max(rec.delta, rec.explained);
      rec.explained = 0;
    }
    // the parent now, which reaps the process if it ends while this parent lives
    for (const rec of read) rec.parent = this.known.get(rec.ppid);
    const outside = new Map();
    for (const pid of listed) {
      if (ours.has(pid)) continue;
      const start = stats.get(pid)?.start ?? this.outside.get(pid);
      if (start !== undefined) outside.set(pid, start);
    }
    this.outside = outside;
  }

  /** What the tree has counted for a process and everything reaped under it. */
  counted(rec) {
    return rec.own + rec.under;
  }

  /** What a process adds to the total: its own CPU (the root's only if asked), and what it reaped that no reading explains. */
  share(rec) {
    return (rec.pid === this.root && !this.countRootOwn ? 0 : rec.own) + rec.unexplained;
  }

  /** CPU (user + system, ms) the tree used up to the last poll; null off Linux. */
  totalMs() {
    return this.supported ? this.breakdown().reduce((n, b) => n + b.ms, 0) : null;
  }

  /** CPU (ms) by process name (comm), largest first: e.g. chromium against node. */
  breakdown() {
    const by = new Map();
    const add = (name, ticks) => by.set(name, (by.get(name) ?? 0) + ticks * TICK_MS);
    for (const rec of [...this.known.values(), ...this.gone]) add(rec.comm, this.share(rec));
    return [...by].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  }
}

module.exports = { TreeCpu, TICK_MS };
